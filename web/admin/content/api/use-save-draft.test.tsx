// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { AdminQueryProvider, createAdminQueryClient } from "../../shell/query";
import { sessionQueryKey } from "../../shell/api/query-keys";
import { contentKey } from "./query-keys";
import type { ContentState, Draft } from "../../../../core/api/content";
import { useSaveDraft } from "./use-save-draft";

afterEach(() => vi.unstubAllGlobals());

it("keeps the loaded content's draft in step: the editor reopened after a language switch starts from the saved draft", async () => {
  const saved: Draft = {
    document: { name: "Ana, saved" },
    updatedAt: "2026-11-23T10:00:00.000Z",
  };
  vi.stubGlobal(
    "fetch",
    async () =>
      new Response(JSON.stringify({ draft: saved }), {
        headers: { "content-type": "application/json" },
      }),
  );
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, {
    enabled: true,
    authenticated: true,
    csrfToken: "csrf",
  });
  client.setQueryData(contentKey("pt"), {
    lang: "pt",
    published: { profile: {} },
    draft: null,
  } as unknown as ContentState);
  const { result } = renderHook(() => useSaveDraft("pt"), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AdminQueryProvider client={client}>{children}</AdminQueryProvider>
    ),
  });

  await result.current.mutateAsync(saved.document);

  expect(client.getQueryData<ContentState>(contentKey("pt"))?.draft).toEqual(
    saved,
  );
});
