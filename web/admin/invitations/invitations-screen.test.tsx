// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AdminInvitation } from "../../../core/api/invitations";
import { AdminApp } from "../shell/admin-app";
import { serveApiInTests } from "../testing/api-server";
import { fakeAdminApi, sentInvitation } from "../testing/fake-admin-api";

serveApiInTests();

let api: ReturnType<typeof fakeAdminApi>;
let invitations: AdminInvitation[];
const TESTIMONIAL = "00000000-0000-4000-8000-000000000009";

beforeEach(() => {
  history.replaceState(null, "", "/admin/invitations");
  invitations = [
    sentInvitation("inv-a", "Carla Dias", {
      state: "answered",
      company: "Dias & Filhos",
      answeredAt: "2026-11-22T10:00:00.000Z",
      testimonialId: TESTIMONIAL,
    }),
    sentInvitation("inv-b", "Bo Chen", { state: "opened" }),
    sentInvitation("inv-c", "Dan Reis", { state: "expired" }),
  ];
  api = fakeAdminApi([], { invitations });
});

afterEach(() => {
  cleanup();
});

const invitation = (name: string) => screen.findByRole("article", { name });
const issuedLink = () =>
  screen.getByLabelText("Invitation link") as HTMLInputElement;

it("opens at /admin/invitations, with a link back to the public site", async () => {
  render(<AdminApp />);
  expect(
    await screen.findByRole("heading", { name: "Invitations", level: 1 }),
  ).toBeTruthy();
  expect(
    screen
      .getByRole("tab", { name: "Invitations" })
      .getAttribute("aria-selected"),
  ).toBe("true");
  expect(
    screen.getByRole("link", { name: "View site" }).getAttribute("href"),
  ).toBe("/");
});

it("creates an invitation and shows its link once, to copy or send by e-mail", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await user.type(await screen.findByLabelText("Client's name"), "Ana Lima");
  await user.type(screen.getByLabelText("Company"), "Lima Lda");
  await user.selectOptions(screen.getByLabelText("Relationship"), "Client");
  await user.type(screen.getByLabelText("Personal note"), "Thank you!");
  expect(screen.getByText(/490 of 500 characters left/).textContent).toContain(
    "Shown to the client",
  );
  await user.click(screen.getByRole("button", { name: "Create invitation" }));

  expect(
    await screen.findByRole("heading", { name: "Link for Ana Lima" }),
  ).toBe(document.activeElement);
  const link = issuedLink().value;
  expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/#invite=token1x+$/);
  expect(screen.getByText(/Copy it now/).textContent).toContain(
    "Re-send makes a new link",
  );

  await user.click(screen.getByRole("button", { name: "Copy link" }));
  expect(await screen.findByText("Copied")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe(link);

  const mail = new URL(
    screen.getByRole("link", { name: "Write e-mail" }).getAttribute("href")!,
  );
  expect(mail.protocol).toBe("mailto:");
  const body = mail.searchParams.get("body")!;
  expect(body).toMatch(/^Dear Ana Lima,/);
  expect(body).toContain("Thank you!");
  expect(body).toContain(link);

  // The form is empty again and the list shows the new invitation first.
  expect(screen.getByLabelText("Client's name")).toHaveProperty("value", "");
  const items = within(
    screen.getByRole("region", { name: "Sent invitations" }),
  ).getAllByRole("article");
  expect(within(items[0]!).getByRole("heading").textContent).toBe("Ana Lima");
  expect(items[0]!.textContent).toContain("Waiting: not opened yet");
  expect(api.calls).toContain("POST /api/admin/invitations");
});

it("opens a Portuguese invitation's link at /pt/ and writes its e-mail in Portuguese", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await user.type(await screen.findByLabelText("Client's name"), "Rui Costa");
  await user.selectOptions(screen.getByLabelText("Page language"), "pt");
  await user.clear(screen.getByLabelText("Days the link works"));
  await user.type(screen.getByLabelText("Days the link works"), "7");
  await user.click(screen.getByRole("button", { name: "Create invitation" }));
  await screen.findByRole("heading", { name: "Link for Rui Costa" });
  expect(issuedLink().value).toMatch(/\/pt\/#invite=token1x+$/);
  const body = new URL(
    screen.getByRole("link", { name: "Write e-mail" }).getAttribute("href")!,
  ).searchParams.get("body")!;
  expect(body).toMatch(/^Olá, Rui Costa,/);
  expect(body).toContain("válido até");
});

