import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  assertValidProfile,
  ContentError,
} from "../../../../core/content/profile-schema";
import { seedProfile } from "../../../../content/profile";
import { seedProfilePt } from "../../../../content/profile-pt";
import { seedContent } from "./seed-content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../../testing/test-stores";

const seed = assertValidProfile(seedProfile);
const renamed = (name: string) => ({ ...seed, name });

describe.each(STORE_KINDS)("content on %s", (kind) => {
  let t: TestStore;
  let changes = 0;
  beforeAll(async () => {
    t = await openTestStore(kind);
    t.store.onChange(() => changes++);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed(); // the truncate bypassed the repository
    changes = 0;
  });

  it("seeds revision 1 from the seed once, and never again", async () => {
    await seedContent(t.store);
    await seedContent(t.store);
    const { revision, profile } = await t.store.content.published("en");
    expect(revision).toMatchObject({ number: 1, live: true, lang: "en" });
    expect(profile.name).toBe(seedProfile.name);
    expect(await t.store.content.revisions("en")).toHaveLength(1);
  });

  it("tells the caches of a change when a start derives the identity, and only then", async () => {
    // A store from before the shared identity: a language, no identity.
    await t.store.db.query(
      `INSERT INTO content_revisions (lang, number, document) VALUES ('en', 1, $1)`,
      [JSON.stringify(seed)],
    );
    await t.store.db.query(
      `INSERT INTO content_live (lang, revision_id) SELECT 'en', id FROM content_revisions`,
    );
    await seedContent(t.store);
    expect(changes).toBeGreaterThan(0);
    expect(await t.store.content.revisions("identity")).toHaveLength(1);
    changes = 0;
    await seedContent(t.store);
    expect(changes).toBe(0);
  });

  it("does not seed over content the owner published", async () => {
    await seedContent(t.store);
    await t.store.content.publish("en", renamed("Ana Lima"));
    await seedContent(t.store);
    expect((await t.store.content.published("en")).profile.name).toBe(
      "Ana Lima",
    );
  });

  it("stops a start whose live content fails the schema, one line per problem", async () => {
    await t.store.db.query(
      `INSERT INTO content_revisions (lang, number, document) VALUES ('en', 1, $1)`,
      [JSON.stringify({ ...seed, name: "", email: "nope" })],
    );
    await t.store.db.query(
      `INSERT INTO content_live (lang, revision_id) SELECT 'en', id FROM content_revisions`,
    );
    const error = await seedContent(t.store).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message.split("\n")).toEqual([
      "content (en, revision 1).name: is required",
      "content (en, revision 1).email: must be an e-mail address",
    ]);
  });

  it("publishes a new revision, shows it at once and fires the change event", async () => {
    await seedContent(t.store);
    const before = changes;
    await t.store.content.published("en"); // cached
    const revision = await t.store.content.publish(
      "en",
      renamed("Ana Lima"),
      "New name",
    );
    expect(revision).toMatchObject({ number: 2, note: "New name", live: true });
    expect(changes).toBe(before + 1);
    expect((await t.store.content.published("en")).profile.name).toBe(
      "Ana Lima",
    );
    const list = await t.store.content.revisions("en");
    expect(list.map((r) => [r.number, r.live])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it("keeps a version without publishing it", async () => {
    await seedContent(t.store);
    const kept = await t.store.content.saveVersion("en", renamed("Draft Name"));
    expect(kept).toMatchObject({ number: 2, live: false });
    expect((await t.store.content.published("en")).profile.name).toBe(
      seed.name,
    );
  });

  it("restores an old revision's texts as a new revision, and an old identity for every language", async () => {
    await seedContent(t.store);
    await t.store.content.publish("en", {
      ...renamed("Ana Lima"),
      title: "Counsel",
    });
    const [changed, first] = await t.store.content.revisions("en");
    const restored = await t.store.content.restore(first!.id);
    expect(restored).toMatchObject({
      number: 3,
      live: true,
      note: "Restored revision 1",
    });
    const live = (await t.store.content.published("en")).profile;
    expect(live.title).toBe(seed.title);
    expect(live.name).toBe("Ana Lima");
    expect((await t.store.content.revision(changed!.id))?.profile.title).toBe(
      "Counsel",
    );

    const [renaming, seeded] = await t.store.content.revisions("identity");
    expect(renaming).toMatchObject({ number: 2, live: true });
    expect(
      (await t.store.content.revision(seeded!.id, "pt"))?.profile,
    ).toMatchObject({ name: seed.name, title: seedProfilePt.title });
    await t.store.content.restore(seeded!.id);
    for (const lang of ["en", "pt"])
      expect((await t.store.content.published(lang)).profile.name).toBe(
        seed.name,
      );
    expect(await t.store.content.restore(999_999)).toBeNull();
  });

  it("shares the identity: published in one language, shown in every one", async () => {
    await seedContent(t.store);
    const pt = (await t.store.content.published("pt")).profile;
    await t.store.content.publish("pt", {
      ...pt,
      name: "Ana Lima",
      email: "ana@lima.example",
      accentColor: "344 46% 33%",
      title: "Advogada",
    });
    const en = (await t.store.content.published("en")).profile;
    expect(en).toMatchObject({
      name: "Ana Lima",
      email: "ana@lima.example",
      accentColor: "344 46% 33%",
      title: seed.title,
    });
    // A texts-only change adds no identity revision.
    await t.store.content.publish("en", { ...en, title: "Counsel" });
    expect(await t.store.content.revisions("identity")).toHaveLength(2);
  });

  it("keeps bar admissions for every language; an identity stored before them has none and is not changed by an unchanged publish", async () => {
    await seedContent(t.store);
    await t.store.db.query(
      `UPDATE content_revisions SET document = document - 'admissions' WHERE lang = 'identity'`,
    );
    t.store.changed();
    const en = (await t.store.content.published("en")).profile;
    expect(en.admissions).toEqual([]);
    await t.store.content.saveDraft("en", en);
    expect(await t.store.content.draft("pt")).toBeNull();
    await t.store.content.publish("en", { ...en, title: "Counsel" });
    expect(await t.store.content.revisions("identity")).toHaveLength(1);
    const admission = {
      jurisdiction: "New York State Bar",
      year: 2020,
      registration: "5551234",
      registerUrl: "",
    };
    await t.store.content.publish("en", { ...en, admissions: [admission] });
    expect(await t.store.content.revisions("identity")).toHaveLength(2);
    expect((await t.store.content.published("pt")).profile.admissions).toEqual([
      admission,
    ]);
  });

  it("keeps the portrait for every language and its alt text per language", async () => {
    await seedContent(t.store);
    const image = {
      id: "a".repeat(16),
      width: 800,
      height: 1000,
      widths: [400, 800],
    };
    const en = (await t.store.content.published("en")).profile;
    await t.store.content.publish("en", {
      ...en,
      portrait: { ...image, alt: "Marta at her desk" },
    });
    expect((await t.store.content.published("pt")).profile.portrait).toEqual({
      ...image,
      alt: seed.name,
    });
    const pt = (await t.store.content.published("pt")).profile;
    await t.store.content.publish("pt", {
      ...pt,
      portrait: { ...image, alt: "A Marta à secretária" },
    });
    expect((await t.store.content.published("en")).profile.portrait?.alt).toBe(
      "Marta at her desk",
    );
    expect((await t.store.content.published("pt")).profile.portrait?.alt).toBe(
      "A Marta à secretária",
    );
  });

  it("keeps a draft of the identity shared by the languages' drafts until published", async () => {
    await seedContent(t.store);
    const en = (await t.store.content.published("en")).profile;
    await t.store.content.saveDraft("en", { ...en, name: "Ana Lima" });
    expect((await t.store.content.draft("pt"))?.document).toMatchObject({
      name: "Ana Lima",
      title: seedProfilePt.title,
    });
    // Typed back to the live value: no identity draft is left.
    await t.store.content.saveDraft("en", en);
    expect(await t.store.content.draft("pt")).toBeNull();
    await t.store.content.saveDraft("en", { ...en, name: "Ana Lima" });
    await t.store.content.discardDraft("pt");
    expect(await t.store.content.draft("pt")).toBeNull();
  });

  it("keeps one draft per language, incomplete or not, cleared by publishing", async () => {
    await seedContent(t.store);
    expect(await t.store.content.draft("en")).toBeNull();
    await t.store.content.saveDraft("en", { name: "" });
    const draft = await t.store.content.saveDraft("en", { name: "An" });
    expect(draft.document).toEqual({ name: "An" });
    expect((await t.store.content.draft("en"))?.document).toEqual({
      name: "An",
    });
    await t.store.content.publish("en", renamed("Ana"));
    expect(await t.store.content.draft("en")).toBeNull();
  });

  it("refuses drafts that are not objects, too big, or hold a NUL", async () => {
    for (const bad of [
      null,
      [],
      "text",
      { big: "x".repeat(300 * 1024) },
      { name: "a\u0000b" },
    ])
      await expect(t.store.content.saveDraft("en", bad)).rejects.toThrow(
        /must be a JSON object|larger than 256 KiB|NUL/,
      );
  });

  it("reads a draft kept under an older, looser rule without what no text may hold now", async () => {
    await t.store.db.query(
      "INSERT INTO content_drafts (lang, document) VALUES ('en', $1), ('identity', $2)",
      [
        JSON.stringify({ about: ["One\r\nTwo\u0085"] }),
        JSON.stringify({ name: "Ana\tLima\u202E" }),
      ],
    );
    expect((await t.store.content.draft("en"))?.document).toEqual({
      name: "Ana Lima",
      about: ["One\nTwo"],
    });
  });

  it("loads a live revision written under an older, looser rule, cleaned", async () => {
    await t.store.db.query(
      `INSERT INTO content_revisions (lang, number, document) VALUES ('en', 1, $1)`,
      [
        JSON.stringify({
          ...seed,
          name: "Ana\rLima",
          about: ["One\r\nTwo\t\u2066three\u2069"],
          cvFileName: 'Ana "CV"\r\n.html',
        }),
      ],
    );
    await t.store.db.query(
      `INSERT INTO content_live (lang, revision_id) SELECT 'en', id FROM content_revisions`,
    );
    await seedContent(t.store);
    expect((await t.store.content.published("en")).profile).toMatchObject({
      name: "Ana Lima",
      about: ["One\nTwo three"],
      cvFileName: "Ana _CV_.html",
    });
  });

  it("numbers revisions without gaps when publishes race", async () => {
    await seedContent(t.store);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.store.content.publish("en", renamed(`Name ${i}`)),
      ),
    );
    const numbers = (await t.store.content.revisions("en")).map(
      (r) => r.number,
    );
    expect(numbers).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
});
