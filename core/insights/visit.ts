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

/** A request's headers by lower-case name, as Node's parser gives them. */
export type RequestHeaders = Readonly<Partial<Record<string, string>>>;

/** The admin's session cookie: its holder is the owner. */
const OWNER_COOKIE = /(?:^|;\s*)admin_session=/;

/**
 * Why a request is left out of Insights before its user agent is looked at
 * (`agentVerdict` does that), or null: the signed-in owner (her session
 * cookie, checked without a query), prefetches and prerenders nobody may
 * look at (`Sec-Purpose`, `Purpose`), and visitors who ask not to be
 * tracked (`Sec-GPC: 1`, `DNT: 1`).
 */
export function requestExclusion(headers: RequestHeaders): Exclusion | null {
  // Most requests send neither header: no pattern is run on nothing.
  const cookie = headers.cookie;
  if (cookie !== undefined && OWNER_COOKIE.test(cookie)) return "owner";
  const purpose = headers["sec-purpose"] ?? headers.purpose;
  if (purpose !== undefined && /\bprefetch\b/i.test(purpose)) return "prefetch";
  if (headers["sec-gpc"]?.trim() === "1" || headers.dnt?.trim() === "1")
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

/**
 * A visitor's network: an IPv4 /24 as one integer, (a × 256 + b) × 256 + c,
 * which is what nearly every request names; any other network as its text
 * (an IPv6 /64 as `2001:db8:1:2::/64`, or "unknown"). The integer needs no
 * text made, matched or read again for each request.
 */
export type Network = number | string;

/** The text a network is known by: `a.b.c.0/24` for an IPv4 /24. */
export function networkText(network: Network): string {
  if (typeof network === "string") return network;
  return `${network >>> 16}.${(network >>> 8) & 255}.${network & 255}.0/24`;
}

const SPACE = 32;
const TAB = 9;
const DOT = 46;
const ZERO = 48;
const NINE = 57;

/**
 * The /24 of `text` as a Network integer when it is a plain dotted quad as
 * clientIdentity takes it (parts 0-255 without a leading zero, spaces or
 * tabs around), else -1. Read a character at a time, making no string.
 */
function plainIpv4Network(text: string): number {
  let at = 0;
  let end = text.length;
  while (
    at < end &&
    (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)
  )
    at++;
  while (
    end > at &&
    (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)
  )
    end--;
  let network = 0;
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (text.charCodeAt(at) !== DOT) return -1;
      at++;
    }
    const first = at;
    let value = 0;
    while (at < end && at - first < 3) {
      const code = text.charCodeAt(at);
      if (code < ZERO || code > NINE) break;
      value = value * 10 + code - ZERO;
      at++;
    }
    const digits = at - first;
    if (
      digits === 0 ||
      value > 255 ||
      (digits > 1 && text.charCodeAt(first) === ZERO)
    )
      return -1;
    if (part < 3) network = network * 256 + value;
  }
  return at === end ? network : -1;
}

/** Where the last comma before index `end` of `text` is, or -1. */
const commaBefore = (text: string, end: number) =>
  end > 0 ? text.lastIndexOf(",", end - 1) : -1;

/**
 * The network a visitor key stands for: the client's identity
 * (core/client-address.ts clientIdentity, through the trusted proxies) with
 * an IPv4 address shortened to its /24; an IPv6 /64 as it is, and
 * "unknown" stays so. A plain dotted quad, what nearly every request
 * carries, is read directly instead of by the general parser.
 */
export function clientNetwork(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  proxyHops: number,
): Network {
  let entry = peer;
  if (proxyHops > 0 && forwardedFor) {
    // The entry proxyHops from the right (as the header split at commas
    // would give it), found without splitting the header.
    let end = forwardedFor.length;
    for (let hop = 1; hop < proxyHops && end >= 0; hop++)
      end = commaBefore(forwardedFor, end);
    entry =
      end < 0
        ? undefined
        : forwardedFor.slice(commaBefore(forwardedFor, end) + 1, end);
  }
  const plain = entry === undefined ? -1 : plainIpv4Network(entry);
  if (plain >= 0) return plain;
  const identity = clientIdentity(peer, forwardedFor, proxyHops);
  const network = plainIpv4Network(identity);
  return network >= 0 ? network : identity;
}
