// A known history of Insights totals for the browser test of the Insights
// tab (insights-history.spec.ts): the days counted, dated from today's UTC
// date so the test never goes stale, written as an export file the site's
// own `npm run import` loads (one `insights-day` record per day, export
// format version 3), and what the report must show for a period, computed
// here from the seed alone, by the rules of
// docs/decisions/048-insights-counting.md, not by the product's code.
import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";

type Page = "home" | "privacy" | "contact";
type Kind = "search" | "social" | "site" | "campaign";
type Format = "html" | "pdf";
type Event =
  | "testimonial-submitted"
  | "enquiry-sent"
  | "invitation-opened"
  | "invitation-answered";

/** One UTC day's totals, as an `insights-day` record holds them. */
interface SeedDay {
  day: string;
  /** Null when no visitor was counted (a day with only the 404 page). */
  visitors: number | null;
  views: { page: Page | "not-found"; lang: string; views: number }[];
  referrers: { kind: Kind; name: string; views: number }[];
  cvDownloads: { lang: string; format: Format; downloads: number }[];
  events: { event: Event; count: number }[];
}

const DAY_MS = 86_400_000;
/** The UTC day `ago` days before the one of `now`, "YYYY-MM-DD". */
const daysAgo = (ago: number, now = Date.now()) =>
  new Date(now - ago * DAY_MS).toISOString().slice(0, 10);

/** Referrers in the order of their weight: referrer r is seen on the days r, r + 12 and r + 24 ago. */
const REFERRERS: { kind: Kind; name: string }[] = [
  { kind: "campaign", name: "newsletter" },
  { kind: "search", name: "bing" },
  { kind: "search", name: "duckduckgo" },
  { kind: "social", name: "facebook" },
  { kind: "site", name: "alpha.example" },
  { kind: "site", name: "chambers.example" },
  { kind: "social", name: "mastodon" },
  { kind: "site", name: "justice.example" },
  { kind: "site", name: "kilo.example" },
  { kind: "social", name: "linkedin" },
  { kind: "site", name: "oporto.example" },
  { kind: "search", name: "google" },
];

/** Days of the last 30 with no record at all: they show as zeros. */
const GAPS = [4, 17];
/** A day with only views of the 404 page: no visitor counted. */
const ONLY_NOT_FOUND = 11;

/** The day `ago` days back within the last 30, varied by a few small rules. */
function recentDay(ago: number, now: number): SeedDay {
  if (ago === ONLY_NOT_FOUND)
    return {
      day: daysAgo(ago, now),
      visitors: null,
      views: [{ page: "not-found", lang: "en", views: 5 }],
      referrers: [],
      cvDownloads: [],
      events: [],
    };
  const views: SeedDay["views"] = [
    // A day past a thousand views, to see the numbers' separators.
    {
      page: "home",
      lang: "en",
      views: 10 + (ago % 5) + (ago === 2 ? 1200 : 0),
    },
    { page: "home", lang: "pt", views: 3 + (ago % 4) },
    { page: "privacy", lang: "en", views: ago % 3 === 0 ? 1 : 0 },
    { page: "contact", lang: "en", views: ago % 2 === 0 ? 2 : 0 },
    { page: "contact", lang: "pt", views: ago % 7 === 1 ? 1 : 0 },
    { page: "not-found", lang: "en", views: ago % 8 === 0 ? 2 : 0 },
  ];
  const referrers = REFERRERS.flatMap((referrer, r) =>
    ago % 12 === r ? [{ ...referrer, views: ago < 12 ? 2 * r + 1 : 1 }] : [],
  );
  const cvDownloads: SeedDay["cvDownloads"] = [
    { lang: "en", format: "pdf", downloads: ago % 2 === 0 ? 1 : 0 },
    { lang: "pt", format: "pdf", downloads: ago % 5 === 0 ? 1 : 0 },
    { lang: "en", format: "html", downloads: ago % 7 === 3 ? 1 : 0 },
    { lang: "pt", format: "html", downloads: ago === 8 ? 1 : 0 },
  ];
  const events: SeedDay["events"] = [
    { event: "testimonial-submitted", count: ago % 6 === 2 ? 1 : 0 },
    { event: "enquiry-sent", count: ago % 4 === 1 ? 1 : 0 },
    { event: "invitation-opened", count: ago % 5 === 2 ? 1 : 0 },
    { event: "invitation-answered", count: ago % 10 === 2 ? 1 : 0 },
  ];
  return {
    day: daysAgo(ago, now),
    visitors: 2 + ((ago * 5) % 9),
    views: views.filter((v) => v.views > 0),
    referrers,
    cvDownloads: cvDownloads.filter((d) => d.downloads > 0),
    events: events.filter((e) => e.count > 0),
  };
}

