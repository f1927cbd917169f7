export type KeyCheck = "ok" | "missing" | "wrong";

/**
 * Checks the public key the way Supabase's gateway does: sent as `apikey`
 * (header, or query parameter for reads) and/or `Authorization: Bearer <key>`.
 * Any key present must be the right one, and at least one must be present.
 * The key is public (it is in the page), so a plain comparison is enough.
 */
export function checkApiKey(
  key: string,
  apikey: string | null | undefined,
  authorization: string | null | undefined,
): KeyCheck {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (authorization != null && bearer !== key) return "wrong";
  if (apikey != null && apikey !== key) return "wrong";
  return apikey != null || bearer != null ? "ok" : "missing";
}
