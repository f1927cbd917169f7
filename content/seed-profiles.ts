import type { ProfileInput } from "../core/content/profile-schema";
import type { SiteLanguage } from "../core/site-languages";
import { seedProfile } from "./profile";
import { seedProfilePt } from "./profile-pt";

/** Each language's seed: a language added to SITE_LANGUAGES needs one here. */
export const SEED_PROFILES: Record<SiteLanguage, ProfileInput> = {
  en: seedProfile,
  pt: seedProfilePt,
};

/** The file each seed lives in, for the errors that name it. */
export const SEED_FILES: Record<SiteLanguage, string> = {
  en: "content/profile.ts",
  pt: "content/profile-pt.ts",
};
