import { useQuery } from "@tanstack/react-query";
import type { SiteLanguagesState } from "../../../../core/api/languages";
import { adminFetch } from "../../shell/query";
import { languagesKey } from "./query-keys";

/** Which language the site shows at / and which it publishes. */
export function useSiteLanguages() {
  return useQuery({
    queryKey: languagesKey,
    queryFn: () => adminFetch<SiteLanguagesState>("/languages"),
  });
}
