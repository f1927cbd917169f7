// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, beforeEach, expect, it } from "vitest";
import { AdminApp } from "./admin-app";
import { apiServer, serveApiInTests } from "../testing/api-server";
import { fakeAdminApi, pendingTestimonial } from "../testing/fake-admin-api";

serveApiInTests();

let api: ReturnType<typeof fakeAdminApi>;

beforeEach(() => {
  api = fakeAdminApi([
    pendingTestimonial("00000000-0000-4000-8000-000000000001", "Ana Lima"),
  ]);
});

afterEach(() => {
  cleanup();
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
  apiServer.use(
    http.post("/api/admin/logout-everywhere", () =>
      Response.json(
        { error: "The store is unavailable. Try again shortly." },
        { status: 503 },
      ),
    ),
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
