import { useQueries } from "@tanstack/react-query";
import type { Profile } from "../../../../core/content/profile-schema";
import {
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../../core/site-languages";
import { contentQuery } from "./use-content";

/** The published content of every language but `lang`, as it loads. */
export function useOtherLanguages(
  lang: string,
): { lang: SiteLanguage; profile: Profile }[] {
  const others = SITE_LANGUAGES.filter((each) => each !== lang);
  return useQueries({
    queries: others.map(contentQuery),
    combine: (results) =>
      results.flatMap((result, index) =>
        result.data
          ? [{ lang: others[index]!, profile: result.data.published.profile }]
          : [],
      ),
  });
}
