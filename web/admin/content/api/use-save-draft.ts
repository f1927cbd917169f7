import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { contentKey, draftScope } from "./query-keys";
import type { ContentState, Draft } from "../../../../core/api/content";

const saveDraft = (lang: string, document: unknown) =>
  adminFetch<{ draft: Draft }>(`/content/${encodeURIComponent(lang)}/draft`, {
    method: "PUT",
    body: { document },
  });

/** Saves the document as the language's draft (autosave; drafts may be invalid). */
export function useSaveDraft(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: unknown) => saveDraft(lang, document),
    scope: draftScope(lang),
    // The loaded content is read once and kept: an editor reopened on this
    // language (after switching to another) must start from this draft.
    onSuccess: ({ draft }) =>
      client.setQueryData<ContentState>(
        contentKey(lang),
        (content) => content && { ...content, draft },
      ),
  });
}
