import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { revisionsKey } from "./query-keys";
import type { RevisionSummary } from "../../../../core/api/content";

/** Keeps the document as a revision without making it live. */
export function useSaveVersion(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ document, note }: { document: unknown; note: string }) =>
      adminFetch<{ revision: RevisionSummary }>(
        `/content/${encodeURIComponent(lang)}/versions`,
        { method: "POST", body: { document, note } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: revisionsKey(lang) }),
  });
}
