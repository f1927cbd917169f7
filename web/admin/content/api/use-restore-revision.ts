import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { contentKey } from "./query-keys";
import type { RevisionSummary } from "../../../../core/api/content";

/** Makes an old revision live again (as a new revision equal to it). */
export function useRestoreRevision(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminFetch<{ revision: RevisionSummary }>(
        `/content/revisions/${id}/restore`,
        { method: "POST" },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKey(lang) }),
  });
}
