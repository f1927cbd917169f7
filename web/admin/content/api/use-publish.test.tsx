// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { AdminQueryProvider, createAdminQueryClient } from "../../shell/query";
import { sessionQueryKey } from "../../shell/api/query-keys";
import { languagesKey } from "./query-keys";
import { usePublish } from "./use-publish";

afterEach(() => vi.unstubAllGlobals());

it("refreshes the site's languages: a first publish lets the language be published", async () => {
  vi.stubGlobal(
    "fetch",
    async () =>
      new Response(JSON.stringify({ revision: { id: 2 } }), {
        headers: { "content-type": "application/json" },
      }),
  );
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, {
    enabled: true,
    authenticated: true,
    csrfToken: "csrf",
  });
  client.setQueryData(languagesKey, {
    defaultLanguage: "en",
    published: ["en"],
    languages: [],
  });
  const { result } = renderHook(() => usePublish("pt"), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AdminQueryProvider client={client}>{children}</AdminQueryProvider>
    ),
  });

  await result.current.mutateAsync({ document: {}, note: "" });

  expect(client.getQueryState(languagesKey)?.isInvalidated).toBe(true);
});
