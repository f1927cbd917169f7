import type {
  InsightsPeriod,
  InsightsReport,
} from "../../../core/api/insights";
import type { Queryable } from "../db/db";

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const REFERRERS_SHOWN = 10;

/**
 * What the admin's Insights tab shows for the `days` ending with the UTC day
 * of `now`, both ends included, from the daily totals (written every few
 * seconds, so the last seconds' counts may be missing). Every day of the
 * period is present, zeros included. The funnel counts each step when it
 * happened in the period: invitations created then (an unanswered one
 * deleted by the retention sweep no longer counts), links first opened and
 * answered then (recorded as they happened), and testimonials from an
 * invitation approved then.
 */
export async function readInsightsReport(
  db: Queryable,
  days: InsightsPeriod,
  now: number,
): Promise<Omit<InsightsReport, "counting">> {
  const to = utcDay(now);
  const from = utcDay(now - (days - 1) * DAY_MS);
  const range = [from, to];
  const num = (value: unknown) => Number(value ?? 0);

  const visitors = await db.query<{ day: string; n: unknown }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors AS n
       FROM insights_daily_visitors WHERE day BETWEEN $1 AND $2`,
    range,
  );
  const views = await db.query<{
    day: string;
    page: string;
    lang: string;
    n: unknown;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, page, lang, views AS n
       FROM insights_daily_views WHERE day BETWEEN $1 AND $2`,
    range,
  );
  const cv = await db.query<{
    day: string;
    lang: string;
    format: "html" | "pdf";
    n: unknown;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, lang, format, downloads AS n
       FROM insights_daily_cv_downloads WHERE day BETWEEN $1 AND $2`,
    range,
  );
  const referrers = await db.query<{
    kind: InsightsReport["referrers"][number]["kind"];
    name: string;
    n: unknown;
  }>(
    `SELECT kind, name, sum(views) AS n FROM insights_daily_referrers
      WHERE day BETWEEN $1 AND $2 GROUP BY kind, name
      ORDER BY n DESC, name LIMIT ${REFERRERS_SHOWN}`,
    range,
  );
  const events = await db.query<{ event: string; n: unknown }>(
    `SELECT event, sum(count) AS n FROM insights_daily_events
      WHERE day BETWEEN $1 AND $2 GROUP BY event`,
    range,
  );
  // Timestamps fall in the period from the start of its first UTC day to
  // the end of its last.
  const [steps] = await db.query<{ created: unknown; approved: unknown }>(
    `SELECT
       (SELECT count(*) FROM invitations
         WHERE created_at >= $1::date AND created_at < $2::date + 1) AS created,
       (SELECT count(*) FROM testimonials
         WHERE invitation_id IS NOT NULL AND status = 'approved'
           AND reviewed_at >= $1::date AND reviewed_at < $2::date + 1) AS approved`,
    range,
  );

  const daily = Array.from({ length: days }, (_, i) => ({
    day: utcDay(Date.parse(from) + i * DAY_MS),
    visitors: 0,
    pageViews: 0,
    cvDownloads: 0,
  }));
  const byDay = new Map(daily.map((d) => [d.day, d]));
  for (const row of visitors) byDay.get(row.day)!.visitors += num(row.n);

  let notFoundViews = 0;
  const pages = new Map<string, number>();
  const languages = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  for (const row of views) {
    const n = num(row.n);
    if (row.page === "not-found") {
      notFoundViews += n;
      continue;
    }
    byDay.get(row.day)!.pageViews += n;
    add(pages, `${row.page}|${row.lang}`, n);
    add(languages, row.lang, n);
  }
  const downloads = new Map<string, number>();
  for (const row of cv) {
    const n = num(row.n);
    byDay.get(row.day)!.cvDownloads += n;
    add(downloads, `${row.lang}|${row.format}`, n);
  }
  const sorted = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const event = (name: string) =>
    num(events.find((row) => row.event === name)?.n);
  const sum = (key: "visitors" | "pageViews" | "cvDownloads") =>
    daily.reduce((total, d) => total + d[key], 0);

  return {
    days,
    from,
    to,
    daily,
    totals: {
      visitors: sum("visitors"),
      pageViews: sum("pageViews"),
      notFoundViews,
      cvDownloads: sum("cvDownloads"),
    },
    topPages: sorted(pages).map(([key, n]) => {
      const [page, lang] = key.split("|") as [
        InsightsReport["topPages"][number]["page"],
        string,
      ];
      return { page, lang, views: n };
    }),
    languages: sorted(languages).map(([lang, n]) => ({ lang, views: n })),
    referrers: referrers.map((row) => ({
      kind: row.kind,
      name: row.name,
      views: num(row.n),
    })),
    cvDownloads: sorted(downloads).map(([key, n]) => {
      const [lang, format] = key.split("|") as [string, "html" | "pdf"];
      return { lang, format, downloads: n };
    }),
    funnel: {
      created: num(steps?.created),
      opened: event("invitation-opened"),
      answered: event("invitation-answered"),
      approved: num(steps?.approved),
    },
    testimonialsSubmitted: event("testimonial-submitted"),
    enquiriesReceived: event("enquiry-sent"),
  };
}
