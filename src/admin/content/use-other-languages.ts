import { useQueries } from "@tanstack/react-query";
import {
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../core/site-languages";
import type { Profile } from "../../../core/profile-schema";
import { adminFetch } from "../query";
import { contentKey } from "./content-keys";
import type { ContentState } from "./content-types";

/** The published content of every language but `lang`, as it loads. */
export function useOtherLanguages(
  lang: string,
): { lang: SiteLanguage; profile: Profile }[] {
  const others = SITE_LANGUAGES.filter((each) => each !== lang);
  return useQueries({
    queries: others.map((other) => ({
      queryKey: contentKey(other),
      queryFn: () =>
        adminFetch<ContentState>(`/content/${encodeURIComponent(other)}`),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    })),
    combine: (results) =>
      results.flatMap((result, index) =>
        result.data
          ? [{ lang: others[index]!, profile: result.data.published.profile }]
          : [],
      ),
  });
}
