// The advertising record's repository on each store: identical copies kept
// once, the reasons named, every copy read back in pages, the retention's
// year with each page's copy at its limit kept, and copies of an erased
// testimonial marked and kept no longer than the year.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sweepRetention } from "../jobs/retention";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import {
  deleteExpiredCopies,
  RECORD_RETENTION_DAYS,
  type PageCopy,
} from "./advertising-record";

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const page = (html: string, changes: Partial<PageCopy> = {}): PageCopy => ({
  lang: "en",
  path: "/",
  html: Buffer.from(`<!doctype html><title>${html}</title>`),
  revisionIds: [1],
  languages: ["en"],
  testimonialIds: [],
  ...changes,
});

describe.each(STORE_KINDS)("the advertising record on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(() => t.reset());

  const record = () => t.store.advertisingRecord;
  const kept = async () =>
    (await record().list()).map((copy) => `${copy.lang}:${copy.reason}`);

  it("keeps a copy identical to its page's newest once, and names why each other was taken", async () => {
    expect((await record().add(page("a")))!.reason).toBe("first");
    expect(await record().add(page("a"))).toBeNull();
    expect((await record().add(page("a", { lang: "pt" })))!.reason).toBe(
      "first",
    );
    expect((await record().add(page("b", { revisionIds: [2] })))!.reason).toBe(
      "publish",
    );
    expect(
      (await record().add(
        page("c", { revisionIds: [2], languages: ["en", "pt"] }),
      ))!.reason,
    ).toBe("languages");
    const id = "00000000-0000-4000-8000-000000000001";
    expect(
      (await record().add(
        page("d", {
          revisionIds: [2],
          languages: ["en", "pt"],
          testimonialIds: [id],
        }),
      ))!.reason,
    ).toBe("testimonials");
    expect(
      (await record().add(
        page("e", {
          revisionIds: [2],
          languages: ["en", "pt"],
          testimonialIds: [id],
        }),
      ))!.reason,
    ).toBe("change");
    // A page that went back to an earlier state is a change too.
    expect(
      await record().add(
        page("a", {
          revisionIds: [2],
          languages: ["en", "pt"],
          testimonialIds: [id],
        }),
      ),
    ).not.toBeNull();
  });

  it("reads every copy back, oldest first, a batch at a time", async () => {
    for (let n = 0; n < 7; n++)
      await record().add(page(`v${n}`), { takenAt: daysAgo(10 - n) });
    const read: string[] = [];
    for await (const { html } of record().each(3)) read.push(html.toString());
    expect(read).toEqual(
      Array.from(
        { length: 7 },
        (_, n) => `<!doctype html><title>v${n}</title>`,
      ),
    );
  });

  it(`deletes copies older than ${RECORD_RETENTION_DAYS} days but the one each page showed at that limit`, async () => {
    await record().add(page("oldest"), { takenAt: daysAgo(500) });
    await record().add(page("old"), { takenAt: daysAgo(400) });
    await record().add(page("recent"), { takenAt: daysAgo(100) });
    await record().add(page("only", { lang: "pt" }), { takenAt: daysAgo(700) });
    expect((await sweepRetention(t.store.db)).advertisingCopies).toBe(1);
    expect(await kept()).toEqual(["en:change", "en:change", "pt:first"]);
    expect(await deleteExpiredCopies(t.store.db, new Date())).toBe(0);
    // A year on, "old" is no longer what the page showed at the limit.
    expect(
      await deleteExpiredCopies(
        t.store.db,
        new Date(Date.now() + 300 * DAY_MS),
      ),
    ).toBe(1);
    expect(await kept()).toEqual(["en:change", "pt:first"]);
  });

  it("marks the copies showing a testimonial when it is anonymised or deleted, and keeps them no longer than the year", async () => {
    const [row] = await t.store.db.query<{ id: string }>(
      `INSERT INTO testimonials (name, comment, consent_text, consent_version)
       VALUES ('Ana', 'Clear advice.', 'I agree', 1) RETURNING id`,
    );
    const id = row!.id;
    const shown = await record().add(
      page("with Ana", { testimonialIds: [id] }),
      { takenAt: daysAgo(400) },
    );
    await record().add(page("without", { testimonialIds: [] }), {
      takenAt: daysAgo(10),
    });
    expect(shown!.testimonialErasedAt).toBeNull();
    expect(await t.store.moderation.anonymise(id)).toBe(true);
    const marked = await record().get(shown!.id);
    expect(marked!.copy.testimonialErasedAt).not.toBeNull();
    // Unaltered: the record is what was published.
    expect(marked!.html.toString()).toContain("with Ana");
    const other = (await record().list()).find((copy) => copy.id !== shown!.id);
    expect(other!.testimonialErasedAt).toBeNull();
    // The copy at the limit is kept, unless it shows an erased testimonial.
    expect(await deleteExpiredCopies(t.store.db, new Date())).toBe(1);
    expect(await record().get(shown!.id)).toBeNull();
  });

  it("marks them when the testimonial is deleted", async () => {
    const [row] = await t.store.db.query<{ id: string }>(
      `INSERT INTO testimonials (name, comment, consent_text, consent_version)
       VALUES ('Ana', 'Clear advice.', 'I agree', 1) RETURNING id`,
    );
    const shown = await record().add(
      page("with Ana", { testimonialIds: [row!.id] }),
    );
    expect(await t.store.testimonials.delete(row!.id)).toBe(true);
    expect(
      (await record().get(shown!.id))!.copy.testimonialErasedAt,
    ).not.toBeNull();
  });
});
