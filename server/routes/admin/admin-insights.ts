import { Hono, type Context } from "hono";
import {
  INSIGHTS_PERIODS,
  type InsightsPeriod,
  type InsightsReport,
} from "../../../core/api/insights";
import { attachment } from "../../http/content-disposition";
import type { AdminDeps, AdminEnv } from "./admin-deps";

/** The period a `days` parameter asks for, or the message refusing it. */
function readPeriod(c: Context): InsightsPeriod | string {
  const days = Number(c.req.query("days") ?? "30");
  return (INSIGHTS_PERIODS as readonly number[]).includes(days)
    ? (days as InsightsPeriod)
    : `days must be one of ${INSIGHTS_PERIODS.join(", ")}`;
}

/** The daily totals as CSV: a header line, then one line per day, oldest first. */
function dailyCsv(report: InsightsReport): string {
  const lines = ["date,visitors,page_views,cv_downloads"];
  for (const d of report.daily)
    lines.push(`${d.day},${d.visitors},${d.pageViews},${d.cvDownloads}`);
  return lines.join("\r\n") + "\r\n";
}

/**
 * What the site did for its owner (behind the admin's session), over the
 * last 7, 30 or 90 days; 30 when `days` is not given.
 */
export function adminInsightsRoutes(insights: AdminDeps["insights"]) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => {
    const days = readPeriod(c);
    if (typeof days === "string") return c.json({ error: days }, 400);
    return c.json(await insights(days));
  });

  return app;
}

/** GET /insights.csv?days=N: the daily totals to download. */
export function adminInsightsCsvRoutes(insights: AdminDeps["insights"]) {
  const app = new Hono<AdminEnv>();
  app.get("/", async (c) => {
    const days = readPeriod(c);
    if (typeof days === "string") return c.json({ error: days }, 400);
    const report = await insights(days);
    return c.body(dailyCsv(report), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(
        `insights-${report.from}-to-${report.to}.csv`,
      ),
    });
  });
  return app;
}
