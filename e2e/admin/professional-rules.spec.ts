// The Settings tab's "Professional rules" panel against the real server:
// choosing Portugal hides testimonials by default, the owner's override is
// dated today by the server and shown in the summary, a reload keeps it,
// and the panel is axe clean in both themes. The settings go back to the
// defaults at the end, through the admin API.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesChange,
} from "../../core/api/professional-rules";
import { signInAdmin, withAdminServer } from "./admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const PASSWORD = "e2e professional rules password 4h8v";

const test = withAdminServer("e2e-professional-rules-key", PASSWORD);

/** Puts the settings back to the defaults, signed in through the API. */
async function resetRules(request: APIRequestContext, origin: string) {
  const login = await request.post("/api/admin/login", {
    headers: { origin },
    data: { password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const defaults: ProfessionalRulesChange = {
    ...PROFESSIONAL_RULES_DEFAULTS,
    overrides: {},
  };
  const res = await request.put("/api/admin/professional-rules", {
    headers: { origin, "x-csrf-token": csrfToken },
    data: defaults,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const panel = (page: Page) =>
  page.getByRole("region", { name: "Professional rules" });
const summary = (page: Page) =>
  panel(page).getByRole("list", { name: "The rules the site applies" });

async function save(page: Page) {
  await panel(page)
    .getByRole("button", { name: "Save professional rules" })
    .click();
  await expect(panel(page).getByRole("status")).toHaveText("Saved.");
}

test("Portugal hides testimonials by default; the owner's override is dated today, kept on reload, axe clean in both themes", async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  try {
    await signInAdmin(page, PASSWORD, "/admin/settings");
    await expect(panel(page)).toContainText("This is not legal advice");
    await panel(page)
      .getByRole("checkbox", { name: "Portugal (Ordem dos Advogados)" })
      .check();
    await save(page);
    await expect(summary(page)).toContainText(
      "Testimonials are hidden; the Portugal preset hides them by default.",
    );

    await panel(page)
      .getByRole("combobox", { name: "Testimonials on the site" })
      .selectOption({ label: "Shown with a results disclaimer" });
    await save(page);
    // Today as the browser writes it, in its own time zone.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
      }).format(new Date()),
    );
    const chosen = `Testimonials are shown with a results disclaimer; the Portugal preset hides them by default; you chose to show them with a results disclaimer on ${today}.`;
    await expect(summary(page)).toContainText(chosen);

    await page.reload();
    await expect(summary(page)).toContainText(chosen);
    await expect(
      panel(page).getByRole("combobox", { name: "Testimonials on the site" }),
    ).toHaveValue("with-disclaimer");
    await expect(
      panel(page).getByRole("group", { name: "Testimonials" }),
    ).toContainText(`Your choice since ${today}.`);

    await panel(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(summary(page)).toContainText(chosen);
    await expectNoAxeViolations(page);
  } finally {
    await resetRules(request, server.url);
  }
});
