// The content editor stays out of the way: its bar (actions and state) stays
// at the top while the owner scrolls the long form, a section list follows
// her, sections fold, and a list entry's buttons say which entry they move.
import type { Locator, Page } from "@playwright/test";
import {
  publishFromEditor,
  signInAdmin,
  withAdminServer,
} from "./admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const KEY = "e2e-editor-bar-key";
const PASSWORD = "e2e editor bar password 4k8v";

const test = withAdminServer(KEY, PASSWORD);

const region = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });

async function openEditor(page: Page) {
  await signInAdmin(page, PASSWORD, "/admin/content");
  await expect(region(page, "Identity")).toBeVisible();
}

/** Where a locator's box starts and ends, in the window. */
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The element sits below the bar, not under it. */
async function expectBelowBar(page: Page, locator: Locator) {
  const bar = await box(region(page, "Publishing"));
  const element = await box(locator);
  expect(element.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
}

test.describe("the content editor's bar and section list", () => {
  test("the bar stays in view down to the last section, saying unsaved, saved, then published", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openEditor(page);
    const bar = region(page, "Publishing");
    const state = bar.getByRole("status").first();
    // It opens on the server's draft or on the live content, and says which.
    await expect(state).toHaveText(
      /^(Published .*\d\d:\d\d|Draft saved .*\d\d:\d\d, not published)$/,
    );

    const headings = region(page, "Headings");
    await headings.evaluate((element) =>
      element.scrollIntoView({ block: "end" }),
    );
    await expect(headings).toBeInViewport();
    await expect(bar).toBeInViewport();
    expect((await box(bar)).y).toBeLessThanOrEqual(1);
    // The bar is opaque: what scrolls under it does not show through.
    expect(
      await bar.evaluate(
        (element) => getComputedStyle(element).backgroundColor,
      ),
    ).not.toMatch(/rgba\(.*, 0\)$|transparent/);

    await headings
      .getByRole("textbox", { name: "Booking button", exact: true })
      .fill("Book a first call");
    await expect(state).toHaveText("Unsaved changes");
    await expect(state).toHaveText(
      /^Draft saved at \d\d:\d\d, not published$/,
      {
        timeout: 15_000,
      },
    );

    // A field focused far above lands below the bar, not under it.
    const name = region(page, "Identity").getByRole("textbox", {
      name: "Name",
      exact: true,
    });
    await name.focus();
    await expect(name).toBeInViewport();
    await expectBelowBar(page, name);

    await headings.evaluate((element) =>
      element.scrollIntoView({ block: "end" }),
    );
    await publishFromEditor(page);
    await expect(bar).toBeInViewport();
  });

  test("on a phone the bar keeps one row: the state, Publish and More, which unfolds the other actions", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the phone's layout");
    test.setTimeout(90_000); // axe reads the whole long form
    await openEditor(page);
    const bar = region(page, "Publishing");
    const publish = bar.getByRole("button", { name: "Publish", exact: true });
    const more = bar.getByRole("button", { name: "More" });
    const preview = bar.getByRole("button", { name: "Preview", exact: true });
    await expect(publish).toBeVisible();
    await expect(preview).toBeHidden();
    const state = await box(bar.getByRole("status").first());
    const row = await box(publish);
    // One row: the state beside Publish, and the bar a small part of the screen.
    expect(
      Math.abs(state.y + state.height / 2 - (row.y + row.height / 2)),
    ).toBeLessThan(4);
    expect((await box(bar)).height).toBeLessThan(
      page.viewportSize()!.height / 8,
    );

    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "Preview",
      "Preview at phone width",
      "Preview CV (PDF)",
      "Save version",
      "Discard draft",
    ])
      await expect(
        bar.getByRole("button", { name, exact: true }),
      ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute("aria-expanded", "false");
  });

  test("the section list jumps to a section, then follows the scroll", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "beside the form on a wide screen only");
    await openEditor(page);
    const sections = page.getByRole("navigation", { name: "Sections" });
    const link = (name: string) =>
      sections.getByRole("link", { name, exact: true });
    await expect(link("Identity")).toHaveAttribute("aria-current", "location");

    await link("Experience").click();
    const experience = page.getByRole("heading", {
      name: "Experience",
      exact: true,
    });
    await expect(experience).toBeInViewport();
    await expectBelowBar(page, experience);
    await expect(link("Experience")).toHaveAttribute(
      "aria-current",
      "location",
    );

    await region(page, "Testimonials").evaluate((element) =>
      element.scrollIntoView({ block: "start" }),
    );
    await expect(link("Testimonials")).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect(link("Experience")).not.toHaveAttribute("aria-current");
    // The list stays beside the form while it scrolls.
    await expect(sections).toBeInViewport();
  });

  test("a folded section stays folded after a reload and opens for an address naming its field", async ({
    page,
  }) => {
    await openEditor(page);
    const fold = region(page, "Identity").getByRole("button", {
      name: "Identity",
      exact: true,
    });
    await fold.click();
    await expect(fold).toHaveAttribute("aria-expanded", "false");
    const name = page.locator("#content-en-name");
    await expect(name).toBeHidden();

    await page.reload();
    await expect(fold).toHaveAttribute("aria-expanded", "false");
    await expect(name).toBeHidden();

    // The address another language's "Still sample" link opens.
    await page.goto("/admin/content#content-en-name");
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    await expect(name).toBeFocused();
  });

  test("a list entry's buttons name the entry by position and title", async ({
    page,
  }) => {
    await openEditor(page);
    const expertise = region(page, "Expertise");
    const second = expertise.getByRole("group", { name: "Core area 2" });
    const title = await second
      .getByRole("textbox", { name: "Title", exact: true })
      .inputValue();
    expect(title).not.toBe("");
    for (const name of [
      `Move core area 2, '${title}', up`,
      `Move core area 2, '${title}', down`,
      `Remove core area 2, '${title}'`,
    ])
      await expect(
        second.getByRole("button", { name, exact: true }),
      ).toBeVisible();

    // They sit at the entry's top, above its fields.
    const up = await box(
      second.getByRole("button", { name: `Move core area 2, '${title}', up` }),
    );
    const field = await box(
      second.getByRole("textbox", { name: "Title", exact: true }),
    );
    expect(up.y).toBeLessThan(field.y);
  });

  for (const colorScheme of ["light", "dark"] as const)
    test(`the Content tab is axe clean in the ${colorScheme} theme`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({ colorScheme, baseURL });
      const page = await context.newPage();
      try {
        await openEditor(page);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });
});
