import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { encode } from "../render/assets";
import { fixedPages } from "../testing/fixed-pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_SETTINGS_DEFAULTS } from "../../core/api/enquiries";
import { setLogSink } from "../log";
import type { Encoded } from "../render/assets";
import { siteRoutes } from "../routes/site";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { openStore } from "../store/open-store";
import { storedVisitorKeys } from "../testing/stored-visitor-keys";
import type { InsightsCounter } from "../store/jobs/insights-counter";
import { visitCounter } from "./count-visit";

const FIREFOX =
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CONFIG = {
  proxyHops: 1,
  siteUrl: "https://counsel.example",
  host: "127.0.0.1",
  port: 3000,
};

const page = (text: string): Encoded => ({
  body: Buffer.from(text),
  type: "text/html; charset=utf-8",
  etag: `"${text.replaceAll(" ", "-")}"`,
});

/** The site's routes over pages that only name themselves, counting into `insights`. */
function site(insights: Pick<InsightsCounter, "view" | "cvDownload">) {
  return new Hono().route(
    "/",
    siteRoutes(
      new Map(),
      {
        get: async (path) => page(path),
        page: async ({ lang, name }) => page(`${lang} ${name}`),
        cv: async (lang, format) => ({
          file: page(`${lang} cv ${format}`),
          fileName: `Ana_Lima_CV.${format}`,
        }),
        languages: async () => ({
          defaultLanguage: "en",
          published: ["en", "pt"],
        }),
        contactSettings: async () => CONTACT_SETTINGS_DEFAULTS,
      },
      visitCounter(CONFIG, insights),
    ),
  );
}

const visit = (
  app: Hono,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
) =>
  app.request(path, {
    method,
    headers: {
      "user-agent": FIREFOX,
      "x-forwarded-for": "198.51.100.23",
      host: "counsel.example",
      ...headers,
    },
  });

describe("what the site's routes count", () => {
  const calls: unknown[][] = [];
  const app = site({
    view: (...args) => void calls.push(["view", ...args]),
    cvDownload: (...args) => void calls.push(["cv", ...args]),
  });
  const counted = async (
    path: string,
    headers?: Record<string, string>,
    method?: string,
  ) => {
    calls.length = 0;
    const response = await visit(app, path, headers, method);
    return { status: response.status, calls: [...calls] };
  };
  const anna = {
    site: "https://counsel.example",
    // 198.51.100.0/24, as clientNetwork names an IPv4 /24.
    network: (198 * 256 + 51) * 256 + 100,
    family: "firefox",
  };

  it("counts a page view with its visitor (network and browser family only) and referrer", async () => {
    expect(
      await counted("/pt/?utm_source=newsletter", {
        referer: "https://www.google.com/",
      }),
    ).toEqual({
      status: 200,
      calls: [
        ["view", "home", "pt", anna, { kind: "campaign", name: "newsletter" }],
      ],
    });
    expect(
      await counted("/privacy", {
        referer: "https://counsel.example/",
      }),
    ).toEqual({ status: 200, calls: [["view", "privacy", "en", anna, null]] });
  });

  it("counts a 304 revalidation as a view, and the 404 page apart, without a visitor", async () => {
    expect(await counted("/", { "if-none-match": '"en-home"' })).toEqual({
      status: 304,
      calls: [["view", "home", "en", anna, null]],
    });
    expect(await counted("/no-such-page")).toEqual({
      status: 404,
      calls: [["view", "not-found", "en", null, null]],
    });
  });

  it("counts CV downloads per language and format", async () => {
    expect(await counted("/pt/cv/Ana_Lima_CV.pdf")).toEqual({
      status: 200,
      calls: [["cv", "pt", "pdf", anna]],
    });
    expect(await counted("/cv/Ana_Lima_CV.html")).toEqual({
      status: 200,
      calls: [["cv", "en", "html", anna]],
    });
  });

  it("counts nothing for the owner, prefetches, opted-out visitors, bots, non-browsers, HEAD, redirects and files", async () => {
    const none = [
      ["/", { cookie: "admin_session=abc" }],
      ["/", { "sec-purpose": "prefetch" }],
      ["/", { "sec-gpc": "1" }],
      ["/", { dnt: "1" }],
      ["/", { "user-agent": GOOGLEBOT }],
      ["/", { "user-agent": "curl/8.5.0" }],
      ["/en/", {}],
      ["/robots.txt", {}],
      ["/old.js", {}],
    ] as const;
    for (const [path, headers] of none)
      expect((await counted(path, headers)).calls, path).toEqual([]);
    expect((await counted("/", {}, "HEAD")).calls).toEqual([]);
  });
});

