import { useQueries } from "@tanstack/react-query";
import type { Profile } from "../../../../core/content/profile-schema";
import {
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../../core/site-languages";
import { contentQuery } from "./use-content";

/**
 * Every language but `lang`, as it loads: its published content, and the
 * document the owner works on there (the draft, else the published content).
 */
export function useOtherLanguages(
  lang: string,
): { lang: SiteLanguage; profile: Profile; document: unknown }[] {
  const others = SITE_LANGUAGES.filter((each) => each !== lang);
  return useQueries({
    queries: others.map(contentQuery),
    combine: (results) =>
      results.flatMap((result, index) =>
        result.data
          ? [
              {
                lang: others[index]!,
                profile: result.data.published.profile,
                document:
                  result.data.draft?.document ?? result.data.published.profile,
              },
            ]
          : [],
      ),
  });
}
