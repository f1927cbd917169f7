import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ContentError } from "../../../../core/content/profile-schema";
import { seedProfile } from "../../../../content/profile";
import { seedProfilePt } from "../../../../content/profile-pt";
import { SEED_PROFILES } from "../../../../content/seed-profiles";
import { contentFixture } from "../../../../content/content-fixture";
import { seedContent } from "./seed-content";
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
