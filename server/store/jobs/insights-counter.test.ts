import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { clientNetwork } from "../../../core/insights/visit";
import { setLogSink } from "../../log";
import type { Db } from "../db/db";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { exportStore } from "../../testing/whole-export";
import { storedVisitorKeys } from "../../testing/stored-visitor-keys";
import {
  FORGET_AFTER_MS,
  InsightsCounter,
  MAX_PENDING,
  MAX_REMEMBERED_KEYS,
  type VisitorMaterial,
} from "./insights-counter";

// Days far from the real one, so the store's own (real-clock) counter
// never forgets these.
const DAY_1 = "2031-03-14";
const DAY_2 = "2031-03-15";
const at = (day: string, time: string) => Date.parse(`${day}T${time}Z`);

const SITE = "https://counsel.example";

/** The log lines (parsed, without their time) written while `work` runs. */
async function logged(work: () => Promise<void>) {
  const lines: string[] = [];
  const restore = setLogSink((line) => void lines.push(line));
  try {
    await work();
  } finally {
    restore();
  }
  return lines.map((line) => {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    delete parsed.time;
    return parsed;
  });
}
const anna: VisitorMaterial = {
  site: SITE,
  network: clientNetwork("203.0.113.7", undefined, 0),
  family: "firefox",
};

/** A visitor from the /24 numbered `n`, one no other number gives. */
const visitorFrom = (n: number): VisitorMaterial => ({
  site: SITE,
  network: clientNetwork(`10.${n >> 8}.${n & 255}.1`, undefined, 0),
  family: "chrome",
});

