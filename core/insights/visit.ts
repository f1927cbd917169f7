// What a request tells Insights about its visitor, and whether it is counted
// at all (docs/decisions/048-insights-counting.md). Pure rules: the server
// reads the headers and keys the visitor (server/insights/).
import { isbot } from "isbot";

/** The browser families a visitor key tells apart: few, so the key says little. */
export type BrowserFamily =
  "edge" | "opera" | "samsung" | "firefox" | "chrome" | "safari" | "other";

/** Why a request is not counted; null: it is. */
export type Exclusion =
  "owner" | "prefetch" | "opted-out" | "not-a-browser" | "bot";

/** A request header by (lower-case) name. */
type Header = (name: string) => string | undefined;

/** The admin's session cookie: its holder is the owner. */
const OWNER_COOKIE = /(?:^|;\s*)admin_session=/;

/**
 * Why a request is left out of Insights, or null when it is counted:
 * the signed-in owner (her session cookie, checked without a query),
 * prefetches and prerenders nobody may look at (`Sec-Purpose`, `Purpose`),
 * visitors who ask not to be tracked (`Sec-GPC: 1`, `DNT: 1`), user agents
 * that are not browsers (no `Mozilla/5.0` token: curl, feed readers,
 * libraries), and known bots (the isbot package's maintained list).
 */
export function exclusion(header: Header): Exclusion | null {
  if (OWNER_COOKIE.test(header("cookie") ?? "")) return "owner";
  const purpose = header("sec-purpose") ?? header("purpose") ?? "";
  if (/\bprefetch\b/i.test(purpose)) return "prefetch";
  if (header("sec-gpc")?.trim() === "1" || header("dnt")?.trim() === "1")
    return "opted-out";
  const agent = header("user-agent") ?? "";
  if (!agent.startsWith("Mozilla/5.0 ")) return "not-a-browser";
  if (isbot(agent)) return "bot";
  return null;
}

/** The browser family of a browser's user agent (tokens checked in this order: Edge and Opera also name Chrome). */
export function browserFamily(agent: string): BrowserFamily {
  if (/\bEdg(?:e|A|iOS)?\//.test(agent)) return "edge";
  if (/\b(?:OPR|OPiOS|Opera)\//.test(agent)) return "opera";
  if (/\bSamsungBrowser\//.test(agent)) return "samsung";
  if (/\b(?:Firefox|FxiOS)\//.test(agent)) return "firefox";
  if (/\b(?:Chrome|CriOS|Chromium)\//.test(agent)) return "chrome";
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(agent)) return "safari";
  return "other";
}

/**
 * The network a client identity (core/client-address.ts clientIdentity: an
 * IPv4 address, or an IPv6 /64) stands in a visitor key for: an IPv4
 * address shortened to its /24, a /64 as it is. "unknown" stays so.
 */
export function networkOf(identity: string): string {
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(identity);
  return v4 ? `${v4[1]}.0/24` : identity;
}
