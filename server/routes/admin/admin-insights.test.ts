// The admin's Insights calls through the whole app, on each store: the
// session guard, the period's daily totals (every day, zeros included), the
// top lists, the funnel and event counts, refused periods, and the CSV.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InsightsReport } from "../../../core/api/insights";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { encode } from "../../render/assets";
import { writeInsights, type InsightsBatch } from "../../store/repos/insights";
import { VisitorKeySet } from "../../store/repos/visitor-key-set";
import {
  signInAdmin,
  TEST_ORIGIN,
  type AdminCall,
} from "../../testing/admin-client";
import { fixedPages } from "../../testing/fixed-pages";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

const PASSWORD = "correct horse battery";
const DAY_MS = 86_400_000;
/** The UTC day `n` days before today. */
const daysAgo = (n: number) =>
  new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

/** A batch from `[key, n]` lists; visitor keys as `day → count`. */
function batch(parts: {
  visitors?: [string, number][];
  views?: [string, number][];
  referrers?: [string, number][];
  cvDownloads?: [string, number][];
  events?: [string, number][];
}): InsightsBatch {
  const keys = new Map<string, VisitorKeySet>();
  for (const [day, n] of parts.visitors ?? []) {
    const set = new VisitorKeySet();
    for (let i = 0; i < n; i++) set.add(0, i);
    keys.set(day, set);
  }
  return {
    keys,
    views: new Map(parts.views),
    referrers: new Map(parts.referrers),
    cvDownloads: new Map(parts.cvDownloads),
    events: new Map(parts.events),
  };
}

