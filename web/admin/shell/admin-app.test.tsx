// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it } from "vitest";
import { AdminApp } from "./admin-app";
import { serveApiInTests } from "../testing/api-server";
import { fakeAdminApi, pendingTestimonial } from "../testing/fake-admin-api";

serveApiInTests();

let api: ReturnType<typeof fakeAdminApi>;

beforeEach(() => {
  api = fakeAdminApi([
    pendingTestimonial("00000000-0000-4000-8000-000000000001", "Ana Lima"),
    pendingTestimonial("00000000-0000-4000-8000-000000000002", "Bo Chen"),
  ]);
});

afterEach(() => {
  cleanup();
});

/** A status tab showing its count (jsdom joins the label and the count without a space). */
const tabWithCount = (label: string, count: number) =>
  screen.findByRole("tab", {
    name: new RegExp(`^${label}\\s*\\(${count}\\)$`),
  });

const card = (name: string) => screen.findByRole("article", { name });

async function approve(name: string) {
  const user = userEvent.setup();
  await user.click(
    within(await card(name)).getByRole("button", { name: "Approve" }),
  );
}

it("fetches the list again after an action: the card leaves and the counts move", async () => {
  render(<AdminApp />);
  expect(await tabWithCount("Pending", 2)).toBeTruthy();
  await approve("Ana Lima");
  expect(await tabWithCount("Approved", 1)).toBeTruthy();
  expect(await tabWithCount("Pending", 1)).toBeTruthy();
  expect(screen.queryByRole("article", { name: "Ana Lima" })).toBeNull();
  expect(screen.getByRole("article", { name: "Bo Chen" })).toBeTruthy();
  expect(
    api.calls.filter(
      (c) => c === "GET /api/admin/testimonials?status=pending&page=1",
    ),
  ).toHaveLength(2);
});

it("shows the sign-in screen when a list query answers 401", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await card("Ana Lima");
  api.endSession();
  await user.click(screen.getByRole("tab", { name: /Approved/ }));
  expect(
    await screen.findByText("Your session has ended. Sign in again."),
  ).toBeTruthy();
  expect(screen.getByLabelText("Password")).toBeTruthy();
  expect(screen.queryByRole("tabpanel")).toBeNull();
});

it("shows the sign-in screen when an action answers 401", async () => {
  render(<AdminApp />);
  await card("Ana Lima");
  api.endSession();
  await approve("Ana Lima");
  expect(
    await screen.findByText("Your session has ended. Sign in again."),
  ).toBeTruthy();
  expect(screen.getByLabelText("Password")).toBeTruthy();
});