describe.each(STORE_KINDS)("insights counter on %s", (kind) => {
  let t: TestStore;
  let clock = 0;
  const now = () => clock;
  const opened: InsightsCounter[] = [];
  const connections: Db[] = [];
  const open = async (db: Db = t.store.db) => {
    const counter = await InsightsCounter.open(db, { now, everyMs: 1e9 });
    opened.push(counter);
    return counter;
  };
  /** A second instance: another connection on PostgreSQL, the same one on PGlite. */
  const otherInstance = async () => {
    if (!t.reopen) return open();
    const db = await t.reopen();
    connections.push(db);
    return open(db);
  };
  const rows = (sql: string) => t.store.db.query(sql);
  const visitors = () =>
    rows(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors FROM insights_daily_visitors ORDER BY day",
    );
  const keys = () => storedVisitorKeys(t.store.db);
  const saltDays = async () =>
    (
      await rows(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM insights_salts ORDER BY day",
      )
    ).map((row) => row.day);

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(async () => {
    for (const counter of opened) await counter.close();
    for (const db of connections) await db.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.store.db.exec(
      `TRUNCATE insights_daily_views, insights_daily_visitors, insights_daily_referrers,
         insights_daily_cv_downloads, insights_daily_events, insights_salts, insights_visitor_keys,
         insights_visitor_key_chunks`,
    );
  });

  it("writes the day's totals in one batch: views per page and language, referrers, CVs, events", async () => {
    clock = at(DAY_1, "10:00:00");
    const counter = await open();
    counter.view("home", "en", anna, { kind: "social", name: "LinkedIn" });
    counter.view("home", "en", anna, null);
    counter.view("home", "pt", anna, { kind: "site", name: "firm.example" });
    counter.view("not-found", "en", null, null);
    counter.cvDownload("pt", "pdf", anna);
    counter.event("enquiry-sent");
    counter.event("enquiry-sent");
    expect(await rows("SELECT * FROM insights_daily_views")).toEqual([]);

    await counter.flush();
    expect(
      await rows(
        "SELECT page, lang, views FROM insights_daily_views ORDER BY page, lang",
      ),
    ).toEqual([
      { page: "home", lang: "en", views: 2 },
      { page: "home", lang: "pt", views: 1 },
      { page: "not-found", lang: "en", views: 1 },
    ]);
    expect(
      await rows(
        "SELECT kind, name, views FROM insights_daily_referrers ORDER BY name",
      ),
    ).toEqual([
      { kind: "social", name: "LinkedIn", views: 1 },
      { kind: "site", name: "firm.example", views: 1 },
    ]);
    expect(
      await rows(
        "SELECT lang, format, downloads FROM insights_daily_cv_downloads",
      ),
    ).toEqual([{ lang: "pt", format: "pdf", downloads: 1 }]);
    expect(
      await rows("SELECT event, count FROM insights_daily_events"),
    ).toEqual([{ event: "enquiry-sent", count: 2 }]);
    expect(await visitors()).toEqual([{ day: DAY_1, visitors: 1 }]);

    // The next batch adds to the same rows.
    counter.view("home", "en", anna, null);
    await counter.flush();
    expect(
      await rows(
        "SELECT views FROM insights_daily_views WHERE page = 'home' AND lang = 'en'",
      ),
    ).toEqual([{ views: 3 }]);
    expect(await visitors()).toEqual([{ day: DAY_1, visitors: 1 }]);
  });

  it("keys a visitor the same all day, differently the next day, and tells networks and browsers apart", async () => {
    clock = at(DAY_1, "00:00:01");
    const counter = await open();
    counter.view("home", "en", anna, null);
    await counter.flush();
    clock = at(DAY_1, "23:59:59");
    counter.view("home", "en", anna, null);
    counter.view("home", "en", { ...anna, family: "chrome" }, null);
    counter.view(
      "home",
      "en",
      { ...anna, network: clientNetwork("203.0.114.7", undefined, 0) },
      null,
    );
    counter.view(
      "home",
      "en",
      { ...anna, site: "https://other.example" },
      null,
    );
    await counter.flush();
    const day1 = await keys();
    expect(day1).toHaveLength(4);
    expect(await visitors()).toEqual([{ day: DAY_1, visitors: 4 }]);

    clock = at(DAY_2, "00:00:02");
    counter.view("home", "en", anna, null);
    await counter.flush();
    const day2 = (await keys()).filter((row) => row.day === DAY_2);
    expect(day2).toHaveLength(1);
    expect(day1.map((row) => row.key)).not.toContain(day2[0]!.key);
    expect(day2[0]!.key).toMatch(/^[0-9a-f]{16}$/);
    expect(await visitors()).toEqual([
      { day: DAY_1, visitors: 4 },
      { day: DAY_2, visitors: 1 },
    ]);
  });

  it("keys each visitor of a batch once, with the salt of the day they came", async () => {
    clock = at(DAY_1, "12:00:00");
    const counter = await open();
    clock = at(DAY_2, "00:00:01");
    counter.view("home", "en", { ...anna, family: "chrome" }, null);
    await counter.flush(); // loads DAY_2's salt
    clock = at(DAY_1, "23:59:59");
    counter.view("home", "en", anna, null);
    counter.view("home", "en", anna, null);
    clock = at(DAY_2, "00:00:01");
    counter.view("home", "en", anna, null);
    await counter.flush();
    const all = await keys();
    const day1 = all.filter((row) => row.day === DAY_1);
    const day2 = all.filter((row) => row.day === DAY_2);
    expect(day1).toHaveLength(1);
    expect(day2).toHaveLength(2);
    expect(day2.map((row) => row.key)).not.toContain(day1[0]!.key);
    expect(await visitors()).toEqual([
      { day: DAY_1, visitors: 1 },
      { day: DAY_2, visitors: 2 },
    ]);
  });

  it("deletes a day's salt and visitor keys shortly after the day ends; its totals stay", async () => {
    clock = at(DAY_1, "23:59:58");
    const counter = await open();
    counter.view("home", "en", anna, null);
    await counter.flush();
    clock = at(DAY_2, "00:00:01");
    counter.view("home", "en", anna, null);
    await counter.flush();
    expect(await saltDays()).toEqual([DAY_1, DAY_2]);

    clock = at(DAY_2, "00:00:00") + FORGET_AFTER_MS - 1_000;
    await counter.flush();
    expect(await saltDays()).toEqual([DAY_1, DAY_2]);

    clock = at(DAY_2, "00:00:00") + FORGET_AFTER_MS;
    await counter.flush();
    expect(await saltDays()).toEqual([DAY_2]);
    expect((await keys()).map((row) => row.day)).toEqual([DAY_2]);
    expect(await visitors()).toEqual([
      { day: DAY_1, visitors: 1 },
      { day: DAY_2, visitors: 1 },
    ]);
    expect(
      await rows("SELECT count(*)::int AS n FROM insights_daily_views"),
    ).toEqual([{ n: 2 }]);
  });

  it("forgets past days at start too (after a night with no server)", async () => {
    clock = at(DAY_1, "12:00:00");
    const first = await open();
    first.view("home", "en", anna, null);
    await first.close();
    clock = at(DAY_2, "09:00:00");
    await open();
    expect(await saltDays()).toEqual([DAY_2]);
    expect(await keys()).toEqual([]);
  });

  it("counts a visitor once across a restart and across instances", async () => {
    clock = at(DAY_1, "12:00:00");
    const first = await open();
    first.view("home", "en", anna, null);
    await first.close();
    const second = await open();
    const third = await otherInstance();
    second.view("home", "en", anna, null);
    third.view("privacy", "en", anna, null);
    third.view("home", "en", { ...anna, family: "safari" }, null);
    await Promise.all([second.flush(), third.flush()]);
    expect(await visitors()).toEqual([{ day: DAY_1, visitors: 2 }]);
    expect(await saltDays()).toEqual([DAY_1]);
  });

  it("adds no visitor to a day another instance has forgotten (a batch held past FORGET_AFTER_MS)", async () => {
    clock = at(DAY_1, "23:59:58");
    const first = await open();
    const second = await otherInstance();
    first.view("home", "en", anna, null);
    // The second instance's last batch of the day waits (its store refused
    // it, or the process stalled) until after the first forgot the day.
    second.view("home", "en", anna, null);
    second.view("home", "en", { ...anna, family: "safari" }, null);
    await first.flush();
    clock = at(DAY_2, "00:00:00") + FORGET_AFTER_MS;
    await first.flush();
    await second.flush();
    // Anna was counted once; the late visitor is not counted (its views are).
    expect(await visitors()).toEqual([{ day: DAY_1, visitors: 1 }]);
    expect(await rows("SELECT views FROM insights_daily_views")).toEqual([
      { views: 3 },
    ]);
    expect(await keys()).toEqual([]);
    expect(await saltDays()).toEqual([]);
  });

  it("keeps a batch the store refused and writes it with the next", async () => {
    clock = at(DAY_1, "12:00:00");
    const counter = await open();
    counter.view("home", "en", anna, null);
    await t.store.db.exec(
      "ALTER TABLE insights_daily_views RENAME TO views_away",
    );
    const warnings = await logged(async () => {
      try {
        await counter.flush();
      } finally {
        await t.store.db.exec(
          "ALTER TABLE views_away RENAME TO insights_daily_views",
        );
      }
    });
    expect(warnings).toEqual([
      {
        level: "warn",
        message: "writing insights failed; retried with the next batch",
        error: expect.stringMatching(/insights_daily_views/),
      },
    ]);
    expect(await visitors()).toEqual([]);
    counter.view("home", "en", anna, null);
    await counter.flush();
    expect(await rows("SELECT views FROM insights_daily_views")).toEqual([
      { views: 2 },
    ]);
    expect(await visitors()).toEqual([{ day: DAY_1, visitors: 1 }]);
  });

  it("starts a write at MAX_PENDING new entries, not at as many views of one page", async () => {
    clock = at(DAY_1, "12:00:00");
    const counter = await open();
    const views = () => rows("SELECT views FROM insights_daily_views");
    for (let i = 0; i < MAX_PENDING + 10; i++)
      counter.view("home", "en", anna, null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await views()).toEqual([]);
    // Each from a network not seen yet: the visitor is a new entry.
    for (let i = 0; i < MAX_PENDING; i++)
      counter.view("home", "en", visitorFrom(i), null);
    await vi.waitFor(async () =>
      expect(await views()).toEqual([{ views: MAX_PENDING * 2 + 10 }]),
    );
  });

  it("bounds what waits in memory: past twice MAX_PENDING entries, new ones are dropped", async () => {
    clock = at(DAY_1, "12:00:00");
    const counter = await open();
    await t.store.db.exec(
      "ALTER TABLE insights_daily_views RENAME TO views_away",
    );
    const views = MAX_PENDING * 2 + 10;
    const warnings = await logged(async () => {
      try {
        // Each a new visitor: the first view makes two entries (the page's
        // counter and its visitor), each one after it one.
        for (let i = 0; i < views; i++)
          counter.view("home", "en", visitorFrom(i), null);
        await counter.flush();
      } finally {
        await t.store.db.exec(
          "ALTER TABLE views_away RENAME TO insights_daily_views",
        );
      }
    });
    const kept = MAX_PENDING * 2 - 1;
    // The write started at MAX_PENDING runs after the loop: it reports the
    // views dropped past twice MAX_PENDING entries and fails; the next one
    // fails too.
    const failed = {
      level: "warn",
      message: "writing insights failed; retried with the next batch",
      error: expect.stringMatching(/insights_daily_views/),
    };
    expect(warnings).toEqual([
      {
        level: "warn",
        message: "insights dropped while the store could not take them",
        dropped: views - kept,
      },
      failed,
      failed,
    ]);
    await counter.flush();
    expect(await rows("SELECT views FROM insights_daily_views")).toEqual([
      { views: kept },
    ]);
    expect(await visitors()).toEqual([{ day: DAY_1, visitors: kept }]);
    // A batch larger than the memory of written keys is not remembered.
    expect(kept).toBeGreaterThan(MAX_REMEMBERED_KEYS);
    expect(counter.rememberedKeys).toBe(0);
  });

  it("remembers written keys for a shared store only: the embedded one keeps its own", async () => {
    clock = at(DAY_1, "12:00:00");
    const counter = await open();
    counter.view("home", "en", anna, null);
    counter.view("home", "en", visitorFrom(1), null);
    await counter.flush();
    expect(counter.rememberedKeys).toBe(t.store.db.shared ? 2 : 0);
    // Seen again, in another batch: counted once either way.
    counter.view("home", "en", anna, null);
    await counter.flush();
    expect(await visitors()).toEqual([{ day: DAY_1, visitors: 2 }]);
  });

  it("exports and backs up the daily totals, never a salt or a visitor key", async () => {
    clock = Date.now();
    const counter = await open();
    counter.view("home", "en", anna, null);
    await counter.flush();
    const [salt] = (await rows("SELECT salt FROM insights_salts")) as {
      salt: string;
    }[];
    const [key] = await keys();
    const data = await exportStore(t.store);
    expect(data.insightsDays).toMatchObject([
      { visitors: 1, views: [{ page: "home", lang: "en", views: 1 }] },
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(salt!.salt);
    expect(text).not.toContain(key!.key);
    expect(text).not.toMatch(/insights_(salts|visitor_keys)/);
  });
});
