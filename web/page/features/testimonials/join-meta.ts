/** The line under a testimonial's name: company and relationship joined by a bullet when both exist. */
export function joinMeta(
  company: string | null | undefined,
  relationship: string | null | undefined,
): string {
  return [company?.trim(), relationship?.trim()].filter(Boolean).join(" • ");
}
