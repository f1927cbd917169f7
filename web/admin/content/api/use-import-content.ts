import { useMutation } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { draftScope } from "./query-keys";
import type { Draft } from "../../../../core/api/content";

/** Sends an exported document back; the server checks it and keeps it as the draft. */
export function useImportContent(lang: string) {
  return useMutation({
    mutationFn: (document: unknown) =>
      adminFetch<{ draft: Draft }>(
        `/content/${encodeURIComponent(lang)}/import`,
        { method: "POST", body: { document } },
      ),
    scope: draftScope(lang),
  });
}
