// The shipped fallback testimonial is a made-up client's words: once the
// owner's name is hers, the page shows it to no visitor, in either language,
// until she writes her own fallback; a brand-new store keeps the sample's
// behaviour, the fallback shown while nothing is approved.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../store/repos/content/seed-content";
import { testPageCache } from "../testing/test-page-cache";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import type { PageCache } from "./page-cache";

const SAMPLE_WORDS = "a rare gift";

describe.each(STORE_KINDS)("the sample fallback on the page, %s", (kind) => {
  let t: TestStore;
  let pages: PageCache;

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed();
    await seedContent(t.store);
    pages = testPageCache(t);
  });

  const home = async (lang: "en" | "pt") =>
    (await pages.page({ lang, name: "home" })).body.toString();

  it("is shown on a brand-new store, where everything is still the sample", async () => {
    expect(await home("en")).toContain(SAMPLE_WORDS);
  });

  it("is shown to no visitor, in either language, once the name is the owner's", async () => {
    const { profile } = await t.store.content.published("en");
    await t.store.content.publish("en", { ...profile, name: "Ana Lima" });
    expect(await home("en")).not.toContain(SAMPLE_WORDS);
    expect(await home("en")).toContain("Ana Lima");
    const pt = await home("pt");
    expect(pt).toContain("Ana Lima");
    expect(pt).not.toContain("talento raro");
  });

  it("comes back as her own words once she writes her own fallback", async () => {
    const { profile } = await t.store.content.published("en");
    await t.store.content.publish("en", {
      ...profile,
      name: "Ana Lima",
      testimonials: {
        ...profile.testimonials,
        fallback: {
          ...profile.testimonials.fallback!,
          comment: "Ana answered before we had finished asking.",
        },
      },
    });
    expect(await home("en")).toContain(
      "Ana answered before we had finished asking.",
    );
  });
});
