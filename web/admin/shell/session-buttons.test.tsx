// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { AdminApp } from "./admin-app";
import { fakeAdminApi, pendingTestimonial } from "../testing/fake-admin-api";

let api: ReturnType<typeof fakeAdminApi>;

beforeEach(() => {
  api = fakeAdminApi([
    pendingTestimonial("00000000-0000-4000-8000-000000000001", "Ana Lima"),
  ]);
  vi.stubGlobal("fetch", api.fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("signs out everywhere and says so on the sign-in screen", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await user.click(
    await screen.findByRole("button", { name: "Sign out everywhere" }),
  );
  expect(
    await screen.findByText(
      "You have signed out everywhere: every browser must sign in again.",
    ),
  ).toBeTruthy();
  expect(screen.getByLabelText("Password")).toBeTruthy();
  expect(api.calls).toContain("POST /api/admin/logout-everywhere");
});

it("stays signed in and says why when the server could not sign out everywhere", async () => {
  const user = userEvent.setup();
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
    input.endsWith("/logout-everywhere")
      ? Promise.resolve(
          Response.json(
            { error: "The store is unavailable. Try again shortly." },
            { status: 503 },
          ),
        )
      : api.fetch(input, init),
  );
  render(<AdminApp />);
  await user.click(
    await screen.findByRole("button", { name: "Sign out everywhere" }),
  );
  expect((await screen.findByRole("alert")).textContent).toBe(
    "Not signed out everywhere: The store is unavailable. Try again shortly.",
  );
  expect(screen.getByRole("article", { name: "Ana Lima" })).toBeTruthy();
});