describe.each(STORE_KINDS)("the admin's insights on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let call: AdminCall;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    await t.store.db.exec(
      `TRUNCATE admin_sessions, admin_login_failures, insights_daily_views,
        insights_daily_visitors, insights_daily_referrers,
        insights_daily_cv_downloads, insights_daily_events, insights_visitor_keys,
        insights_visitor_key_chunks`,
    );
    app = createApp({
      config: loadConfig({ ADMIN_PASSWORD: PASSWORD }),
      assets: new Map(),
      pages: fixedPages(async () => encode(Buffer.from(""), "text/html")),
      store: t.store,
    });
    call = await signInAdmin(app, PASSWORD);
  });

  const report = async (days: number) => {
    const res = await call(`/insights?days=${days}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as InsightsReport;
  };

  it("refuses both calls without a session (401)", async () => {
    for (const path of ["/insights?days=7", "/insights.csv?days=7"]) {
      const res = await app.request(`/api/admin${path}`, {
        headers: { origin: TEST_ORIGIN },
      });
      expect(res.status, path).toBe(401);
    }
  });

  it("answers every day of the period oldest first, zeros included, when nothing was counted", async () => {
    const seven = await report(7);
    // The server counts (INSIGHTS is on unless set off).
    expect(seven.counting).toBe(true);
    expect(seven.days).toBe(7);
    expect(seven.from).toBe(daysAgo(6));
    expect(seven.to).toBe(daysAgo(0));
    expect(seven.daily.map((d) => d.day)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map(daysAgo),
    );
    expect(seven.daily.every((d) => d.visitors + d.pageViews === 0)).toBe(true);
    expect(seven.totals).toEqual({
      visitors: 0,
      pageViews: 0,
      notFoundViews: 0,
      cvDownloads: 0,
    });
    expect((await report(30)).daily).toHaveLength(30);
    expect((await report(90)).daily).toHaveLength(90);
  });

  it("sums the period's totals, ranks pages, languages, referrers and downloads, and leaves out days before it", async () => {
    const today = daysAgo(0);
    const twoAgo = daysAgo(2);
    const old = daysAgo(10);
    await writeInsights(
      t.store.db,
      batch({
        visitors: [
          [today, 3],
          [twoAgo, 2],
          [old, 50],
        ],
        views: [
          [`${today}|home|en`, 4],
          [`${today}|home|pt`, 6],
          [`${twoAgo}|privacy|en`, 1],
          [`${today}|not-found|en`, 9],
          [`${old}|home|en`, 100],
        ],
        referrers: [
          [`${today}|search|Google`, 5],
          [`${twoAgo}|site|example.org`, 2],
          [`${today}|site|example.org`, 1],
          [`${old}|social|LinkedIn`, 40],
        ],
        cvDownloads: [
          [`${today}|pt|pdf`, 2],
          [`${twoAgo}|en|html`, 1],
          [`${old}|en|pdf`, 30],
        ],
        events: [
          [`${today}|testimonial-submitted`, 2],
          [`${today}|enquiry-sent`, 1],
          [`${twoAgo}|invitation-opened`, 3],
          [`${today}|invitation-answered`, 1],
          [`${old}|enquiry-sent`, 7],
        ],
      }),
    );
    const invitation = await t.store.invitations.create({
      name: "Rui Costa",
      company: "",
      relationship: null,
      note: "",
      lang: "en",
      expiresInDays: 7,
    });
    await t.store.db.query(
      `INSERT INTO testimonials (name, comment, consent_text, consent_version,
         invitation_id, status, reviewed_at)
       VALUES ('Rui', 'Clear advice.', 'I agree', 1, $1, 'approved', now())`,
      [invitation.invitation.id],
    );

    const seven = await report(7);
    expect(seven.daily.find((d) => d.day === today)).toEqual({
      day: today,
      visitors: 3,
      pageViews: 10,
      cvDownloads: 2,
    });
    expect(seven.daily.find((d) => d.day === twoAgo)).toEqual({
      day: twoAgo,
      visitors: 2,
      pageViews: 1,
      cvDownloads: 1,
    });
    expect(seven.totals).toEqual({
      visitors: 5,
      pageViews: 11,
      notFoundViews: 9,
      cvDownloads: 3,
    });
    expect(seven.topPages).toEqual([
      { page: "home", lang: "pt", views: 6 },
      { page: "home", lang: "en", views: 4 },
      { page: "privacy", lang: "en", views: 1 },
    ]);
    expect(seven.languages).toEqual([
      { lang: "pt", views: 6 },
      { lang: "en", views: 5 },
    ]);
    expect(seven.referrers).toEqual([
      { kind: "search", name: "Google", views: 5 },
      { kind: "site", name: "example.org", views: 3 },
    ]);
    expect(seven.cvDownloads).toEqual([
      { lang: "pt", format: "pdf", downloads: 2 },
      { lang: "en", format: "html", downloads: 1 },
    ]);
    expect(seven.funnel).toEqual({
      created: 1,
      opened: 3,
      answered: 1,
      approved: 1,
    });
    expect(seven.testimonialsSubmitted).toBe(2);
    expect(seven.enquiriesReceived).toBe(1);

    const thirty = await report(30);
    expect(thirty.totals.visitors).toBe(55);
    expect(thirty.totals.pageViews).toBe(111);
    expect(thirty.referrers[0]).toEqual({
      kind: "social",
      name: "LinkedIn",
      views: 40,
    });
    expect(thirty.enquiriesReceived).toBe(8);
  });

  it("refuses any other period with a message (400)", async () => {
    for (const days of ["1", "31", "abc", "", "7.0x", "-7"]) {
      for (const path of ["/insights", "/insights.csv"]) {
        const res = await call(`${path}?days=${days}`);
        expect(res.status, `${path} ${days}`).toBe(400);
        expect(await res.json()).toEqual({
          error: "days must be one of 7, 30, 90",
        });
      }
    }
  });

  it("downloads the daily totals as CSV, one line per day oldest first", async () => {
    const today = daysAgo(0);
    await writeInsights(
      t.store.db,
      batch({
        visitors: [[today, 2]],
        views: [[`${today}|home|en`, 5]],
        cvDownloads: [[`${today}|en|pdf`, 1]],
      }),
    );
    const res = await call("/insights.csv?days=7");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="insights-${daysAgo(6)}-to-${today}.csv"; filename*=UTF-8''insights-${daysAgo(6)}-to-${today}.csv`,
    );
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "date,visitors,page_views,cv_downloads",
      ...[6, 5, 4, 3, 2, 1].map((n) => `${daysAgo(n)},0,0,0`),
      `${today},2,5,1`,
    ]);
  });
});
