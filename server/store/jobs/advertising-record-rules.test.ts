// The advertising record follows the owner's professional rules: a fresh
// copy at least every record.everyDays, copies kept record.keepDays
// (core/professional-rules/effective.ts), on a real store with the real
// page renderer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type OverrideValues,
} from "../../../core/api/professional-rules";
import { loadConfig } from "../../config";
import { setLogSink } from "../../log";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { seedContent } from "../repos/content/seed-content";
import {
  startAdvertisingRecord,
  takeCopies,
  type RecordSources,
} from "./advertising-record";
import { sweepRetention } from "./retention";
import { publicListHidden } from "../../routes/testimonials-hidden";
import { testPageCache } from "../../testing/test-page-cache";

const DAY_MS = 86_400_000;

describe.each(STORE_KINDS)(
  "the advertising record under the professional rules on %s",
  (kind) => {
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
        everyDays: async () =>
          (await t.store.professionalRules.effective()).record.everyDays,
        testimonialsShown: async () => !(await publicListHidden(t.store)),
      };
      return setLogSink(() => {});
    });

    const override = (overrides: Partial<OverrideValues>) =>
      t.store.professionalRules.put({
        ...PROFESSIONAL_RULES_DEFAULTS,
        overrides,
      });
    const reasons = async () =>
      (await t.store.advertisingRecord.list())
        .map((copy) => `${copy.lang}:${copy.reason}`)
        .sort();
    /** Each language's three public pages: home, privacy, HTML CV. */
    const PAGES_PER_LANGUAGE = 3;
    const ofEachPage = (...expected: string[]) =>
      expected.flatMap((reason) =>
        Array<string>(PAGES_PER_LANGUAGE).fill(reason),
      );
    const ageCopies = (days: number) =>
      t.store.db.query(
        `UPDATE advertising_record SET taken_at = now() - make_interval(days => $1)`,
        [days],
      );

    it("takes the periodic copy as often as the rules say", async () => {
      await takeCopies(sources);
      await ageCopies(10);
      // New York's 90 days by default: a 10-day-old copy is recent enough.
      await takeCopies(sources, { periodicDays: await sources.everyDays!() });
      expect(await reasons()).toEqual(ofEachPage("en:first", "pt:first"));
      await override({ recordEveryDays: 7 });
      const job = startAdvertisingRecord(sources, t.store.onChange, {
        debounceMs: 60_000,
      });
      try {
        await expect
          .poll(reasons, { timeout: 10_000 })
          .toEqual(
            ofEachPage("en:first", "en:periodic", "pt:first", "pt:periodic"),
          );
      } finally {
        await job.stop();
      }
    });

    it("keeps copies as long as the rules say", async () => {
      const now = new Date();
      for (const days of [100, 50])
        await takeCopies(sources, {
          periodicDays: 1,
          takenAt: new Date(now.getTime() - days * DAY_MS),
        });
      await takeCopies(sources, { periodicDays: 1, takenAt: now });
      expect(await t.store.advertisingRecord.list()).toHaveLength(
        6 * PAGES_PER_LANGUAGE,
      );
      // The default year: nothing is old enough.
      expect((await sweepRetention(t.store.db, now)).advertisingCopies).toBe(0);
      // Kept 30 days: the 100-day-old copies go; the 50-day-old ones stay,
      // as they show each page as it was at that limit.
      await override({ recordKeepDays: 30 });
      expect((await sweepRetention(t.store.db, now)).advertisingCopies).toBe(
        2 * PAGES_PER_LANGUAGE,
      );
      expect(await t.store.advertisingRecord.list()).toHaveLength(
        4 * PAGES_PER_LANGUAGE,
      );
    });

    it("names no testimonial in a copy taken while the rules hide them", async () => {
      const [row] = await t.store.db.query<{ id: string }>(
        `INSERT INTO testimonials (name, comment, consent_text, consent_version, lang)
         VALUES ('Ana Lima', 'Clear advice, given on time.', 'I agree', 1, 'en') RETURNING id`,
      );
      await t.store.testimonials.setStatus(row!.id, "approved");
      await t.store.professionalRules.put({
        ...PROFESSIONAL_RULES_DEFAULTS,
        overrides: {},
        bars: ["portugal"],
      });
      await takeCopies(sources);
      const named = await t.store.db.query<{ ids: string[] }>(
        "SELECT testimonial_ids::text[] AS ids FROM advertising_record",
      );
      expect(named.map((copy) => copy.ids)).toEqual(
        ofEachPage("en", "pt").map(() => []),
      );
    });
  },
);
