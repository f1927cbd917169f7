import { assertValidProfile } from "../../core/profile-schema";
import { SITE_LANGUAGES } from "../../core/site-languages";
import { seedProfile } from "../../src/content/profile";
import { log } from "../log";
import type { Store } from "./open-store";

/**
 * On a store with no content, publishes the seed (src/content/profile.ts) as
 * revision 1 of each language; then checks that the live content of every
 * language passes the schema, so a content mistake stops the start with one
 * line per problem (a ContentError) instead of failing on the first visit.
 */
export async function seedContent(store: Store, seed: unknown = seedProfile) {
  for (const lang of SITE_LANGUAGES) {
    if (!(await store.content.hasPublished(lang))) {
      const profile = assertValidProfile(seed, "src/content/profile.ts");
      if (await store.content.seed(lang, profile))
        log("info", "content seeded", { lang, revision: 1 });
    }
    await store.content.published(lang);
  }
}
