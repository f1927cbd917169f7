/**
 * Finds what is still sample in a content document: every text field whose
 * value is one of the shipped sample's marked values (content/sample-marks.ts).
 * Compared by value, not by place, so a sample entry moved up a list is
 * still found, and a value the owner typed over is not.
 */
export function sampleFields(
  document: unknown,
  marked: ReadonlySet<string>,
  path: string[] = [],
): string[] {
  if (typeof document === "string")
    return marked.has(document) ? [path.join(".")] : [];
  if (typeof document !== "object" || document === null) return [];
  return Object.entries(document).flatMap(([key, value]) =>
    sampleFields(value, marked, [...path, key]),
  );
}

/** The values at `pattern`'s places in `document` ("experience.*.company"). */
export function valuesAt(document: unknown, pattern: string): string[] {
  const walk = (value: unknown, steps: string[]): string[] => {
    if (steps.length === 0) return typeof value === "string" ? [value] : [];
    if (typeof value !== "object" || value === null) return [];
    const [step, ...rest] = steps;
    const children =
      step === "*"
        ? Object.values(value)
        : [(value as Record<string, unknown>)[step!]];
    return children.flatMap((child) => walk(child, rest));
  };
  return walk(document, pattern.split("."));
}

interface FallbackHolder {
  name: string;
  testimonials: { fallback: { comment: string } | null };
}

/**
 * The built-in fallback testimonial is shown to visitors only beside sample
 * content or the owner's own words: once the name is hers, a fallback still
 * the sample's (a made-up client praising someone else) is not shown. On a
 * brand-new site, still wholly the sample, nothing changes.
 */
export function withoutStraySample<T extends FallbackHolder>(
  profile: T,
  marked: ReadonlySet<string>,
): T {
  const fallback = profile.testimonials.fallback;
  if (!fallback || !marked.has(fallback.comment) || marked.has(profile.name))
    return profile;
  return {
    ...profile,
    testimonials: { ...profile.testimonials, fallback: null },
  };
}
