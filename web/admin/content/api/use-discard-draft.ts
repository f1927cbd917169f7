import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { contentKey, draftScope } from "./query-keys";

/** Throws the draft away; the editor goes back to the live content. */
export function useDiscardDraft(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminFetch(`/content/${encodeURIComponent(lang)}/draft`, {
        method: "DELETE",
      }),
    scope: draftScope(lang),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKey(lang) }),
  });
}
