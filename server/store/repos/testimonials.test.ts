// The id prefix lookup of the terminal command, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateTestimonial } from "../../../core/testimonials/testimonial";
import { createFreshDatabase } from "../../testing/fresh-database";
import type { Db } from "../db/db";
import { loadMigrations, migrate } from "../db/migrate";
import { openPostgres } from "../db/postgres";
import {
  openMemoryPglite,
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { insertPending } from "../../testing/sample-submission";

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
      const row = await insertPending(t.store.db, valid.value, null);
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

/** An empty database of the kind, and how to throw it away. */
async function emptyDb(kind: (typeof STORE_KINDS)[number]) {
  if (kind === "pglite") {
    const db = await openMemoryPglite();
    return { db, drop: () => db.close() };
  }
  const database = await createFreshDatabase("lang");
  const db: Db = openPostgres(database.url, { max: 1 });
  return {
    db,
    drop: async () => {
      await db.close();
      await database.drop();
    },
  };
}

describe.each(STORE_KINDS)("the testimonials' language on %s", (kind) => {
  it("makes every testimonial already stored English, and keeps a language a short lowercase code", async () => {
    const { db, drop } = await emptyDb(kind);
    try {
      const all = await loadMigrations();
      const index = all.findIndex(
        (m) => m.version === "016-testimonial-language",
      );
      expect(index).toBeGreaterThan(0);
      await migrate(db, all.slice(0, index));
      await db.exec(`
        INSERT INTO testimonials (name, comment, consent_text, consent_version, status)
        VALUES ('Ana', 'Written on the English page.', 'I agree', 1, 'approved'),
               ('Rui', 'Also written before languages.', 'I agree', 1, 'pending')`);
      await migrate(db);
      expect(
        await db.query("SELECT name, lang FROM testimonials ORDER BY name"),
      ).toEqual([
        { name: "Ana", lang: "en" },
        { name: "Rui", lang: "en" },
      ]);
      expect(
        await db.query("SELECT name, lang FROM testimonials_public"),
      ).toEqual([{ name: "Ana", lang: "en" }]);
      for (const bad of ["EN", "pt-PT", "e", "engl", ""])
        await expect(
          db.query(
            `INSERT INTO testimonials (name, comment, consent_text, consent_version, lang)
             VALUES ('Eve', 'A language no page has.', 'I agree', 1, $1)`,
            [bad],
          ),
          bad,
        ).rejects.toThrow(/check constraint/);
    } finally {
      await drop();
    }
  });
});

describe.each(STORE_KINDS)("the invited mark on %s", (kind) => {
  it("lists every testimonial stored before invitations as not invited", async () => {
    const { db, drop } = await emptyDb(kind);
    try {
      const all = await loadMigrations();
      const index = all.findIndex((m) => m.version === "017-invitations");
      expect(index).toBeGreaterThan(0);
      await migrate(db, all.slice(0, index));
      await db.exec(`
        INSERT INTO testimonials (name, comment, consent_text, consent_version, status)
        VALUES ('Ana', 'Approved before invitations.', 'I agree', 1, 'approved')`);
      await migrate(db);
      expect(
        await db.query("SELECT name, lang, invited FROM testimonials_public"),
      ).toEqual([{ name: "Ana", lang: "en", invited: false }]);
    } finally {
      await drop();
    }
  });
});