/** A day outside the last 30 with large numbers: any of them in a 30-day sum is a day too many. */
const olderDay = (ago: number, now: number, n: number): SeedDay => ({
  day: daysAgo(ago, now),
  visitors: n,
  views: [
    { page: "privacy", lang: "pt", views: n },
    { page: "not-found", lang: "pt", views: n },
  ],
  referrers: [{ kind: "site", name: "outside.example", views: n }],
  cvDownloads: [{ lang: "pt", format: "html", downloads: n }],
  events: [
    { event: "testimonial-submitted", count: n },
    { event: "enquiry-sent", count: n },
    { event: "invitation-opened", count: n },
    { event: "invitation-answered", count: n },
  ],
});

/** Every day of the seed, oldest first: the last 30 days but two gaps, and days 30, 89 and 90 ago. */
export function seedDays(now = Date.now()): SeedDay[] {
  const recent = Array.from({ length: 30 }, (_, ago) => ago)
    .filter((ago) => !GAPS.includes(ago))
    .map((ago) => recentDay(ago, now));
  return [
    olderDay(90, now, 900),
    olderDay(89, now, 70),
    olderDay(30, now, 500),
    ...recent,
  ].sort((a, b) => a.day.localeCompare(b.day));
}

/** An instant `ago` days back, at `time` (UTC). */
const at = (ago: number, time: string, now: number) =>
  `${daysAgo(ago, now)}T${time}Z`;

/**
 * Invitations and the testimonials sent through them, for the funnel's
 * steps that come from the store's rows, not from the daily totals:
 * invitations created (on the first and last instants of a period's edge
 * days) and testimonials from an invitation approved.
 */
export function seedInvitations(now = Date.now()) {
  const invitation = (
    created: string,
    testimonialId: string | null = null,
  ) => ({
    id: randomUUID(),
    token_hash: randomUUID().replaceAll("-", "").padEnd(64, "0"),
    name: "Seeded client",
    company: "",
    relationship: "Client",
    note: "",
    lang: "en",
    created_at: created,
    sent_at: created,
    expires_at: new Date(Date.parse(created) + 90 * DAY_MS).toISOString(),
    opened_at: null,
    answered_at: testimonialId ? created : null,
    revoked_at: null,
    testimonial_id: testimonialId,
  });
  const testimonial = (
    invitationId: string | null,
    status: "approved" | "pending",
    created: string,
    reviewed: string | null,
  ) => ({
    id: randomUUID(),
    name: "Seeded client",
    company: "",
    relationship: "Client",
    comment: "Seeded for the Insights test: clear and practical advice.",
    status,
    consent_at: created,
    consent_text: "I agree to publication.",
    consent_version: 1,
    created_at: created,
    reviewed_at: reviewed,
    lang: "en",
    invitation_id: invitationId,
  });
  const invitations = [
    invitation(at(30, "23:59:59.999", now)),
    invitation(at(29, "00:00:00", now)),
    invitation(at(7, "23:59:59.999", now)),
    invitation(at(6, "00:00:00", now)),
    invitation(at(1, "12:00:00", now)),
  ];
  const [old, first, , sixth, yesterday] = invitations;
  const testimonials = [
    // Approved today and 20 days ago: one in 7 days, two in 30.
    testimonial(
      sixth!.id,
      "approved",
      at(6, "09:00:00", now),
      at(0, "00:00:00", now),
    ),
    testimonial(
      first!.id,
      "approved",
      at(29, "09:00:00", now),
      at(20, "10:00:00", now),
    ),
    // Approved before the last 30 days, not yet approved, or not invited: never counted.
    testimonial(
      old!.id,
      "approved",
      at(30, "23:59:59.999", now),
      at(30, "23:59:59.999", now),
    ),
    testimonial(yesterday!.id, "pending", at(1, "13:00:00", now), null),
    testimonial(
      null,
      "approved",
      at(3, "09:00:00", now),
      at(3, "10:00:00", now),
    ),
  ];
  for (const t of testimonials) {
    const i = invitations.find((row) => row.id === t.invitation_id);
    if (i)
      Object.assign(i, { answered_at: t.created_at, testimonial_id: t.id });
  }
  return { invitations, testimonials };
}

