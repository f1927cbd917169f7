import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { contentKey } from "./query-keys";
import type { ContentState } from "../../../../core/api/content";

/** The call for a language's live content and draft, shared by every hook that reads it. */
export const contentQuery = (lang: string) =>
  queryOptions({
    queryKey: contentKey(lang),
    queryFn: () =>
      adminFetch<ContentState>(`/content/${encodeURIComponent(lang)}`),
    // The editor owns the document once loaded: refetching must not overwrite it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The language's live content and the owner's draft, read each time an editor opens it. */
export function useContent(lang: string) {
  return useQuery({ ...contentQuery(lang), refetchOnMount: "always" });
}
