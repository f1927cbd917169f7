import type { Page } from "@playwright/test";
import type {
  IssuedInvitation,
  NewInvitation,
} from "../../core/api/invitations";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { content, E2E_ADMIN_PASSWORD } from "../content";
import { withAdminServer } from "../admin/admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const { page: strings, form, invitation: texts } = DICTIONARIES.en;
const NOTE = "Thank you for the merger work.\nA few words would mean a lot.";

// This file's own server per worker: the owner can sign in, and the
// submissions the tests make stay under the hourly limit.
const test = withAdminServer("e2e-invite-key", E2E_ADMIN_PASSWORD);

/** The owner's admin API on `url`, signed in as e2e/admin/admin.spec.ts does (through the API here). */
async function signIn(url: string) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = {
    "content-type": "application/json",
    cookie: login.headers.get("set-cookie")!.split(";")[0]!,
    "x-csrf-token": csrfToken,
    origin: url,
  };
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/api/admin${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
}

let counter = 0;
/** A new invitation for a client of a name no other test uses. */
async function invite(url: string, overrides: Partial<NewInvitation> = {}) {
  const admin = await signIn(url);
  const name = `Ana Lima ${process.pid}-${++counter}`;
  const issued = await admin<IssuedInvitation>("/invitations", {
    name,
    company: "Lima & Filhos",
    relationship: "Partner",
    note: NOTE,
    lang: "en",
    expiresInDays: 7,
    ...overrides,
  });
  return { admin, name, ...issued };
}

const nameField = (page: Page) => page.getByLabel(form.name, { exact: true });

/** The message a link that does not work shows, over the ordinary, empty form. */
async function expectNotWorking(page: Page, message = texts.invalid) {
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole("form", { name: form.title })).toBeVisible();
  await expect(nameField(page)).toHaveValue("");
  await expect(page.getByText(NOTE.split("\n")[0]!)).toHaveCount(0);
}

test("an invitation link opens the form filled in under the owner's note, and the testimonial arrives invited", async ({
  page,
  server,
  consoleErrors,
}) => {
  const { admin, name, token, invitation } = await invite(server.url);
  await page.goto(`/#invite=${token}`);

  const note = page.getByRole("figure");
  await expect(note).toContainText(`A note from ${content.name}`);
  await expect(note).toContainText("Thank you for the merger work.");
  // The fragment is gone from the address bar, so the link is not passed on by accident.
  await expect.poll(() => new URL(page.url()).hash).toBe("");
  await expect(nameField(page)).toHaveValue(name);
  await expect(page.getByLabel(form.company)).toHaveValue("Lima & Filhos");
  await expect(page.getByLabel(form.relationship)).toHaveValue("Partner");
  await expect(
    page.getByLabel(form.testimonial, { exact: true }),
  ).toBeFocused();
  await expect(note).toBeInViewport();
  await expectNoAxeViolations(page);

  await page
    .getByLabel(form.testimonial, { exact: true })
    .fill("Calm, precise and quick: the merger closed on time.");
  await page.getByLabel(form.consent).check();
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByText(form.toast)).toBeVisible();
  await expect(page.getByText(form.toastReviewed)).toBeVisible();
  await expect(note).toHaveCount(0);

  // The owner sees it answered, and once approved the page marks it invited.
  const { items } = await admin<{
    items: { id: string; state: string; testimonialId: string | null }[];
  }>("/invitations");
  const answered = items.find((item) => item.id === invitation.id)!;
  expect(answered.state).toBe("answered");
  await admin(`/testimonials/${answered.testimonialId}/status`, {
    status: "approved",
  });
  await page.goto("/");
  const slide = page
    .getByRole("group")
    .filter({ hasText: "the merger closed on time" });
  await expect(slide.getByText(strings.invited, { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a used link and an unknown one say the link no longer works, and offer the ordinary form", async ({
  page,
  server,
}) => {
  const { token } = await invite(server.url);
  await page.goto(`/#invite=${token}`);
  await expect(nameField(page)).not.toHaveValue("");
  await page
    .getByLabel(form.testimonial, { exact: true })
    .fill("A first answer to the link.");
  await page.getByLabel(form.consent).check();
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByText(form.toast)).toBeVisible();

  await page.goto("about:blank");
  await page.goto(`/#invite=${token}`);
  await expectNotWorking(page);

  await page.goto("about:blank");
  await page.goto(`/#invite=${"x".repeat(43)}`);
  await expectNotWorking(page);
  await expectNoAxeViolations(page);
});

test("on the Portuguese page, a link that does not work says so in Portuguese", async ({
  page,
}) => {
  await page.goto(`/pt/#invite=${"y".repeat(43)}`);
  await expect(
    page.getByText(DICTIONARIES.pt.invitation.invalid),
  ).toBeVisible();
  await expect(
    page.getByLabel(DICTIONARIES.pt.form.name, { exact: true }),
  ).toHaveValue("");
});
