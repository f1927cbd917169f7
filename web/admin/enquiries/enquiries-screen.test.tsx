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
import { http } from "msw";
import { afterEach, beforeEach, expect, it } from "vitest";
import { AdminApp } from "../shell/admin-app";
import { apiServer, serveApiInTests } from "../testing/api-server";
import { fakeAdminApi } from "../testing/fake-admin-api";
import { fakeEnquiriesApi, newEnquiry } from "../testing/fake-enquiries-api";

serveApiInTests();

const ANA = "00000000-0000-4000-8000-00000000000a";
const BO = "00000000-0000-4000-8000-00000000000b";
let api: ReturnType<typeof fakeEnquiriesApi>;
let followed: string[];
const follow = (event: MouseEvent) => {
  const link = (event.target as Element).closest("a");
  if (!link?.href.startsWith("mailto:")) return;
  event.preventDefault(); // jsdom cannot open a mail program
  followed.push(link.href);
};

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/admin/enquiries");
  fakeAdminApi([]);
  api = fakeEnquiriesApi([
    newEnquiry(ANA, "Ana Lima", { createdAt: "2026-11-21T09:00:00.000Z" }),
    newEnquiry(BO, "Bo Chen", { lang: "pt" }),
  ]);
  followed = [];
  document.addEventListener("click", follow);
});

afterEach(() => {
  cleanup();
  document.removeEventListener("click", follow);
});

const card = (name: string) => screen.findByRole("article", { name });
const changes = () =>
  api.calls.filter((call) => call.startsWith("PATCH /api/admin/enquiries/"));
const toast = () =>
  screen
    .getAllByRole("status")
    .find((region) => within(region).queryByRole("button", { name: "Undo" }));

it("shows the unread count on the tab and marks unread enquiries in words", async () => {
  render(<AdminApp />);
  await card("Ana Lima");
  const tab = screen.getByRole("tab", { name: "Enquiries, 2 unread" });
  expect(tab.getAttribute("aria-selected")).toBe("true");
  const names = (await screen.findAllByRole("article")).map((each) =>
    each.getAttribute("aria-labelledby"),
  );
  expect(names).toEqual([`e-${ANA}-name`, `e-${BO}-name`]);
  expect(within(await card("Ana Lima")).getByText("Unread")).toBeTruthy();
  expect(within(await card("Bo Chen")).getByText(/in Portuguese/)).toBeTruthy();
});

it("opens an enquiry with all of it, marks it read, and Undo marks it unread again", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const ana = await card("Ana Lima");
  await user.click(within(ana).getByRole("button", { name: "Open" }));
  const close = within(ana).getByRole("button", { name: "Close" });
  expect(close.getAttribute("aria-expanded")).toBe("true");
  const details = document.getElementById(
    close.getAttribute("aria-controls")!,
  )!;
  const text = details.textContent;
  for (const part of [
    "ana@example.com",
    "Acme",
    "Other parties involved (for the conflict check)",
    "Beta Ltd",
    "We need advice on a supply contract.",
    "21 Nov 2026, 09:00 UTC",
    "English",
  ])
    expect(text).toContain(part);

  await waitFor(() =>
    expect(toast()?.textContent).toContain("Marked read: Ana Lima."),
  );
  expect(
    await screen.findByRole("tab", { name: "Enquiries, 1 unread" }),
  ).toBeTruthy();
  expect(within(ana).queryByText("Unread")).toBeNull();

  await user.click(within(toast()!).getByRole("button", { name: "Undo" }));
  expect(
    await screen.findByText("Undone: Ana Lima is unread again."),
  ).toBeTruthy();
  expect(
    await screen.findByRole("tab", { name: "Enquiries, 2 unread" }),
  ).toBeTruthy();
  expect(changes()).toHaveLength(2);
});

