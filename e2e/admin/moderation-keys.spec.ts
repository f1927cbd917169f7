import type { APIRequestContext, Page } from "@playwright/test";
import {
  signInAdmin,
  submitTestimonial,
  testimonialCard,
  uniqueName,
  withAdminServer,
} from "./admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const KEY = "e2e-keys-key";
const PASSWORD = "e2e keys password 4h8q";

const test = withAdminServer(KEY, PASSWORD);
const unique = uniqueName;
const submit = (request: APIRequestContext, name: string) =>
  submitTestimonial(request, KEY, name);
const signIn = (page: Page, path?: string) => signInAdmin(page, PASSWORD, path);
const card = testimonialCard;
const toast = (page: Page) =>
  page
    .getByRole("status")
    .filter({ has: page.getByRole("button", { name: "Undo" }) });

test.describe("moderation keys", () => {
  test("approves with a, undoes with u, approves again; the toast goes after six seconds", async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000);
    const name = unique("Keys");
    await submit(request, name);
    await signIn(page);
    const item = card(page, name);
    await item.focus();
    await expect(item).toBeFocused();
    // The current item's focus ring is visible.
    const outline = await item.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);

    await page.keyboard.press("a");
    await expect(toast(page)).toContainText(`Approved: ${name}.`);
    await expect(item).toHaveCount(0);

    // Undo right away: the toast and its key last six seconds, and a busy
    // machine's axe run can take longer than that.
    await page.keyboard.press("u");
    await expect(item).toBeFocused();
    await expect(
      page.getByText(`Undone: ${name} is pending again.`),
    ).toBeVisible();
    await expect(toast(page)).toHaveCount(0);

    await page.keyboard.press("a");
    await expect(toast(page)).toContainText(`Approved: ${name}.`);
    await expect(item).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect(toast(page)).toHaveCount(0, { timeout: 8_000 });
    await page.getByRole("tab", { name: /Approved/ }).click();
    await expect(card(page, name)).toBeVisible();
  });

  test("j and k move between items; ? lists the keys", async ({
    page,
    request,
  }) => {
    const first = unique("First");
    const second = unique("Second");
    await submit(request, first);
    await submit(request, second);
    await signIn(page);
    await card(page, first).focus();
    await page.keyboard.press("j");
    await expect(card(page, second)).toBeFocused();
    await page.keyboard.press("k");
    await expect(card(page, first)).toBeFocused();
    await page.keyboard.press("?");
    const keys = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(keys).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(keys).toBeHidden();
  });

  test("with Keyboard shortcuts off, keys do nothing, and it stays off after a reload", async ({
    page,
    request,
  }) => {
    const name = unique("Off");
    await submit(request, name);
    await signIn(page);
    const shortcuts = page.getByRole("checkbox", {
      name: "Keyboard shortcuts",
    });
    await expect(shortcuts).toBeChecked();
    await shortcuts.uncheck();
    await card(page, name).focus();
    await page.keyboard.press("a");
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
    await expect(card(page, name)).toBeVisible();
    await page.reload();
    await expect(shortcuts).not.toBeChecked();
    await card(page, name).focus();
    await page.keyboard.press("a");
    await expect(card(page, name)).toBeVisible();
  });

  test("the Invitations tab, with a link just made, passes axe", async ({
    page,
  }) => {
    await signIn(page, "/admin/invitations");
    await expect(
      page.getByRole("heading", { name: "Invitations", level: 1 }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const name = unique("Invited");
    await page.getByLabel("Client's name").fill(name);
    await page
      .getByLabel("Personal note")
      .fill("Thank you for the year's work.");
    await page.getByRole("button", { name: "Create invitation" }).click();
    await expect(
      page.getByRole("heading", { name: `Link for ${name}` }),
    ).toBeFocused();
    await expect(page.getByLabel("Invitation link")).toHaveValue(
      /\/#invite=[A-Za-z0-9_-]{43}$/,
    );
    await expect(page.getByRole("article", { name })).toContainText(
      "Waiting: not opened yet",
    );
    await expectNoAxeViolations(page);
    await page
      .getByRole("article", { name })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expect(page.getByRole("article", { name })).toContainText("Revoked");
    await expectNoAxeViolations(page);
  });
});
