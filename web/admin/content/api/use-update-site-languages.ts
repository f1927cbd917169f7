import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteLanguagesState } from "../../../../core/api/languages";
import type { SiteLanguages } from "../../../../core/site-languages";
import { adminFetch } from "../../shell/query";
import { languagesKey } from "./query-keys";

/** Sets the language at / and the published ones (the server checks they make a site). */
export function useUpdateSiteLanguages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (next: SiteLanguages) =>
      adminFetch<SiteLanguagesState>("/languages", {
        method: "PUT",
        body: next,
      }),
    onSuccess: (state) => client.setQueryData(languagesKey, state),
  });
}
