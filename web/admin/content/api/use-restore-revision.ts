import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { allContentKey } from "./query-keys";
import type { RevisionSummary } from "../../../../core/api/content";

/**
 * Makes an old revision live again (as a new revision equal to it); an
 * identity revision changes every language, so every language is read again.
 */
export function useRestoreRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminFetch<{ revision: RevisionSummary }>(
        `/content/revisions/${id}/restore`,
        { method: "POST" },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: allContentKey }),
  });
}
