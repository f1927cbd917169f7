import { localUrl } from "../routes/ops";

/**
 * Where the owner signs in, for the start-up log: SITE_URL's origin when it
 * is set (the address visitors use), else the address the server listens on
 * (a wildcard one as loopback).
 */
export function adminAddress(
  siteUrl: string | undefined,
  bound: string,
  port: number,
): string {
  return `${siteUrl ? new URL(siteUrl).origin : localUrl(bound, port)}/admin`;
}
