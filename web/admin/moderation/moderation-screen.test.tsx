// @vitest-environment jsdom
import {
  act,
  cleanup,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it } from "vitest";
import { AdminApp } from "../shell/admin-app";
import { serveApiInTests } from "../testing/api-server";
import { fakeAdminApi, pendingTestimonial } from "../testing/fake-admin-api";

serveApiInTests();

let api: ReturnType<typeof fakeAdminApi>;

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/admin");
  api = fakeAdminApi([
    pendingTestimonial("00000000-0000-4000-8000-000000000001", "Ana Lima"),
    pendingTestimonial("00000000-0000-4000-8000-000000000002", "Bo Chen"),
  ]);
});

afterEach(() => {
  cleanup();
});

const card = (name: string) => screen.findByRole("article", { name });
const statusCalls = () =>
  api.calls.filter((call) => call.startsWith("POST /api/admin/testimonials/"));
const toast = () =>
  screen
    .getAllByRole("status")
    .find((region) => within(region).queryByRole("button", { name: "Undo" }));

/** Focus in the list, on a card, as a click on it or the keys j and k leave it. */
async function focusCard(name: string) {
  const element = await card(name);
  act(() => element.focus());
  return element;
}

it("approves at once, and the toast's Undo puts the testimonial back", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await user.click(
    within(await card("Ana Lima")).getByRole("button", { name: "Approve" }),
  );
  expect(screen.queryByRole("dialog")).toBeNull();
  await waitFor(() =>
    expect(toast()?.textContent).toContain("Approved: Ana Lima."),
  );
  expect(screen.queryByRole("article", { name: "Ana Lima" })).toBeNull();
  await user.click(within(toast()!).getByRole("button", { name: "Undo" }));
  expect(await card("Ana Lima")).toBeTruthy();
  expect(
    await screen.findByText("Undone: Ana Lima is pending again."),
  ).toBeTruthy();
  expect(toast()).toBeUndefined();
  expect(document.activeElement).toBe(await card("Ana Lima"));
  expect(statusCalls()).toHaveLength(2);
});

it("moves with j and k, approves with a (focus goes to the next) and undoes with u", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await focusCard("Ana Lima");
  await user.keyboard("j");
  expect(document.activeElement).toBe(await card("Bo Chen"));
  await user.keyboard("j");
  expect(document.activeElement).toBe(await card("Bo Chen"));
  await user.keyboard("k");
  expect(document.activeElement).toBe(await card("Ana Lima"));

  await user.keyboard("a");
  await waitFor(() =>
    expect(screen.queryByRole("article", { name: "Ana Lima" })).toBeNull(),
  );
  await waitFor(async () =>
    expect(document.activeElement).toBe(await card("Bo Chen")),
  );
  expect(toast()?.textContent).toContain("Approved: Ana Lima.");

  await user.keyboard("u");
  await waitFor(async () =>
    expect(document.activeElement).toBe(await card("Ana Lima")),
  );
  expect(statusCalls()).toHaveLength(2);
});

it("rejects with r, opens the edit dialog with e and lists the keys with ?", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await focusCard("Bo Chen");
  await user.keyboard("e");
  const edit = screen.getByRole("dialog", { name: "Edit displayed text" });
  expect(within(edit).getByLabelText("Name")).toHaveProperty(
    "value",
    "Bo Chen",
  );
  // Typing in the dialog's fields is typing, not shortcuts.
  await user.type(within(edit).getByLabelText("Name"), "ar");
  await user.click(within(edit).getByRole("button", { name: "Cancel" }));
  expect(statusCalls()).toHaveLength(0);

  await focusCard("Bo Chen");
  await user.keyboard("?");
  const keys = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
  expect(within(keys).getByText("Approve")).toBeTruthy();
  await user.click(within(keys).getByRole("button", { name: "Close" }));

  await focusCard("Bo Chen");
  await user.keyboard("r");
  await waitFor(() =>
    expect(toast()?.textContent).toContain("Rejected: Bo Chen."),
  );
  expect(statusCalls()).toEqual([
    "POST /api/admin/testimonials/00000000-0000-4000-8000-000000000002/status",
  ]);
});

it("acts on the card holding focus when a key is pressed on one of its buttons", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const bo = await card("Bo Chen");
  act(() => within(bo).getByRole("button", { name: "Edit" }).focus());
  await user.keyboard("a");
  await waitFor(() =>
    expect(toast()?.textContent).toContain("Approved: Bo Chen."),
  );
});

it("ignores the keys outside the list and with a modifier held", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await card("Ana Lima");
  act(() => screen.getByRole("button", { name: "Sign out" }).focus());
  await user.keyboard("a");
  await focusCard("Ana Lima");
  await user.keyboard("{Control>}a{/Control}");
  await user.keyboard("{Alt>}r{/Alt}");
  expect(statusCalls()).toHaveLength(0);
});

it("turns the keys off with the Keyboard shortcuts checkbox, remembered in this browser", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const checkbox = await screen.findByRole("checkbox", {
    name: "Keyboard shortcuts",
  });
  expect(checkbox).toHaveProperty("checked", true);
  await user.click(checkbox);
  await focusCard("Ana Lima");
  await user.keyboard("a");
  await user.keyboard("?");
  expect(statusCalls()).toHaveLength(0);
  expect(screen.queryByRole("dialog")).toBeNull();

  cleanup();
  render(<AdminApp />);
  expect(
    await screen.findByRole("checkbox", { name: "Keyboard shortcuts" }),
  ).toHaveProperty("checked", false);
});

it("still asks before deleting", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await user.click(
    within(await card("Ana Lima")).getByRole("button", { name: "Delete" }),
  );
  const dialog = screen.getByRole("dialog", { name: "Delete permanently?" });
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(await card("Ana Lima")).toBeTruthy();
  expect(api.calls.some((call) => call.startsWith("DELETE"))).toBe(false);
});

it("focuses the first testimonial when the tab opens, so j works at once", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const first = await card("Ana Lima");
  await waitFor(() => expect(document.activeElement).toBe(first));
  await user.keyboard("j");
  expect(document.activeElement).toBe(await card("Bo Chen"));

  // Back from another tab by a click: the first testimonial again.
  await user.click(screen.getByRole("tab", { name: "Settings" }));
  await user.click(screen.getByRole("tab", { name: "Testimonials" }));
  await waitFor(() => expect(document.activeElement).toBe(first));
});

it("keeps focus on the tabs when the arrow keys open the Testimonials tab", async () => {
  history.replaceState(null, "", "/admin/invitations");
  const user = userEvent.setup();
  render(<AdminApp />);
  const invitations = await screen.findByRole("tab", { name: "Invitations" });
  act(() => invitations.focus());
  await user.keyboard("{ArrowLeft}");
  await card("Ana Lima");
  expect(document.activeElement).toBe(
    screen.getByRole("tab", { name: "Testimonials" }),
  );
});
