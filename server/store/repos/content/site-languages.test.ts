import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assertValidProfile } from "../../../../core/content/profile-schema";
import { seedProfile } from "../../../../content/profile";
import { LanguagesRefused } from "./site-languages";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../../testing/test-stores";

const seed = assertValidProfile(seedProfile);

describe.each(STORE_KINDS)("site languages on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed(); // the reset bypassed the repository
  });

  it("publishes the languages that have live content, English at / by default", async () => {
    expect(await t.store.languages.get()).toEqual({
      defaultLanguage: "en",
      published: ["en"],
    });
    await t.store.content.publish("pt", seed);
    expect(await t.store.languages.get()).toEqual({
      defaultLanguage: "en",
      published: ["en", "pt"],
    });
  });

  it("keeps the owner's default and hidden languages, and announces the change", async () => {
    await t.store.content.publish("en", seed);
    await t.store.content.publish("pt", seed);
    let changes = 0;
    t.store.onChange(() => changes++);
    expect(
      await t.store.languages.update({
        defaultLanguage: "pt",
        published: ["pt"],
      }),
    ).toEqual({ defaultLanguage: "pt", published: ["pt"] });
    expect(changes).toBe(1);
    expect(await t.store.languages.get()).toEqual({
      defaultLanguage: "pt",
      published: ["pt"],
    });
  });

  it("refuses a default that is not published, or a language without content", async () => {
    await t.store.content.publish("en", seed);
    await expect(
      t.store.languages.update({ defaultLanguage: "pt", published: ["en"] }),
    ).rejects.toThrow(LanguagesRefused);
    await expect(
      t.store.languages.update({
        defaultLanguage: "en",
        published: ["en", "pt"],
      }),
    ).rejects.toThrow('"pt" has no published content yet');
    expect(await t.store.languages.get()).toEqual({
      defaultLanguage: "en",
      published: ["en"],
    });
  });
});
