import { useQuery } from "@tanstack/react-query";
import { adminFetch } from "../query";
import { contentKey } from "./content-keys";
import type { ContentState } from "./content-types";

const getContent = (lang: string) =>
  adminFetch<ContentState>(`/content/${encodeURIComponent(lang)}`);

/** The language's live content and the owner's draft, read once per editing session. */
export function useContent(lang: string) {
  return useQuery({
    queryKey: contentKey(lang),
    queryFn: () => getContent(lang),
    // The editor owns the document once loaded: refetching must not overwrite it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
