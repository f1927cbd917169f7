// The owner's professional rules on the real server, set through the admin
// API as the owner's settings screen sets them: a bar that hides
// testimonials removes the section and its form in both languages and
// empties the list call, leaving the CV downloads alone; an override brings
// them back with the results disclaimer; New York labels the home page.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesChange,
} from "../../core/api/professional-rules";
import {
  ATTORNEY_ADVERTISING,
  RESULTS_DISCLAIMER,
} from "../../core/professional-rules/presets";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { withAdminServer } from "../admin/admin-helpers";
import { E2E_ADMIN_PASSWORD } from "../content";
import { expect, expectNoAxeViolations } from "../fixtures";

const KEY = "rules-e2e-key";
const test = withAdminServer(KEY, E2E_ADMIN_PASSWORD);
const LIST = "/rest/v1/testimonials_public?select=*&order=created_at.desc";

/** Replaces the professional rules, signed in as the owner through the admin API. */
async function setRules(url: string, change: Partial<ProfessionalRulesChange>) {
  const origin = { origin: url };
  const login = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...origin },
    body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
  });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const saved = await fetch(`${url}/api/admin/professional-rules`, {
    method: "PUT",
    headers: {
      "content-type": "application/json",
      cookie: login.headers.get("set-cookie")!.split(";")[0]!,
      "x-csrf-token": csrfToken,
      ...origin,
    },
    body: JSON.stringify({
      ...PROFESSIONAL_RULES_DEFAULTS,
      overrides: {},
      ...change,
    }),
  });
  expect(saved.status).toBe(200);
}

const list = async (request: APIRequestContext) => {
  const res = await request.get(LIST, {
    headers: { apikey: KEY, Authorization: `Bearer ${KEY}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as unknown[];
};
const testimonials = (page: Page) => page.locator("#testimonials");
const addButton = (page: Page, lang: "en" | "pt") =>
  page.getByRole("button", { name: DICTIONARIES[lang].page.addTestimonial });
const footer = (page: Page) => page.locator("footer");

// Each worker has its own server; its tests run one after another, each
// setting the rules it needs and putting the defaults back after.
test.describe.configure({ mode: "default" });
test.afterEach(async ({ server }) => {
  await setRules(server.url, {});
});

test("Portugal hides the testimonials and their form in both languages, empties the list call, and leaves the CV downloads alone", async ({
  page,
  server,
  consoleErrors,
}) => {
  await setRules(server.url, { bars: ["portugal"] });
  for (const [path, lang] of [
    ["/", "en"],
    ["/pt/", "pt"],
  ] as const) {
    await page.goto(path);
    await expect(testimonials(page)).toHaveCount(0);
    await expect(addButton(page, lang)).toHaveCount(0);
    for (const name of [
      DICTIONARIES[lang].page.downloadCv,
      DICTIONARIES[lang].page.downloadCvPdf,
    ]) {
      const href = await page
        .getByRole("link", { name, exact: true, includeHidden: true })
        .first()
        .getAttribute("href");
      const cv = await page.request.get(href!);
      expect(cv.status(), href!).toBe(200);
    }
  }
  expect(await list(page.request)).toEqual([]);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("an override to show them with a disclaimer brings them back with the results disclaimer in both languages", async ({
  page,
  server,
}) => {
  await setRules(server.url, {
    bars: ["portugal"],
    overrides: { testimonials: "with-disclaimer" },
  });
  for (const [path, lang] of [
    ["/", "en"],
    ["/pt/", "pt"],
  ] as const) {
    await page.goto(path);
    await expect(testimonials(page)).toBeVisible();
    await expect(addButton(page, lang)).toBeVisible();
    await expect(testimonials(page)).toContainText(RESULTS_DISCLAIMER[lang]);
  }
  expect(Array.isArray(await list(page.request))).toBe(true);
  await expectNoAxeViolations(page);
});

test("New York labels the home page as attorney advertising in both languages, with the results disclaimer", async ({
  page,
  server,
}) => {
  await setRules(server.url, {
    bars: ["new-york"],
    officeAddress: "1 Main Street, New York, NY 10001",
  });
  for (const [path, lang] of [
    ["/", "en"],
    ["/pt/", "pt"],
  ] as const) {
    await page.goto(path);
    await expect(footer(page)).toContainText(ATTORNEY_ADVERTISING[lang]);
    await expect(footer(page)).toContainText(
      "1 Main Street, New York, NY 10001",
    );
    await expect(testimonials(page)).toContainText(RESULTS_DISCLAIMER[lang]);
  }
  await expectNoAxeViolations(page);
  // Back to the defaults: neither the label nor the disclaimer.
  await setRules(server.url, {});
  await page.goto("/");
  await expect(footer(page)).not.toContainText(ATTORNEY_ADVERTISING.en);
  await expect(testimonials(page)).not.toContainText(RESULTS_DISCLAIMER.en);
});
