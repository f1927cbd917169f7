import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { contentKey, draftScope, languagesKey } from "./query-keys";
import type { RevisionSummary } from "../../../../core/api/content";

/** Publishes the document as a new live revision (the server checks it by the same schema). */
export function usePublish(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ document, note }: { document: unknown; note: string }) =>
      adminFetch<{ revision: RevisionSummary }>(
        `/content/${encodeURIComponent(lang)}/publish`,
        { method: "POST", body: { document, note } },
      ),
    // The server drops the draft as it publishes: a save sent before must not land after.
    scope: draftScope(lang),
    // The revisions list and the live content both changed, and a first
    // publish gives the language content the Languages panel can publish.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contentKey(lang) }),
        client.invalidateQueries({ queryKey: languagesKey }),
      ]),
  });
}
