// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { http } from "msw";
import { afterEach, expect, it, vi } from "vitest";
import { apiServer, serveApiInTests } from "../testing/api-server";
import { readLocalDraft } from "./local-draft";
import { SignedIn } from "./testing/render-content-screen";
import { useAutosave } from "./use-autosave";

serveApiInTests();

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/**
 * Opens the autosave with a change (in Portuguese) it has not saved yet and
 * closes it at once, the server answering each PUT with `answer`; returns
 * the paths the PUTs went to.
 */
function closeWithUnsavedChange(answer: () => Response) {
  const puts: string[] = [];
  apiServer.use(
    http.put("/api/admin/*", ({ request }) => {
      puts.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  const { unmount } = renderHook(
    () =>
      useAutosave({
        lang: "pt",
        document: { name: "Ana" },
        version: 1,
        savedVersion: 0,
        markSaved: () => {},
      }),
    { wrapper: SignedIn },
  );
  unmount();
  return puts;
}

it("saves a change the timer had not saved yet when the editor closes (the owner switched language)", async () => {
  const puts = closeWithUnsavedChange(() =>
    Response.json({
      draft: { document: {}, updatedAt: new Date().toISOString() },
    }),
  );

  await waitFor(() => expect(puts).toEqual(["/api/admin/content/pt/draft"]));
  await waitFor(() => expect(readLocalDraft("pt")).toBeNull());
});

it("does not try again once closed: a change it could not save waits in this browser for the editor to reopen", async () => {
  vi.useFakeTimers();
  const puts = closeWithUnsavedChange(() => Response.error());
  await vi.advanceTimersByTimeAsync(60_000);

  expect(puts).toEqual(["/api/admin/content/pt/draft"]);
  expect(readLocalDraft("pt")?.document).toEqual({ name: "Ana" });
});
