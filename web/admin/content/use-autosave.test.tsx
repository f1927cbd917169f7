// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { AdminQueryProvider, createAdminQueryClient } from "../shell/query";
import { sessionQueryKey } from "../shell/api/query-keys";
import { readLocalDraft } from "./local-draft";
import { useAutosave } from "./use-autosave";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("saves a change the timer had not saved yet when the editor closes (the owner switched language)", async () => {
  const puts: string[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    if (init.method === "PUT") puts.push(new URL(input, "http://x").pathname);
    return new Response(
      JSON.stringify({
        draft: { document: {}, updatedAt: new Date().toISOString() },
      }),
      { headers: { "content-type": "application/json" } },
    );
  });
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, {
    enabled: true,
    authenticated: true,
    csrfToken: "csrf",
  });
  const { unmount } = renderHook(
    () =>
      useAutosave({
        lang: "pt",
        document: { name: "Ana" },
        version: 1,
        savedVersion: 0,
        markSaved: () => {},
      }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <AdminQueryProvider client={client}>{children}</AdminQueryProvider>
      ),
    },
  );

  unmount();

  await waitFor(() => expect(puts).toEqual(["/api/admin/content/pt/draft"]));
  await waitFor(() => expect(readLocalDraft("pt")).toBeNull());
});

it("does not try again once closed: a change it could not save waits in this browser for the editor to reopen", async () => {
  vi.useFakeTimers();
  const puts: string[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    if (init.method === "PUT") puts.push(new URL(input, "http://x").pathname);
    throw new TypeError("Failed to fetch");
  });
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, {
    enabled: true,
    authenticated: true,
    csrfToken: "csrf",
  });
  const { unmount } = renderHook(
    () =>
      useAutosave({
        lang: "pt",
        document: { name: "Ana" },
        version: 1,
        savedVersion: 0,
        markSaved: () => {},
      }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <AdminQueryProvider client={client}>{children}</AdminQueryProvider>
      ),
    },
  );

  unmount();
  await vi.advanceTimersByTimeAsync(60_000);

  expect(puts).toEqual(["/api/admin/content/pt/draft"]);
  expect(readLocalDraft("pt")?.document).toEqual({ name: "Ana" });
});
