import type { Context } from "hono";
import { referrerOf } from "../../core/insights/referrer";
import { browserFamily, exclusion, networkOf } from "../../core/insights/visit";
import type { Config } from "../config";
import { siteAddress } from "../site-address";
import type {
  InsightsCounter,
  VisitorMaterial,
} from "../store/jobs/insights-counter";
import type { InsightsPage } from "../store/repos/insights";
import { clientAddress } from "./client-address";

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
  const header = (c: Context) => (name: string) => c.req.header(name);
  const visitor = (c: Context): VisitorMaterial => ({
    site,
    network: networkOf(clientAddress(c, config.proxyHops)),
    family: browserFamily(c.req.header("user-agent") ?? ""),
  });
  const counted = (c: Context, status: number) =>
    c.req.method === "GET" &&
    (status === 200 || status === 304 || status === 404) &&
    exclusion(header(c)) === null;
  return {
    page(c, page, lang, status) {
      if (!counted(c, status)) return;
      if (status === 404) return insights.view("not-found", lang, null, null);
      insights.view(
        page,
        lang,
        visitor(c),
        referrerOf(
          c.req.header("referer"),
          c.req.query("utm_source"),
          c.req.header("host"),
        ),
      );
    },
    cv(c, lang, format, status) {
      if (status === 404 || !counted(c, status)) return;
      insights.cvDownload(lang, format, visitor(c));
    },
  };
}
