// The advertising record's copies on a real store with the real page
// renderer: one per language on first publication, none for a page that did
// not change, one when an approval changes it, the periodic one when the
// newest is old enough, and a burst of changes copied once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { seedContent } from "../repos/content/seed-content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import {
  PERIODIC_COPY_DAYS,
  startAdvertisingRecord,
  takeCopies,
  type RecordSources,
} from "./advertising-record";
import { testPageCache } from "../../testing/test-page-cache";

const DAY_MS = 86_400_000;

describe.each(STORE_KINDS)("the advertising record's copies on %s", (kind) => {
  let t: TestStore;
  let sources: RecordSources;

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed();
    await seedContent(t.store);
    const config = loadConfig({});
    const pages = testPageCache(t, config);
    sources = {
      record: t.store.advertisingRecord,
      pages,
      content: t.store.content,
      testimonials: t.store.testimonials,
      testimonialLimit: config.listDefaultLimit,
    };
  });

  const reasons = async () =>
    (await t.store.advertisingRecord.list())
      .map((copy) => `${copy.lang}:${copy.reason}`)
      .sort();
  const approve = async (lang: string, name = "Ana Lima") => {
    const [row] = await t.store.db.query<{ id: string }>(
      `INSERT INTO testimonials (name, comment, consent_text, consent_version, lang)
       VALUES ($1, 'Clear advice, given on time.', 'I agree', 1, $2) RETURNING id`,
      [name, lang],
    );
    expect(await t.store.testimonials.setStatus(row!.id, "approved")).toBe(
      true,
    );
    return row!.id;
  };

  it("copies each published language's home page once, and not again while it is the same", async () => {
    const first = await takeCopies(sources);
    expect(first.map((copy) => [copy.lang, copy.path, copy.reason])).toEqual([
      ["en", "/", "first"],
      ["pt", "/", "first"],
    ]);
    const [en] = first;
    const stored = await t.store.advertisingRecord.get(en!.id);
    expect(stored!.html.toString()).toContain("<!doctype html>");
    expect(stored!.copy.bytes).toBe(stored!.html.length);

    t.store.changed();
    expect(await takeCopies(sources)).toEqual([]);
    expect(await reasons()).toEqual(["en:first", "pt:first"]);
  });

  it("copies the pages a publish changed: the identity is shared, so both", async () => {
    await takeCopies(sources);
    const { profile } = await t.store.content.published("pt");
    await t.store.content.publish("pt", { ...profile, name: "Ana Lima" });
    const copies = await takeCopies(sources);
    expect(copies.map((copy) => [copy.lang, copy.reason])).toEqual([
      ["en", "publish"],
      ["pt", "publish"],
    ]);
  });

  it("copies the pages an approval changed", async () => {
    await takeCopies(sources);
    await approve("en", "Beatriz Costa");
    const copies = await takeCopies(sources);
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.reason).toBe("testimonials");
    const html = (await t.store.advertisingRecord.get(copies[0]!.id))!.html;
    expect(html.toString()).toContain("Beatriz Costa");
  });

  it("copies no page for an approval the page does not show (past its first testimonials)", async () => {
    const config = loadConfig({ LIST_DEFAULT_LIMIT: "1" });
    const pages = testPageCache(t, config);
    const few = {
      ...sources,
      pages,
      testimonialLimit: config.listDefaultLimit,
    };
    await approve("en", "Beatriz Costa");
    await takeCopies(few);
    const older = await approve("en", "Carla Dias");
    await t.store.db.query(
      `UPDATE testimonials SET created_at = now() - interval '1 day' WHERE id = $1`,
      [older],
    );
    t.store.changed();
    expect(await takeCopies(few)).toEqual([]);
  });

  it("copies a page again, identical, when its newest copy is as old as the interval", async () => {
    const [first] = await takeCopies(sources);
    const later = (days: number) => new Date(Date.now() + days * DAY_MS);
    expect(
      await takeCopies(sources, {
        periodicDays: PERIODIC_COPY_DAYS,
        takenAt: later(PERIODIC_COPY_DAYS - 1),
      }),
    ).toEqual([]);
    const periodic = await takeCopies(sources, {
      periodicDays: PERIODIC_COPY_DAYS,
      takenAt: later(PERIODIC_COPY_DAYS),
    });
    expect(periodic.map((copy) => [copy.lang, copy.reason])).toEqual([
      ["en", "periodic"],
      ["pt", "periodic"],
    ]);
    expect(periodic[0]!.sha256).toBe(first!.sha256);
  });

  it("takes the periodic copies at start and one copy after a burst of changes", async () => {
    const job = startAdvertisingRecord(sources, t.store.onChange, {
      debounceMs: 300,
    });
    try {
      await expect
        .poll(reasons, { timeout: 10_000 })
        .toEqual(["en:first", "pt:first"]);
      const { profile } = await t.store.content.published("en");
      await t.store.content.publish("en", { ...profile, name: "Ana Lima" });
      await t.store.content.publish("en", { ...profile, name: "Ana M. Lima" });
      await expect
        .poll(reasons, { timeout: 10_000 })
        .toEqual(["en:first", "en:publish", "pt:first", "pt:publish"]);
      const [newest] = await t.store.advertisingRecord.list();
      const html = (await t.store.advertisingRecord.get(newest!.id))!.html;
      expect(html.toString()).toContain("Ana M. Lima");
    } finally {
      await job.stop();
    }
  });
});
