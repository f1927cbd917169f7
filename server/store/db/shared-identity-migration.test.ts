import { afterEach, describe, expect, it } from "vitest";
import { assertValidProfile } from "../../../core/content/profile-schema";
import { seedProfile } from "../../../content/profile";
import { seedProfilePt } from "../../../content/profile-pt";
import { openMemoryPglite } from "../../testing/test-stores";
import type { Db } from "./db";
import { loadMigrations, migrate } from "./migrate";

const en = assertValidProfile(seedProfile);
const pt = assertValidProfile(seedProfilePt);
const image = { id: "b".repeat(16), width: 8, height: 10, widths: [8] };

/** A store as the version before the shared identity left it: each language with its own. */
async function storeBeforeIdentity(defaultLanguage: string) {
  const db = await openMemoryPglite();
  const all = await loadMigrations();
  const at = all.findIndex((m) => m.version === "018-shared-identity");
  await migrate(db, all.slice(0, at));
  const documents = {
    en: { ...en, name: "Ana Lima", portrait: { ...image, alt: "Ana" } },
    pt: { ...pt, name: "Outra Pessoa", email: "outra@pessoa.example" },
  };
  for (const [lang, document] of Object.entries(documents)) {
    await db.query(
      `INSERT INTO content_revisions (lang, number, document) VALUES ($1, 1, $2)`,
      [lang, JSON.stringify(document)],
    );
    await db.query(
      `INSERT INTO content_live (lang, revision_id)
       SELECT $1::text, id FROM content_revisions WHERE lang = $1::text`,
      [lang],
    );
  }
  await db.query(
    "INSERT INTO content_drafts (lang, document) VALUES ('pt', $1)",
    [JSON.stringify({ name: "Rascunho" })],
  );
  await db.query("UPDATE site_languages SET default_language = $1", [
    defaultLanguage,
  ]);
  return { db, rest: all.slice(at) };
}

const identityRows = (db: Db) =>
  db.query<{ lang: string; number: number; document: Record<string, unknown> }>(
    `SELECT r.lang, r.number, r.document FROM content_live l
     JOIN content_revisions r ON r.id = l.revision_id
     WHERE l.lang = 'identity'`,
  );

describe("the migration to a shared identity", () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it("takes the default language's identity (without the portrait's alt text), on a store holding both languages", async () => {
    const store = await storeBeforeIdentity("en");
    db = store.db;
    await migrate(db, store.rest);
    const [row] = await identityRows(db);
    expect(row).toMatchObject({ lang: "identity", number: 1 });
    expect(row!.document).toEqual({
      name: "Ana Lima",
      email: en.email,
      phone: en.phone,
      linkedinUrl: en.linkedinUrl,
      bookingUrl: en.bookingUrl,
      websiteUrl: en.websiteUrl,
      accentColor: en.accentColor,
      portrait: image,
    });
    // The other language's draft was not the default's: it gives none.
    expect(
      await db.query("SELECT 1 FROM content_drafts WHERE lang = 'identity'"),
    ).toEqual([]);
  });

  it("takes Portuguese's, and its draft, when Portuguese is the default", async () => {
    const store = await storeBeforeIdentity("pt");
    db = store.db;
    await migrate(db, store.rest);
    const [row] = await identityRows(db);
    expect(row!.document).toMatchObject({
      name: "Outra Pessoa",
      email: "outra@pessoa.example",
    });
    expect(row!.document).not.toHaveProperty("portrait");
    expect(
      await db.query(
        "SELECT document FROM content_drafts WHERE lang = 'identity'",
      ),
    ).toEqual([{ document: { name: "Rascunho" } }]);
  });

  it("leaves a store without content without an identity (the first start seeds one)", async () => {
    db = await openMemoryPglite();
    await migrate(db);
    expect(await identityRows(db)).toEqual([]);
  });
});
