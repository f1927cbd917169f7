// The Enquiries tab: an enquiry sent through the public call arrives unread
// and counted on the tab, opens whole (and read), is marked handled with the
// keyboard and undone; axe on the tab in both themes.
import type { APIRequestContext, Page } from "@playwright/test";
import { signInAdmin, uniqueName, withAdminServer } from "./admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const PASSWORD = "e2e enquiries password 7k2w";

const test = withAdminServer("e2e-enquiries-key", PASSWORD);
const signIn = (page: Page) => signInAdmin(page, PASSWORD, "/admin/enquiries");
const toast = (page: Page) =>
  page
    .getByRole("status")
    .filter({ has: page.getByRole("button", { name: "Undo" }) });

/** An enquiry, sent as the page's form sends it. */
async function sendEnquiry(request: APIRequestContext, name: string) {
  const res = await request.post("/api/enquiry", {
    data: {
      name,
      email: "client@example.com",
      company: "Acme",
      otherParties: "Beta Ltd",
      message: `A question about a lease from ${name}.`,
      acknowledged: true,
      lang: "en",
    },
  });
  expect(res.status()).toBe(201);
}

// One server per worker: the unread count is the tests' own only in order.
test.describe.configure({ mode: "default" });

test("an enquiry arrives unread and counted, opens whole, is marked handled with h and undone with u", async ({
  page,
  request,
}) => {
  const first = uniqueName("Enquirer");
  const second = uniqueName("Enquirer");
  await sendEnquiry(request, first);
  await sendEnquiry(request, second);
  await signIn(page);
  const tab = page.getByRole("tab", { name: /^Enquiries, \d+ unread$/ });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const unread = Number(
    /(\d+) unread/.exec((await tab.getAttribute("aria-label"))!)![1],
  );
  expect(unread).toBeGreaterThanOrEqual(2);

  // Newest first, focused as the tab opens.
  const newest = page.getByRole("article", { name: second, exact: true });
  await expect(newest).toBeFocused();
  await expect(newest.getByText("Unread", { exact: true })).toBeVisible();
  await page.keyboard.press("j");
  const older = page.getByRole("article", { name: first, exact: true });
  await expect(older).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(older).toContainText(
    "Other parties involved (for the conflict check)",
  );
  await expect(older).toContainText("Beta Ltd");
  await expect(older).toContainText("client@example.com");
  await expect(toast(page)).toContainText(`Marked read: ${first}.`);
  await expect(
    page.getByRole("tab", { name: `Enquiries, ${unread - 1} unread` }),
  ).toBeVisible();
  await expect(older.getByRole("link", { name: "Reply" })).toHaveAttribute(
    "href",
    /^mailto:client@example\.com\?subject=Re%3A%20Your%20enquiry&body=/,
  );

  await page.keyboard.press("h");
  await expect(toast(page)).toContainText(`Marked handled: ${first}.`);
  await expect(older.getByText("Handled", { exact: true })).toBeVisible();
  await expect(older).toBeFocused();
  await page.keyboard.press("u");
  await expect(page.getByText(`Undone: ${first} is open again.`)).toBeVisible();
  await expect(older.getByText("Handled", { exact: true })).toHaveCount(0);
  await expect(
    older.getByRole("button", { name: "Mark handled" }),
  ).toBeVisible();
  await expect(older).toBeFocused();

  // After a reload the server says the same.
  await page.reload();
  await expect(
    page.getByRole("tab", { name: `Enquiries, ${unread - 1} unread` }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("article", { name: first, exact: true })
      .getByRole("button", { name: "Mark handled" }),
  ).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const)
  test(`the Enquiries tab is axe clean in the ${colorScheme} theme, an enquiry opened`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const name = uniqueName("Axe");
    await sendEnquiry(request, name);
    const context = await browser.newContext({ colorScheme, baseURL });
    const page = await context.newPage();
    try {
      await signIn(page);
      const item = page.getByRole("article", { name, exact: true });
      await item.getByRole("button", { name: "Open" }).click();
      await expect(item.getByRole("button", { name: "Close" })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
