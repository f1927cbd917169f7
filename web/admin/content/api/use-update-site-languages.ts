import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteLanguage } from "../../../../core/site-languages";
import { adminFetch } from "../../shell/query";
import { languagesKey } from "./content-keys";
import type { SiteLanguagesState } from "./use-site-languages";

/** Sets the language at / and the published ones (the server checks they make a site). */
export function useUpdateSiteLanguages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (next: {
      defaultLanguage: SiteLanguage;
      published: SiteLanguage[];
    }) =>
      adminFetch<SiteLanguagesState>("/languages", {
        method: "PUT",
        body: next,
      }),
    onSuccess: (state) => client.setQueryData(languagesKey, state),
  });
}