/** Writes `days`, `invitations` and `testimonials` as an export file (format version 3, JSON lines). */
export async function writeExportFile(
  file: string,
  days: SeedDay[],
  { invitations, testimonials }: ReturnType<typeof seedInvitations>,
) {
  const records = [
    ...invitations.map((row) => ({ kind: "invitation", row })),
    ...testimonials.map((row) => ({ kind: "testimonial", row })),
    ...days.map((row) => ({ kind: "insights-day", row })),
  ];
  const counts = {
    setting: 0,
    languages: 0,
    invitation: invitations.length,
    testimonial: testimonials.length,
    "insights-day": days.length,
    live: 0,
    draft: 0,
    revision: 0,
    portrait: 0,
  };
  const lines = [
    {
      format: "counsel-portfolio-export",
      version: 3,
      exportedAt: new Date().toISOString(),
    },
    ...records,
    { kind: "end", counts },
  ];
  await writeFile(
    file,
    lines.map((line) => JSON.stringify(line) + "\n").join(""),
  );
}

/** A ranked list, most first; the seed is made without ties, so the order is the rule's alone. */
function ranked<T extends string>(totals: Map<T, number>, label: string) {
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  rows.forEach(([key, n], i) => {
    if (i > 0 && rows[i - 1]![1] === n)
      throw new Error(`the seed ties ${label} ${key} with ${rows[i - 1]![0]}`);
  });
  return rows;
}

function add<T>(totals: Map<T, number>, key: T, n: number) {
  totals.set(key, (totals.get(key) ?? 0) + n);
}

/**
 * What the report must show for the `days` ending today, from the seed
 * alone: each day of the period (a day without a record is zeros), the sums,
 * the ranked lists (referrers: the first 10) and the funnel (a step counts
 * when it happened in the period, from the first instant of its first day to
 * the last of today).
 */
export function expectedReport(
  days: number,
  seed: SeedDay[],
  { invitations, testimonials }: ReturnType<typeof seedInvitations>,
  now = Date.now(),
) {
  const from = daysAgo(days - 1, now);
  const to = daysAgo(0, now);
  const inPeriod = (instant: string | null) =>
    instant !== null &&
    instant.slice(0, 10) >= from &&
    instant.slice(0, 10) <= to;
  const held = seed.filter((d) => d.day >= from && d.day <= to);
  const daily = Array.from({ length: days }, (_, i) => {
    const day = daysAgo(days - 1 - i, now);
    const d = held.find((row) => row.day === day);
    return {
      day,
      visitors: d?.visitors ?? 0,
      pageViews: (d?.views ?? [])
        .filter((v) => v.page !== "not-found")
        .reduce((sum, v) => sum + v.views, 0),
      cvDownloads: (d?.cvDownloads ?? []).reduce(
        (sum, c) => sum + c.downloads,
        0,
      ),
    };
  });
  const pages = new Map<string, number>();
  const languages = new Map<string, number>();
  const referrers = new Map<string, number>();
  const cv = new Map<string, number>();
  const events = new Map<Event, number>();
  let notFoundViews = 0;
  for (const d of held) {
    for (const v of d.views)
      if (v.page === "not-found") notFoundViews += v.views;
      else {
        add(pages, `${v.page} ${v.lang}`, v.views);
        add(languages, v.lang, v.views);
      }
    for (const r of d.referrers) add(referrers, `${r.kind} ${r.name}`, r.views);
    for (const c of d.cvDownloads)
      add(cv, `${c.lang} ${c.format}`, c.downloads);
    for (const e of d.events) add(events, e.event, e.count);
  }
  const sum = (key: "visitors" | "pageViews" | "cvDownloads") =>
    daily.reduce((total, d) => total + d[key], 0);
  return {
    from,
    to,
    daily,
    totals: {
      visitors: sum("visitors"),
      pageViews: sum("pageViews"),
      cvDownloads: sum("cvDownloads"),
      notFoundViews,
    },
    topPages: ranked(pages, "page"),
    languages: ranked(languages, "language"),
    referrers: ranked(referrers, "referrer").slice(0, 10),
    cvDownloads: ranked(cv, "CV download"),
    funnel: {
      created: invitations.filter((i) => inPeriod(i.created_at)).length,
      opened: events.get("invitation-opened") ?? 0,
      answered: events.get("invitation-answered") ?? 0,
      approved: testimonials.filter(
        (t) =>
          t.invitation_id && t.status === "approved" && inPeriod(t.reviewed_at),
      ).length,
    },
    testimonialsSubmitted: events.get("testimonial-submitted") ?? 0,
    enquiriesReceived: events.get("enquiry-sent") ?? 0,
  };
}
