// The advertising record's copies on a real store with the real page
// renderer: one of each public page (home, privacy, enquiry while offered,
// HTML CV) per language on first publication, none for a page that did not
// change, only the pages a change changed, the periodic ones when the
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
import type { AdvertisingCopy } from "../../../core/api/advertising-record";
import type { PageCache } from "../../render/page-cache";
import { siteRoutes } from "../../routes/site";

const DAY_MS = 86_400_000;

describe.each(STORE_KINDS)("the advertising record's copies on %s", (kind) => {
  let t: TestStore;
  let sources: RecordSources;
  let pages: PageCache;

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed();
    await seedContent(t.store);
    const config = loadConfig({});
    pages = testPageCache(t, config);
    sources = {
      record: t.store.advertisingRecord,
      pages,
      content: t.store.content,
      testimonials: t.store.testimonials,
      testimonialLimit: config.listDefaultLimit,
    };
  });

  const homeCopies = async () =>
    (await t.store.advertisingRecord.list()).filter((copy) =>
      ["/", "/pt/"].includes(copy.path),
    );
  const homeReasons = async () =>
    (await homeCopies()).map((copy) => `${copy.lang}:${copy.reason}`).sort();
  const pathsOf = (copies: AdvertisingCopy[]) =>
    copies.map((copy) => [copy.lang, copy.path, copy.reason]);
  /** The seeded content's public pages (English the default language). */
  const PAGES = [
    ["en", "/"],
    ["en", "/privacy"],
    ["en", "/cv/Marta_Sousa_CV.html"],
    ["pt", "/pt/"],
    ["pt", "/pt/privacidade"],
    ["pt", "/pt/cv/Marta_Sousa_CV_PT.html"],
  ];
  const withReason = (reason: string, copies = PAGES) =>
    copies.map((page) => [...page, reason]);
  /** Each copy is what the public is served at its path. */
  const expectServed = async (copies: AdvertisingCopy[]) => {
    const site = siteRoutes(new Map(), pages);
    for (const copy of copies) {
      const served = await site.request(copy.path);
      expect(served.status).toBe(200);
      expect(
        (await t.store.advertisingRecord.get(copy.id))!.html.toString(),
      ).toBe(await served.text());
    }
  };
  const offerForm = async (startConversation: "form" | "profile") =>
    t.store.contactSettings.put({
      ...(await t.store.contactSettings.get()),
      startConversation,
    });
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

  it("copies every public page of each published language once, at its path, and not again while it is the same", async () => {
    const first = await takeCopies(sources);
    expect(pathsOf(first)).toEqual(withReason("first"));
    for (const copy of first) {
      const stored = await t.store.advertisingRecord.get(copy.id);
      expect(stored!.html.toString()).toMatch(/^<!doctype html>/i);
      expect(stored!.copy.bytes).toBe(stored!.html.length);
    }
    await expectServed(first);

    t.store.changed();
    expect(await takeCopies(sources)).toEqual([]);
    expect(await t.store.advertisingRecord.list()).toHaveLength(PAGES.length);
  });

  it("copies the pages a publish changed: the identity is shared, so every page of both", async () => {
    await takeCopies(sources);
    const { profile } = await t.store.content.published("pt");
    await t.store.content.publish("pt", { ...profile, name: "Ana Lima" });
    const copies = await takeCopies(sources);
    expect(pathsOf(copies)).toEqual(
      withReason("publish", [
        ["en", "/"],
        ["en", "/privacy"],
        ["en", "/cv/Ana_Lima_CV.html"],
        ["pt", "/pt/"],
        ["pt", "/pt/privacidade"],
        ["pt", "/pt/cv/Ana_Lima_CV_PT.html"],
      ]).map((copy) =>
        // The CVs' file names, and so their paths, follow the name: a first
        // copy at each new path.
        copy[1]!.includes("/cv/") ? [copy[0], copy[1], "first"] : copy,
      ),
    );
  });

  it("copies only the privacy page when only its text changed", async () => {
    await takeCopies(sources);
    const { profile } = await t.store.content.published("en");
    await t.store.content.publish("en", {
      ...profile,
      privacy: { text: "## Who keeps your data\n\nMarta Sousa, alone." },
    });
    const copies = await takeCopies(sources);
    expect(pathsOf(copies)).toEqual([["en", "/privacy", "publish"]]);
    const html = (await t.store.advertisingRecord.get(copies[0]!.id))!.html;
    expect(html.toString()).toContain("Marta Sousa, alone.");
  });

  it("copies the enquiry page only while the owner offers it, and the pages its offer changed", async () => {
    await takeCopies(sources);
    await offerForm("form");
    const offered = await takeCopies(sources);
    // The home pages' "Start a Conversation" now opens it; the privacy
    // pages and the CVs do not change.
    expect(pathsOf(offered)).toEqual([
      ["en", "/", "change"],
      ["en", "/contact", "first"],
      ["pt", "/pt/", "change"],
      ["pt", "/pt/contact", "first"],
    ]);
    await expectServed(offered);
    expect(await takeCopies(sources)).toEqual([]);

    await offerForm("profile");
    const withdrawn = await takeCopies(sources);
    expect(withdrawn.map((copy) => copy.path)).not.toContain("/contact");
    expect(withdrawn.map((copy) => copy.path)).not.toContain("/pt/contact");
    expect(withdrawn.length).toBeGreaterThan(0);
  });

  it("copies the pages an approval changed: the home pages, which name it", async () => {
    await takeCopies(sources);
    await approve("en", "Beatriz Costa");
    const copies = await takeCopies(sources);
    expect(pathsOf(copies)).toEqual(
      withReason("testimonials", [
        ["en", "/"],
        ["pt", "/pt/"],
      ]),
    );
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
    expect(pathsOf(periodic)).toEqual(withReason("periodic"));
    expect(periodic[0]!.sha256).toBe(first!.sha256);
  });

  it("takes the periodic copies at start and one copy after a burst of changes", async () => {
    const job = startAdvertisingRecord(sources, t.store.onChange, {
      debounceMs: 300,
    });
    try {
      await expect
        .poll(homeReasons, { timeout: 10_000 })
        .toEqual(["en:first", "pt:first"]);
      const { profile } = await t.store.content.published("en");
      await t.store.content.publish("en", { ...profile, name: "Ana Lima" });
      await t.store.content.publish("en", { ...profile, name: "Ana M. Lima" });
      await expect
        .poll(homeReasons, { timeout: 10_000 })
        .toEqual(["en:first", "en:publish", "pt:first", "pt:publish"]);
      const [newest] = await homeCopies();
      const html = (await t.store.advertisingRecord.get(newest!.id))!.html;
      expect(html.toString()).toContain("Ana M. Lima");
    } finally {
      await job.stop();
    }
  });
});
