// Test support: the Content tab signed in, over the handlers the test's fake
// API added, and the set-up every test file of the editor shares.
import {
  cleanup,
  configure,
  render,
  screen,
  within,
} from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { serveApiInTests } from "../../testing/api-server";
import { AdminQueryProvider, createAdminQueryClient } from "../../shell/query";
import { sessionQueryKey } from "../../shell/api/query-keys";
import { ContentScreen } from "../content-screen";
import { fakeContentApi, type FakeContentApi } from "./fake-content-api";

// Role queries compute every candidate's accessible name: slow over this many controls in jsdom.
export const SLOW = 60_000;

/**
 * Sets up the calling test file for the editor: each test gets a fresh fake
 * API (see `fakeContentApi`; the object returned stands for the current
 * test's) and no local draft, and is unmounted, with real timers back, after.
 */
export function setUpContentScreenTests(): FakeContentApi {
  // The form has some 300 controls: checking each one's visibility (computed
  // styles up the tree) makes every role query take seconds in jsdom. Nothing
  // in this form is hidden by CSS, so skip that check. On a loaded machine a
  // render after a round trip can take seconds: wait up to 10.
  configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });
  serveApiInTests();
  const api = {} as FakeContentApi;
  beforeEach(() => {
    localStorage.clear();
    Object.assign(api, fakeContentApi());
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  return api;
}

/** The form's sections are regions named by their headings. */
export const region = (name: string) =>
  within(screen.getByRole("region", { name }));

/** The admin's data layer with the session signed in, around what a test renders. */
export function SignedIn({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const signedIn = createAdminQueryClient();
    signedIn.setQueryData(sessionQueryKey, {
      enabled: true,
      authenticated: true,
    });
    return signedIn;
  });
  return <AdminQueryProvider client={client}>{children}</AdminQueryProvider>;
}

/** Resolves once the form is on screen, with queries of its first section ("Identity"). */
export async function renderContentScreen() {
  render(<ContentScreen lang="en" />, { wrapper: SignedIn });
  return within(await screen.findByRole("region", { name: "Identity" }));
}
