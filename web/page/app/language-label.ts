import type { Profile } from "../../../core/content/profile-schema";
import type { Dictionary } from "../i18n/dictionary";

/** What stands beside a language's bars: the owner's note, else the level's name in the page's language. */
export const languageLabel = (
  { level, note }: Pick<Profile["languages"][number], "level" | "note">,
  dictionary: Dictionary,
) => note || dictionary.server.languageLevels[level];
