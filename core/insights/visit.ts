// What a request tells Insights about its visitor, and whether it is counted
// at all (docs/decisions/048-insights-counting.md). Pure rules: the server
// reads the headers and keys the visitor (server/insights/).
import { isbot } from "isbot";
import { clientIdentity } from "../client-address";
import { Memo } from "./memo";

/** The browser families a visitor key tells apart: few, so the key says little. */
export const BROWSER_FAMILIES = [
  "edge",
  "opera",
  "samsung",
  "firefox",
  "chrome",
  "safari",
  "other",
] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/** Why a request is not counted; null: it is. */
export type Exclusion =
  "owner" | "prefetch" | "opted-out" | "not-a-browser" | "bot";

/** A request header by (lower-case) name. */
export type Header = (name: string) => string | undefined;

/** The admin's session cookie: its holder is the owner. */
const OWNER_COOKIE = /(?:^|;\s*)admin_session=/;

/**
 * Why a request is left out of Insights before its user agent is looked at
 * (`agentVerdict` does that), or null: the signed-in owner (her session
 * cookie, checked without a query), prefetches and prerenders nobody may
 * look at (`Sec-Purpose`, `Purpose`), and visitors who ask not to be
 * tracked (`Sec-GPC: 1`, `DNT: 1`).
 */
export function requestExclusion(header: Header): Exclusion | null {
  if (OWNER_COOKIE.test(header("cookie") ?? "")) return "owner";
  const purpose = header("sec-purpose") ?? header("purpose") ?? "";
  if (/\bprefetch\b/i.test(purpose)) return "prefetch";
  if (header("sec-gpc")?.trim() === "1" || header("dnt")?.trim() === "1")
    return "opted-out";
  return null;
}

/** What a user agent string says: left out (not a browser, or a bot) or counted, and its family ("other" when left out). */
export interface AgentVerdict {
  exclusion: "not-a-browser" | "bot" | null;
  family: BrowserFamily;
}

/**
 * What the user agent says: not a browser (no `Mozilla/5.0` token: curl,
 * feed readers, libraries), a known bot (the isbot package's maintained
 * list), or a browser of a family. Read through `AgentMemo`.
 * @internal
 */
export function agentVerdict(agent: string): AgentVerdict {
  if (!agent.startsWith("Mozilla/5.0 "))
    return { exclusion: "not-a-browser", family: "other" };
  if (isbot(agent)) return { exclusion: "bot", family: "other" };
  return { exclusion: null, family: browserFamily(agent) };
}

/** Most user agent strings an AgentMemo holds. */
const MAX_AGENTS = 1_000;

/**
 * `agentVerdict` worked out once per distinct user agent string: browsers
 * send the same few strings again and again, and isbot's pattern is the
 * costliest check of a counted request. The strings are held in this
 * process's memory only, never written anywhere, at most `max` of them
 * (emptied when full) and for at most one UTC day (emptied at a new one).
 */
export class AgentMemo {
  private readonly memo: Memo<AgentVerdict>;

  constructor(max = MAX_AGENTS) {
    this.memo = new Memo(max);
  }

  /** How many user agents are held. @internal */
  get size(): number {
    return this.memo.size;
  }

  /** `agentVerdict(agent)`, on the UTC day `day` (`YYYY-MM-DD`). */
  verdict(agent: string, day: string): AgentVerdict {
    return this.memo.get(agent, day, agentVerdict);
  }
}

/**
 * The browser family of a browser's user agent (tokens checked in this order: Edge and Opera also name Chrome).
 * @internal
 */
export function browserFamily(agent: string): BrowserFamily {
  if (/\bEdg(?:e|A|iOS)?\//.test(agent)) return "edge";
  if (/\b(?:OPR|OPiOS|Opera)\//.test(agent)) return "opera";
  if (/\bSamsungBrowser\//.test(agent)) return "samsung";
  if (/\b(?:Firefox|FxiOS)\//.test(agent)) return "firefox";
  if (/\b(?:Chrome|CriOS|Chromium)\//.test(agent)) return "chrome";
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(agent)) return "safari";
  return "other";
}

/** A dotted quad as clientIdentity takes it: parts 0-255, no leading zero, spaces around. */
const PLAIN_IPV4 =
  /^\s*((?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3})(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\s*$/;

/**
 * The network a visitor key stands for: the client's identity
 * (core/client-address.ts clientIdentity, through the trusted proxies) with
 * an IPv4 address shortened to its /24; an IPv6 /64 as it is, and
 * "unknown" stays so. A plain dotted quad, what nearly every request
 * carries, is read with one pattern instead of the general parser.
 */
export function clientNetwork(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  proxyHops: number,
): string {
  let entry = peer;
  if (proxyHops === 1 && forwardedFor)
    // The last entry, without splitting the header into an array.
    entry = forwardedFor.slice(forwardedFor.lastIndexOf(",") + 1);
  else if (proxyHops > 0 && forwardedFor) {
    const entries = forwardedFor.split(",");
    entry = entries[entries.length - proxyHops];
  }
  const v4 = entry === undefined ? null : PLAIN_IPV4.exec(entry);
  if (v4) return `${v4[1]}0/24`;
  const identity = clientIdentity(peer, forwardedFor, proxyHops);
  const quad = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(identity);
  return quad ? `${quad[1]}.0/24` : identity;
}