/** Every row of every table of the store, as text. */
async function everyRow(t: TestStore) {
  const tables = await t.store.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  expect(tables.map((table) => table.name)).toContain("insights_visitor_keys");
  const text: string[] = [];
  for (const { name } of tables)
    for (const row of await t.store.db.query<{ row: string }>(
      `SELECT t::text AS row FROM "${name}" t`,
    ))
      text.push(row.row);
  return text.join("\n");
}

describe.each(STORE_KINDS)("counting requests on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("keeps no address and no user agent in any table or log line", async () => {
    const agent = `${FIREFOX} Marker/7.3.1`;
    const lines: string[] = [];
    const restore = setLogSink((line) => void lines.push(line));
    try {
      const app = site(t.store.insights);
      for (const path of ["/", "/pt/", "/cv/Ana_Lima_CV.pdf", "/nothing"])
        await visit(app, path, {
          "user-agent": agent,
          referer: "https://www.linkedin.com/feed/",
        });
      await t.store.insights.flush();
    } finally {
      restore();
    }
    const stored = await everyRow(t);
    expect(stored).toContain("LinkedIn");
    expect(
      await t.store.db.query("SELECT visitors FROM insights_daily_visitors"),
    ).toEqual([{ visitors: 1 }]);
    for (const text of [stored, lines.join("")])
      for (const secret of [
        "198.51.100",
        "Marker/7.3.1",
        "Firefox/133",
        "rv:133",
      ])
        expect(text).not.toContain(secret);
  });
});

describe.each(STORE_KINDS)("a restart on %s", (kind) => {
  let dataDir: string;
  let database: FreshDatabase | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "insights-restart-"));
    if (kind === "postgres") database = await createFreshDatabase("insights");
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("counts a visitor once: the day's keys are in the store", async () => {
    const config = { dataDir, databaseUrl: database?.url };
    const views = async () => {
      const store = await openStore(config, { watchChanges: false });
      try {
        await visit(site(store.insights), "/");
      } finally {
        // Closing writes the batch.
        await store.close();
      }
    };
    await views();
    await views();
    const store = await openStore(config, { watchChanges: false });
    try {
      expect(
        await store.db.query(
          "SELECT d.visitors, v.views FROM insights_daily_visitors d JOIN insights_daily_views v USING (day)",
        ),
      ).toEqual([{ visitors: 1, views: 2 }]);
    } finally {
      await store.close();
    }
  });
});

const INSIGHTS_TABLES = [
  "insights_daily_views",
  "insights_daily_visitors",
  "insights_daily_referrers",
  "insights_daily_cv_downloads",
  "insights_daily_events",
  "insights_salts",
];

describe.each(STORE_KINDS)("INSIGHTS=off on %s", (kind) => {
  const cleanUps: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps) await cleanUp();
  });

  /** Rows in the insights tables after browsing the whole app and an event, under `INSIGHTS`. */
  const rowsAfterVisits = async (setting: "on" | "off") => {
    // A new store each time, so the salt made at its opening is seen.
    const dataDir = await mkdtemp(join(tmpdir(), "insights-off-"));
    cleanUps.push(() => rm(dataDir, { recursive: true, force: true }));
    const database =
      kind === "postgres" ? await createFreshDatabase("insights") : undefined;
    if (database) cleanUps.push(() => database.drop());
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      TRUST_PROXY: "1",
      INSIGHTS: setting,
    });
    const restore = setLogSink(() => {});
    const store = await openStore(config, { watchChanges: false });
    try {
      const html = encode(
        Buffer.from("<!doctype html><title>t</title>"),
        "text/html",
      );
      const app = createApp({
        config,
        assets: new Map(),
        pages: fixedPages(async () => html),
        store,
      });
      for (const path of ["/", "/cv/CV.html", "/nothing"])
        expect(
          (
            await visit(app, path, {
              referer: "https://www.linkedin.com/feed/",
            })
          ).status,
        ).toBeLessThan(500);
      store.insights.event("enquiry-sent");
      await store.insights.flush();
      const rows: Record<string, number> = {};
      for (const table of INSIGHTS_TABLES)
        rows[table] = (await store.db.query(`SELECT 1 FROM ${table}`)).length;
      // PostgreSQL keeps a row per key, the embedded store chunks of them.
      rows["visitor keys"] = (await storedVisitorKeys(store.db)).length;
      return rows;
    } finally {
      await store.close();
      restore();
    }
  };

  it("counts no view, visitor, referrer, CV download or event, and makes no salt", async () => {
    // The same visits with counting on fill every table.
    const on = await rowsAfterVisits("on");
    for (const table of Object.keys(on))
      expect(on[table], table).toBeGreaterThan(0);
    const off = await rowsAfterVisits("off");
    for (const table of Object.keys(on)) expect(off[table], table).toBe(0);
  });
});
