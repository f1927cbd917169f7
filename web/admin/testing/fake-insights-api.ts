import { http } from "msw";
import {
  INSIGHTS_SETTINGS_DEFAULTS,
  type InsightsDay,
  type InsightsPeriod,
  type InsightsReport,
  type InsightsSettings,
} from "../../../core/api/insights";
import { apiServer } from "./api-server";

const DAY_MS = 86_400_000;

/** A report of `days` days ending 2026-11-27, every number zero, with `change` laid over. */
export function emptyReport(
  days: InsightsPeriod,
  change: (daily: InsightsDay[]) => Partial<InsightsReport> = () => ({}),
): InsightsReport {
  const last = Date.parse("2026-11-27T00:00:00Z");
  const daily = Array.from({ length: days }, (_, i) => ({
    day: new Date(last - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    visitors: 0,
    pageViews: 0,
    cvDownloads: 0,
  }));
  return {
    counting: true,
    days,
    from: daily[0]!.day,
    to: daily.at(-1)!.day,
    daily,
    totals: { visitors: 0, pageViews: 0, notFoundViews: 0, cvDownloads: 0 },
    topPages: [],
    languages: [],
    referrers: [],
    cvDownloads: [],
    funnel: { created: 0, opened: 0, answered: 0, approved: 0 },
    testimonialsSubmitted: 0,
    enquiriesReceived: 0,
    ...change(daily),
  };
}

/**
 * An in-memory stand-in for GET /api/admin/insights, for component tests,
 * beside `fakeAdminApi` (call that first: it answers the session). It
 * answers `reports(days)` and records each call's path and query; and for
 * GET and PUT /api/admin/insights-settings, keeping what a PUT sends
 * (`saved`) and refusing `refuse`'s answer with 400 while it is set.
 */
export function fakeInsightsApi(
  reports: (days: InsightsPeriod) => InsightsReport,
) {
  const calls: string[] = [];
  const settings = {
    current: { ...INSIGHTS_SETTINGS_DEFAULTS } as InsightsSettings,
    saved: [] as unknown[],
    refuse: null as string | null,
  };
  apiServer.use(
    http.get("/api/admin/insights-settings", () =>
      Response.json(settings.current),
    ),
    http.put("/api/admin/insights-settings", async ({ request }) => {
      const body = (await request.json()) as InsightsSettings;
      settings.saved.push(body);
      if (settings.refuse)
        return Response.json({ error: settings.refuse }, { status: 400 });
      settings.current = { keepMonths: body.keepMonths };
      return Response.json(settings.current);
    }),
    http.get("/api/admin/insights", ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      const days = Number(url.searchParams.get("days")) as InsightsPeriod;
      return Response.json(reports(days));
    }),
  );
  return { calls, settings };
}
