import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ContentError } from "../../../../core/content/profile-schema";
import { seedProfile } from "../../../../content/profile";
import { seedProfilePt } from "../../../../content/profile-pt";
import { SEED_PROFILES } from "../../../../content/seed-profiles";
import { contentFixture } from "../../../../content/content-fixture";
import { seedContent } from "./seed-content";
import { PUBLISH_LOCK } from "./content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../../testing/test-stores";

describe.each(STORE_KINDS)("seeding on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed(); // the reset bypassed the repository
  });

  it("publishes each language's own seed as its revision 1", async () => {
    await seedContent(t.store);
    const en = await t.store.content.published("en");
    const pt = await t.store.content.published("pt");
    expect(en.revision).toMatchObject({ number: 1, lang: "en" });
    expect(pt.revision).toMatchObject({ number: 1, lang: "pt" });
    expect(en.profile.title).toBe(seedProfile.title);
    expect(pt.profile.title).toBe(seedProfilePt.title);
    expect(pt.profile.title).not.toBe(en.profile.title);
    expect(pt.profile.name).toBe(en.profile.name);
    expect(await t.store.languages.get()).toEqual({
      defaultLanguage: "en",
      published: ["en", "pt"],
    });
  });

  it("seeds a language that has no content yet beside one that has", async () => {
    await t.store.content.publish("en", {
      ...contentFixture,
      name: "Ana Lima",
    });
    await seedContent(t.store);
    expect((await t.store.content.published("en")).profile.name).toBe(
      "Ana Lima",
    );
    expect((await t.store.content.published("pt")).profile.title).toBe(
      seedProfilePt.title,
    );
  });

  it.runIf(kind === "postgres")(
    "derives no identity while another instance is seeding one",
    async () => {
      const other = await t.reopen!();
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let seedingStarted!: () => void;
      const started = new Promise<void>((r) => (seedingStarted = r));
      const seeding = other.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
        await tx.query(
          `INSERT INTO content_revisions (lang, number, document, note)
           VALUES ('identity', 1, '{}', 'First version')`,
        );
        seedingStarted();
        await released;
      });
      try {
        await started;
        let derived = false;
        const deriving = t.store.content
          .deriveIdentity()
          .then(() => (derived = true));
        await new Promise((r) => setTimeout(r, 300));
        expect(derived).toBe(false);
        release();
        await Promise.all([seeding, deriving]);
        const identities = await other.query(
          "SELECT number FROM content_revisions WHERE lang = 'identity'",
        );
        expect(identities).toEqual([{ number: 1 }]);
      } finally {
        release();
        await seeding.catch(() => {});
        await other.close();
      }
    },
  );

  it("names the broken seed's file in its error", async () => {
    const error = await seedContent(t.store, {
      ...SEED_PROFILES,
      pt: { ...seedProfilePt, email: "nope" },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toBe(
      "content/profile-pt.ts.email: must be an e-mail address",
    );
  });
});