it("works from the keyboard: j and k move, Enter opens, h marks handled, u undoes, r replies, ? lists the keys", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  // The tab focuses its first enquiry when it opens.
  await waitFor(async () =>
    expect(document.activeElement).toBe(await card("Ana Lima")),
  );
  await user.keyboard("j");
  expect(document.activeElement).toBe(await card("Bo Chen"));
  await user.keyboard("k");
  expect(document.activeElement).toBe(await card("Ana Lima"));

  await user.keyboard("{Enter}");
  await waitFor(() =>
    expect(toast()?.textContent).toContain("Marked read: Ana Lima."),
  );
  await user.keyboard("h");
  await waitFor(() =>
    expect(toast()?.textContent).toContain("Marked handled: Ana Lima."),
  );
  const ana = await card("Ana Lima");
  expect(within(ana).getByText("Handled")).toBeTruthy();
  expect(within(ana).getByRole("button", { name: "Reopen" })).toBeTruthy();
  expect(document.activeElement).toBe(ana);

  await user.keyboard("u");
  expect(
    await screen.findByText("Undone: Ana Lima is open again."),
  ).toBeTruthy();
  expect(within(ana).queryByText("Handled")).toBeNull();
  expect(document.activeElement).toBe(ana);

  await user.keyboard("r");
  expect(followed).toHaveLength(1);
  expect(followed[0]).toMatch(/^mailto:ana@example\.com\?subject=Re%3A/);

  await user.keyboard("o");
  expect(within(ana).getByRole("button", { name: "Open" })).toBeTruthy();

  await user.keyboard("?");
  const keys = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
  expect(within(keys).getByText("Mark handled, or reopen")).toBeTruthy();
  await user.click(within(keys).getByRole("button", { name: "Close" }));
  expect(changes()).toEqual([
    `PATCH /api/admin/enquiries/${ANA}`,
    `PATCH /api/admin/enquiries/${ANA}`,
    `PATCH /api/admin/enquiries/${ANA}`,
  ]);
});

it("leaves Enter on a button to the button", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const bo = await card("Bo Chen");
  act(() => within(bo).getByRole("button", { name: "Mark handled" }).focus());
  await user.keyboard("{Enter}");
  await waitFor(() =>
    expect(toast()?.textContent).toContain("Marked handled: Bo Chen."),
  );
  expect(within(bo).getByRole("button", { name: "Open" })).toBeTruthy();
});

it("follows the Testimonials tab's shortcuts setting", async () => {
  localStorage.setItem("admin-keyboard-shortcuts", "off");
  const user = userEvent.setup();
  render(<AdminApp />);
  const ana = await card("Ana Lima");
  act(() => ana.focus());
  await user.keyboard("hj?");
  expect(document.activeElement).toBe(ana);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(changes()).toHaveLength(0);
  // One setting for both tabs: turned on here, on there too.
  await user.click(
    within(screen.getByRole("tabpanel", { name: /Enquiries/ })).getByRole(
      "checkbox",
      { name: "Keyboard shortcuts" },
    ),
  );
  await user.click(screen.getByRole("tab", { name: "Testimonials" }));
  expect(
    within(screen.getByRole("tabpanel", { name: "Testimonials" })).getByRole(
      "checkbox",
      { name: "Keyboard shortcuts" },
    ),
  ).toHaveProperty("checked", true);
});

it("asks before deleting or anonymising, then focuses the next enquiry", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await user.click(
    within(await card("Bo Chen")).getByRole("button", { name: "Anonymise" }),
  );
  const ask = screen.getByRole("dialog", { name: "Anonymise this enquiry?" });
  await user.click(within(ask).getByRole("button", { name: "Anonymise" }));
  const anonymised = await card("Anonymised");
  expect(within(anonymised).queryByRole("link", { name: "Reply" })).toBeNull();
  expect(await screen.findByText("Anonymised.")).toBeTruthy();

  await user.click(
    within(await card("Ana Lima")).getByRole("button", { name: "Delete" }),
  );
  const sure = screen.getByRole("dialog", { name: "Delete permanently?" });
  expect(sure.textContent).toContain("the enquiry from Ana Lima");
  await user.click(within(sure).getByRole("button", { name: "Cancel" }));
  expect(api.calls.some((call) => call.startsWith("DELETE"))).toBe(false);

  await user.click(
    within(await card("Ana Lima")).getByRole("button", { name: "Delete" }),
  );
  await user.click(
    within(
      screen.getByRole("dialog", { name: "Delete permanently?" }),
    ).getByRole("button", { name: "Delete permanently" }),
  );
  await waitFor(() =>
    expect(screen.queryByRole("article", { name: "Ana Lima" })).toBeNull(),
  );
  await waitFor(() => expect(document.activeElement).toBe(anonymised));
});

it("says when there are no enquiries yet, and names no count", async () => {
  apiServer.use(
    http.get("/api/admin/enquiries", () =>
      Response.json({ enquiries: [], unread: 0 }),
    ),
  );
  render(<AdminApp />);
  expect(await screen.findByText(/No enquiries yet/)).toBeTruthy();
  expect(screen.getByRole("tab", { name: "Enquiries" })).toBeTruthy();
});

it("shows the server's error when the list cannot be read", async () => {
  apiServer.use(
    http.get("/api/admin/enquiries", () =>
      Response.json({ error: "The store is read-only" }, { status: 409 }),
    ),
  );
  render(<AdminApp />);
  expect((await screen.findByRole("alert")).textContent).toBe(
    "The store is read-only",
  );
});
