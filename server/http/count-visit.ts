import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { referrerOf, type Referrer } from "../../core/insights/referrer";
import { UtcDayClock } from "../../core/insights/day";
import {
  AgentMemo,
  clientNetwork,
  requestExclusion,
  type BrowserFamily,
  type RequestHeaders,
} from "../../core/insights/visit";
import type { Config } from "../config";
import { siteAddress } from "../site-address";
import type {
  InsightsCounter,
  VisitorMaterial,
} from "../store/jobs/insights-counter";
import type { InsightsPage } from "../store/repos/insights";
import { Memo } from "../../core/insights/memo";
import { peerAddress } from "./client-address";

/**
 * Most Referer headers whose referrer is remembered, and for how long at
 * most (a Referer may carry a path and a query): no longer than the counter
 * holds a visitor not keyed yet (its 5-second batch), in memory only.
 */
const MAX_REFERERS = 1_000;
const REFERER_HOLD_MS = 5_000;

/** What the site's routes tell Insights: synchronous, no query (docs/decisions/048-insights-counting.md). */
export interface VisitCounter {
  /** A page answered: 200 and 304 are views; the 404 page is counted apart. */
  page(c: Context, page: InsightsPage, lang: string, status: number): void;
  /** A CV file answered (200 or 304). */
  cv(c: Context, lang: string, format: "html" | "pdf", status: number): void;
}

/**
 * Counts the page's GET answers to visitors, leaving out the owner,
 * prefetches, visitors who opted out, non-browsers and bots
 * (core/insights/visit.ts). The visitor is named by the site, their
 * network (an IPv4 /24 or IPv6 /64) and browser family, which the counter
 * keys under the day's salt at once; neither the address nor the user
 * agent goes further than this function.
 */
export function visitCounter(
  config: Pick<Config, "proxyHops" | "siteUrl" | "host" | "port">,
  insights: Pick<InsightsCounter, "view" | "cvDownload">,
): VisitCounter {
  const site = siteAddress(config).origin;
  const agents = new AgentMemo();
  const days = new UtcDayClock();
  const referrers = new Memo<Referrer | null>(MAX_REFERERS);
  /**
   * The request's headers by lower-case name: Node's own parsed headers
   * when @hono/node-server gives them (the page's routes have made them
   * already), read as plain properties; c.req.header() goes through its
   * Headers wrapper, which checks and lower-cases the name on each call.
   */
  const headersOf = (c: Context): RequestHeaders =>
    ((c.env as { incoming?: IncomingMessage } | undefined)?.incoming
      ?.headers as RequestHeaders | undefined) ??
    Object.fromEntries(c.req.raw.headers);
  /** The visitor's browser family when the request is counted, else null. */
  const countedAs = (
    c: Context,
    headers: RequestHeaders,
    status: number,
  ): BrowserFamily | null => {
    if (
      c.req.method !== "GET" ||
      (status !== 200 && status !== 304 && status !== 404) ||
      requestExclusion(headers) !== null
    )
      return null;
    const { exclusion, family } = agents.verdict(
      headers["user-agent"] ?? "",
      days.dayOf(Date.now()),
    );
    return exclusion === null ? family : null;
  };
  const visitor = (
    c: Context,
    headers: RequestHeaders,
    family: BrowserFamily,
  ): VisitorMaterial => ({
    site,
    network: clientNetwork(
      peerAddress(c),
      config.proxyHops > 0 ? headers["x-forwarded-for"] : undefined,
      config.proxyHops,
    ),
    family,
  });
  /** The view's referrer; a Referer worked out once per REFERER_HOLD_MS. */
  const referrer = (c: Context, headers: RequestHeaders, url: string) => {
    // Most addresses carry no query: it is parsed only for a campaign.
    if (url.includes("utm_source="))
      return referrerOf(
        headers.referer,
        c.req.query("utm_source"),
        headers.host,
      );
    const referer = headers.referer;
    if (!referer) return null;
    const host = headers.host;
    return referrers.get(
      `${host}\n${referer}`,
      Math.floor(Date.now() / REFERER_HOLD_MS),
      () => referrerOf(referer, undefined, host),
    );
  };
  return {
    page(c, page, lang, status) {
      const headers = headersOf(c);
      const family = countedAs(c, headers, status);
      if (family === null) return;
      if (status === 404) return insights.view("not-found", lang, null, null);
      insights.view(
        page,
        lang,
        visitor(c, headers, family),
        referrer(c, headers, c.req.url),
      );
    },
    cv(c, lang, format, status) {
      if (status === 404) return;
      const headers = headersOf(c);
      const family = countedAs(c, headers, status);
      if (family !== null)
        insights.cvDownload(lang, format, visitor(c, headers, family));
    },
  };
}
