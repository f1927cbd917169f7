import { useQuery } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { revisionsKey } from "./query-keys";
import type { RevisionSummary } from "../../../../core/api/content";

/** The language's revisions, newest first. */
export function useRevisions(lang: string) {
  return useQuery({
    queryKey: revisionsKey(lang),
    queryFn: () =>
      adminFetch<{ revisions: RevisionSummary[] }>(
        `/content/${encodeURIComponent(lang)}/revisions`,
      ).then((answer) => answer.revisions),
  });
}
