import { useQuery } from "@tanstack/react-query";
import type { SiteLanguage } from "../../../../core/site-languages";
import { adminFetch } from "../../shell/query";
import { languagesKey } from "./content-keys";

/** GET /api/admin/languages. */
export interface SiteLanguagesState {
  defaultLanguage: SiteLanguage;
  published: SiteLanguage[];
  languages: { lang: SiteLanguage; name: string; hasContent: boolean }[];
}

/** Which language the site shows at / and which it publishes. */
export function useSiteLanguages() {
  return useQuery({
    queryKey: languagesKey,
    queryFn: () => adminFetch<SiteLanguagesState>("/languages"),
  });
}
