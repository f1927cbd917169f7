// Insights in exports and backups, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the daily totals and the retention setting travel and come
// back exactly, whole and a line at a time; the day's salt and visitor keys
// never leave the store; a day the store already counted keeps its own; a
// file from before them keeps the store's; a broken day stops the import
// with one line.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSIGHTS_SETTINGS_DEFAULTS } from "../../../core/api/insights";
import type { Queryable } from "../db/db";
import { writeInsights } from "../repos/insights";
import { VisitorKeySet } from "../repos/visitor-key-set";
import { DAILY_TOTALS_TABLES } from "../repos/insights-totals";
import { sourceAndTarget } from "../../testing/store-pair";
import { STORE_KINDS } from "../../testing/test-stores";
import { exportStore, importStore } from "../../testing/whole-export";
import { storedVisitorKeys } from "../../testing/stored-visitor-keys";
import { loadExport, openExportFile, writeExport } from "./transfer";

const DAY_1 = "2026-03-14";
const DAY_2 = "2026-03-15";

/** Every row of every table of daily totals, in a fixed order. */
async function totals(db: Queryable) {
  const all: Record<string, unknown[]> = {};
  for (const table of DAILY_TOTALS_TABLES)
    all[table] = await db.query(
      `SELECT to_jsonb(t) - 'day' || jsonb_build_object('day', to_char(day, 'YYYY-MM-DD')) AS row
         FROM ${table} t ORDER BY to_jsonb(t)::text`,
    );
  return all;
}

const threeKeys = () => {
  const keys = new VisitorKeySet();
  for (const half of [0xaaaaaaaa, 0xbbbbbbbb, 0xcccccccc]) keys.add(half, half);
  return keys;
};

/** Two days of totals; the second has events only, so no visitors row. */
const counted = (db: Parameters<typeof writeInsights>[0]) =>
  writeInsights(db, {
    keys: new Map([[DAY_1, threeKeys()]]),
    views: new Map([
      [`${DAY_1}|home|en`, 4],
      [`${DAY_1}|privacy|pt`, 1],
      [`${DAY_1}|not-found|en`, 2],
    ]),
    referrers: new Map([
      [`${DAY_1}|search|Google`, 3],
      [`${DAY_1}|campaign|newsletter`, 1],
    ]),
    cvDownloads: new Map([[`${DAY_1}|pt|pdf`, 2]]),
    events: new Map([
      [`${DAY_1}|enquiry-sent`, 1],
      [`${DAY_2}|invitation-opened`, 5],
    ]),
  });

