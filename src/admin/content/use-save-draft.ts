import { useMutation } from "@tanstack/react-query";
import { adminFetch } from "../query";
import type { Draft } from "./content-types";

const saveDraft = (lang: string, document: unknown) =>
  adminFetch<{ draft: Draft }>(`/content/${encodeURIComponent(lang)}/draft`, {
    method: "PUT",
    body: { document },
  });

/** Saves the document as the language's draft (autosave; drafts may be invalid). */
export function useSaveDraft(lang: string) {
  return useMutation({
    mutationFn: (document: unknown) => saveDraft(lang, document),
  });
}