it("asks for the client's name before sending anything", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await screen.findByLabelText("Client's name");
  await user.click(screen.getByRole("button", { name: "Create invitation" }));
  const name = screen.getByLabelText("Client's name");
  expect(document.activeElement).toBe(name);
  expect(name.getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("Client's name is required.")).toBeTruthy();

  await user.type(name, "Ana");
  await user.clear(screen.getByLabelText("Days the link works"));
  await user.type(screen.getByLabelText("Days the link works"), "181");
  await user.click(screen.getByRole("button", { name: "Create invitation" }));
  expect(
    screen.getByText(
      "Days the link works must be a whole number from 1 to 180.",
    ),
  ).toBeTruthy();
  expect(api.calls).not.toContain("POST /api/admin/invitations");
});

it("lists each invitation's state in words, with a link to an answered one's testimonial", async () => {
  render(<AdminApp />);
  const carla = await invitation("Carla Dias");
  expect(carla.textContent).toContain("Answered");
  expect(carla.textContent).toContain("Dias & Filhos");
  expect(carla.textContent).toContain("Sent20 Nov 2026");
  expect(
    within(carla)
      .getByRole("link", { name: "View testimonial" })
      .getAttribute("href"),
  ).toBe(`/admin?id=${TESTIMONIAL}`);
  expect(within(carla).queryByRole("button")).toBeNull();
  const bo = await invitation("Bo Chen");
  expect(bo.textContent).toContain("Opened, not answered yet");
  expect(bo.textContent).toContain("Works until20 Dec 2026");
  const dan = await invitation("Dan Reis");
  expect(dan.textContent).toContain("Expired");
  expect(within(dan).queryByRole("button", { name: "Revoke" })).toBeNull();
  expect(within(dan).getByRole("button", { name: "Re-send" })).toBeTruthy();
});

it("revokes with one click, and re-sends with a new link", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await user.click(
    within(await invitation("Bo Chen")).getByRole("button", { name: "Revoke" }),
  );
  expect(
    await screen.findByText(
      "Revoked: the link for Bo Chen no longer works. Re-send makes a new one.",
    ),
  ).toBeTruthy();
  const bo = await invitation("Bo Chen");
  expect(bo.textContent).toContain("Revoked");
  expect(document.activeElement).toBe(bo);

  await user.click(within(bo).getByRole("button", { name: "Re-send" }));
  await screen.findByRole("heading", { name: "Link for Bo Chen" });
  expect(issuedLink().value).toMatch(/#invite=token1x+$/);
  expect((await invitation("Bo Chen")).textContent).toContain("Waiting");
  expect(api.calls).toEqual(
    expect.arrayContaining([
      "POST /api/admin/invitations/inv-b/revoke",
      "POST /api/admin/invitations/inv-b/reissue",
    ]),
  );
});

it("shows the server's refusal when the invitation changed meanwhile", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const bo = await invitation("Bo Chen");
  // Answered since the list was fetched: the server refuses the revoke.
  Object.assign(invitations[1]!, { state: "answered" });
  await user.click(within(bo).getByRole("button", { name: "Revoke" }));
  expect(
    await screen.findByText("Failed: The invitation is answered"),
  ).toBeTruthy();
});

it("says so when the browser refuses to copy (an address without HTTPS)", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  await user.click(
    within(await invitation("Dan Reis")).getByRole("button", {
      name: "Re-send",
    }),
  );
  await screen.findByRole("heading", { name: "Link for Dan Reis" });
  vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
    new DOMException("Not allowed", "NotAllowedError"),
  );
  await user.click(screen.getByRole("button", { name: "Copy link" }));
  expect(
    await screen.findByText(
      "Could not copy here: select the link and copy it.",
    ),
  ).toBeTruthy();
});
