import type { LanguageLevel } from "../../core/language-levels";
import type { Profile } from "../../core/profile-schema";

const LEVEL_NAMES: Record<LanguageLevel, string> = {
  native: "Native",
  fluent: "Fluent",
  working: "Working proficiency",
  basic: "Basic",
};

/** What stands beside a language's bars: the owner's note, else the level's name. */
export const languageLabel = ({
  level,
  note,
}: Pick<Profile["languages"][number], "level" | "note">) =>
  note || LEVEL_NAMES[level];
