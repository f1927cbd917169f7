// The id prefix lookup of the terminal command, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateTestimonial } from "../../core/testimonial";
import { openTestStore, STORE_KINDS, type TestStore } from "./test-stores";

const IDS = [
  "abcdef01-0000-4000-8000-000000000001",
  "abcdef01-0000-4000-8000-000000000002",
  "abcdef02-0000-4000-8000-000000000003",
];

describe.each(STORE_KINDS)("idsStartingWith on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
    for (const [i, id] of IDS.entries()) {
      const valid = validateTestimonial({
        name: `Person ${i}`,
        comment: `Comment number ${i} here`,
        consent: true,
      });
      if (!valid.ok) throw new Error(valid.message);
      const row = await t.store.testimonials.insertPending(valid.value, null);
      await t.store.db.query("UPDATE testimonials SET id = $1 WHERE id = $2", [
        id,
        row.id,
      ]);
    }
  });
  afterAll(() => t?.destroy());

  it("finds the ids a prefix starts, in id order, at most the limit", async () => {
    const find = (prefix: string, limit?: number) =>
      t.store.testimonials.idsStartingWith(prefix, limit);
    expect(await find("abcdef01")).toEqual(IDS.slice(0, 2));
    expect(await find("abcdef0")).toEqual(IDS);
    expect(await find("abcdef0", 2)).toEqual(IDS.slice(0, 2));
    expect(await find("abcdef02-0")).toEqual([IDS[2]]);
    expect(await find(IDS[1]!)).toEqual([IDS[1]]);
    expect(await find("abcdef03")).toEqual([]);
  });

  it("matches nothing for text that is no part of an id, LIKE's wildcards included", async () => {
    const find = (prefix: string) =>
      t.store.testimonials.idsStartingWith(prefix);
    for (const prefix of ["%", "abcdef0_", "ABCDEF01", "", "abc def"])
      expect(await find(prefix)).toEqual([]);
  });
});
