import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Compares a typed password with ADMIN_PASSWORD in constant time. Hashing
 * both first gives equal-length inputs to timingSafeEqual, so neither the
 * content nor the length of the password leaks through response time.
 */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