describe.each(STORE_KINDS)("Insights in exports on %s", (kind) => {
  const stores = sourceAndTarget(kind);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "insights-export-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const exportLines = async () => {
    const lines: string[] = [];
    await writeExport(stores.source.store, (line) => void lines.push(line));
    return lines;
  };
  const importLines = async (lines: string[]) => {
    const file = join(dir, `export-${Math.random()}.jsonl`);
    await writeFile(file, lines.join(""));
    return loadExport(stores.target.store, await openExportFile(file));
  };

  it("exports the totals after counting, and never a salt or a visitor key", async () => {
    const { store } = stores.source;
    store.insights.view(
      "home",
      "en",
      {
        site: "https://counsel.example",
        network: "203.0.113.0/24",
        family: "firefox",
      },
      { kind: "social", name: "LinkedIn" },
    );
    await store.insights.flush();
    const [salt] = await store.db.query<{ salt: string }>(
      "SELECT salt FROM insights_salts",
    );
    const [key] = await storedVisitorKeys(store.db);
    expect(salt?.salt).toBeTruthy();
    expect(key?.key).toBeTruthy();

    const lines = await exportLines();
    const text = lines.join("");
    expect(text).not.toContain(salt!.salt);
    expect(text).not.toContain(key!.key);
    expect(text).not.toMatch(/salt|visitor_key/i);
    const today = new Date().toISOString().slice(0, 10);
    const days = lines.filter((line) =>
      line.startsWith('{"kind":"insights-day"'),
    );
    expect(days.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        kind: "insights-day",
        row: {
          day: today,
          visitors: 1,
          views: [{ page: "home", lang: "en", views: 1 }],
          referrers: [{ kind: "social", name: "LinkedIn", views: 1 }],
          cvDownloads: [],
          events: [],
        },
      },
    ]);
    expect(lines.find((line) => line.startsWith('{"kind":"insights"'))).toBe(
      `{"kind":"insights","row":{"keepMonths":25}}\n`,
    );
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      counts: { insights: 1, "insights-day": 1 },
    });
  });

  it("brings the totals and the setting back exactly, whole and a line at a time", async () => {
    await counted(stores.source.store.db);
    await stores.source.store.insightsSettings.put({ keepMonths: 7 });
    const before = await totals(stores.source.store.db);
    expect(before.insights_daily_visitors).toHaveLength(1);

    const imported = await importStore(
      stores.target.store,
      await exportStore(stores.source.store),
    );
    expect(imported.insightsDays).toBe(2);
    stores.target.store.changed();
    expect(await totals(stores.target.store.db)).toEqual(before);
    expect(await stores.target.store.insightsSettings.get()).toEqual({
      keepMonths: 7,
    });

    await stores.target.reset();
    stores.target.store.changed();
    expect((await importLines(await exportLines())).insightsDays).toBe(2);
    stores.target.store.changed();
    expect(await totals(stores.target.store.db)).toEqual(before);
    expect(await stores.target.store.insightsSettings.get()).toEqual({
      keepMonths: 7,
    });
  });

  it("keeps a day the store already counted as it is, and counts nothing twice when loaded again", async () => {
    await counted(stores.source.store.db);
    await writeInsights(stores.target.store.db, {
      keys: new Map(),
      views: new Map([[`${DAY_2}|contact|en`, 9]]),
      referrers: new Map(),
      cvDownloads: new Map(),
      events: new Map(),
    });
    const lines = await exportLines();
    expect((await importLines(lines)).insightsDays).toBe(1);
    expect((await importLines(lines)).insightsDays).toBe(0);
    const after = await totals(stores.target.store.db);
    expect(after.insights_daily_views).toEqual([
      { row: { day: DAY_1, page: "home", lang: "en", views: 4 } },
      { row: { day: DAY_1, page: "not-found", lang: "en", views: 2 } },
      { row: { day: DAY_1, page: "privacy", lang: "pt", views: 1 } },
      { row: { day: DAY_2, page: "contact", lang: "en", views: 9 } },
    ]);
    expect(after.insights_daily_events).toEqual([
      { row: { day: DAY_1, event: "enquiry-sent", count: 1 } },
    ]);
  });

  it("imports a file written before Insights travelled: the store keeps its own setting and totals", async () => {
    await counted(stores.source.store.db);
    await stores.target.store.insightsSettings.put({ keepMonths: 3 });
    const lines = (await exportLines())
      .filter((line) => !line.startsWith('{"kind":"insights'))
      .map((line) =>
        line.startsWith('{"kind":"end"')
          ? line.replace(/"insights(-day)?":\d+,?/g, "")
          : line,
      );
    expect(lines.at(-1)).not.toContain("insights");
    expect((await importLines(lines)).insightsDays).toBe(0);
    stores.target.store.changed();
    expect(await stores.target.store.insightsSettings.get()).toEqual({
      keepMonths: 3,
    });
    expect(Object.values(await totals(stores.target.store.db)).flat()).toEqual(
      [],
    );
  });

  it.each([
    [
      { day: "2026-02-30" },
      /^insights days\[0\]: day "2026-02-30" is not a date/,
    ],
    [{ visitors: -1 }, /^insights days\[0\]: visitors /],
    [
      { views: [{ page: "admin", lang: "en", views: 1 }] },
      /^insights days\[0\]: views\[0\]\.page "admin" is not allowed/,
    ],
    [
      { events: [{ event: "enquiry-sent", count: 1.5 }] },
      /^insights days\[0\]: events\[0\]\.count must be a whole number/,
    ],
    [{ referrers: "Google" }, /^insights days\[0\]: referrers must be a list/],
  ])(
    "refuses a day with %j in one line, loading nothing",
    async (change, message) => {
      await counted(stores.source.store.db);
      const lines = (await exportLines()).map((line) => {
        if (!line.startsWith('{"kind":"insights-day"')) return line;
        const record = JSON.parse(line) as { row: Record<string, unknown> };
        return (
          JSON.stringify({ ...record, row: { ...record.row, ...change } }) +
          "\n"
        );
      });
      await expect(importLines(lines)).rejects.toThrow(message);
      expect(
        Object.values(await totals(stores.target.store.db)).flat(),
      ).toEqual([]);
    },
  );

  it("refuses a setting outside the rule in one line", async () => {
    const lines = (await exportLines()).map((line) =>
      line.startsWith('{"kind":"insights"')
        ? `{"kind":"insights","row":{"keepMonths":0}}\n`
        : line,
    );
    await expect(importLines(lines)).rejects.toThrow(
      /^insights settings: keepMonths must be a whole number of months from 1 to 120$/,
    );
    stores.target.store.changed();
    expect(await stores.target.store.insightsSettings.get()).toEqual(
      INSIGHTS_SETTINGS_DEFAULTS,
    );
  });
});
