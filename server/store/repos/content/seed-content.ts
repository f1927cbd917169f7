import { IDENTITY_KEY } from "../../../../core/content/identity";
import { assertValidProfile } from "../../../../core/content/profile-schema";
import {
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../../core/site-languages";
import { SEED_FILES, SEED_PROFILES } from "../../../../content/seed-profiles";
import { log } from "../../../log";
import { openStore, type Store, type StoreConfig } from "../../open-store";

/**
 * On a store with no content in a language, publishes that language's seed
 * (content/seed-profiles.ts) as its revision 1, and on one with no shared
 * identity the default language's; then checks that the
 * live content of every language passes the schema, so a content mistake
 * stops the start with one line per problem (a ContentError) instead of
 * failing on the first visit.
 * @internal
 */
export async function seedContent(
  store: Store,
  seeds: Record<SiteLanguage, unknown> = SEED_PROFILES,
) {
  await store.content.deriveIdentity();
  const { defaultLanguage } = await store.languages.get();
  const identity = assertValidProfile(
    seeds[defaultLanguage],
    SEED_FILES[defaultLanguage],
  );
  if (await store.content.seed(IDENTITY_KEY, identity))
    log("info", "content seeded", { lang: IDENTITY_KEY, revision: 1 });
  for (const lang of SITE_LANGUAGES) {
    if (!(await store.content.hasPublished(lang))) {
      const profile = assertValidProfile(seeds[lang], SEED_FILES[lang]);
      if (await store.content.seed(lang, profile))
        log("info", "content seeded", { lang, revision: 1 });
    }
    await store.content.published(lang);
  }
}

/**
 * Opens the store a server runs on and seeds it (seedContent); closes it
 * again when the content is wrong, so the start stops cleanly.
 */
export async function openSeededStore(config: StoreConfig): Promise<Store> {
  const store = await openStore(config);
  try {
    await seedContent(store);
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  return store;
}
