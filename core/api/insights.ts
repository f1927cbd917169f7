// The admin API's Insights shapes (server/routes/admin/admin-insights.ts,
// produced by server/store/repos/insights-report.ts; read by
// web/admin/insights). What is counted and how is in
// docs/decisions/048-insights-counting.md.

/** The periods the owner can choose, in days ending today (UTC). */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];

/** One UTC day's totals. */
export interface InsightsDay {
  /** "YYYY-MM-DD" (UTC). */
  day: string;
  /** Distinct visitors that day. */
  visitors: number;
  /** Page views that day (the 404 page apart). */
  pageViews: number;
  cvDownloads: number;
}

/**
 * The invitation funnel over the period, each step counted when it happened
 * in the period (not the fate of the invitations created in it): links
 * created, opened for the first time, answered, and testimonials from an
 * invitation approved.
 */
interface InsightsFunnel {
  created: number;
  opened: number;
  answered: number;
  approved: number;
}

/** GET /insights?days=7|30|90. */
export interface InsightsReport {
  /** False with INSIGHTS=off: nothing new is counted (the totals are from before). */
  counting: boolean;
  days: InsightsPeriod;
  /** First and last day of the period ("YYYY-MM-DD", UTC), both included. */
  from: string;
  to: string;
  /** Every day of the period, oldest first, zeros included. */
  daily: InsightsDay[];
  totals: {
    /** The sum of daily visitors: not unique across days. */
    visitors: number;
    pageViews: number;
    /** Views of the 404 page, counted apart. */
    notFoundViews: number;
    cvDownloads: number;
  };
  /** Pages by views, most first. */
  topPages: {
    page: "home" | "privacy" | "contact";
    lang: string;
    views: number;
  }[];
  /** Views per language, most first. */
  languages: { lang: string; views: number }[];
  /** Referring sites by views, most first (at most 10). */
  referrers: {
    kind: "search" | "social" | "site" | "campaign";
    name: string;
    views: number;
  }[];
  /** CV downloads per language and format, most first. */
  cvDownloads: { lang: string; format: "html" | "pdf"; downloads: number }[];
  funnel: InsightsFunnel;
  testimonialsSubmitted: number;
  enquiriesReceived: number;
}

/** GET and PUT /insights-settings: how long the daily totals are kept. */
export interface InsightsSettings {
  /**
   * Whole months (KEEP_MONTHS of core/api/enquiries.ts bounds it, as it
   * bounds every retention setting); the retention sweep deletes every
   * daily total older.
   */
  keepMonths: number;
}

export const INSIGHTS_SETTINGS_DEFAULTS: InsightsSettings = { keepMonths: 25 };
