import type { Page, Response } from "@playwright/test";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { content } from "../content";
import { expect, expectNoAxeViolations, test } from "../fixtures";

const PAGES = [
  { lang: "en", home: "/", privacy: "/privacy" },
  { lang: "pt", home: "/pt/", privacy: "/pt/privacidade" },
] as const;

for (const { lang, home, privacy } of PAGES) {
  const { server, form } = DICTIONARIES[lang];

  test(`${privacy}: the privacy notice in its language, linked from the footer, with no accessibility violations`, async ({
    page,
    consoleErrors,
  }) => {
    // A reader of the page's language: no offer of the other one covers the footer.
    await page.addInitScript(
      (tag) => Object.defineProperty(navigator, "languages", { value: [tag] }),
      lang,
    );
    await page.goto(home);
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("link", { name: server.privacyTitle });
    await expect(footerLink).toHaveAttribute("href", privacy);
    await footerLink.click();
    await expect(page).toHaveURL(privacy);
    await expect(page.locator("html")).toHaveAttribute(
      "lang",
      lang === "en" ? "en" : "pt-PT",
    );
    await expect(page).toHaveTitle(`${server.privacyTitle} | ${content.name}`);
    await expect(
      page.getByRole("heading", { level: 1, name: server.privacyTitle }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText(content.name);
    await expect(
      main.getByRole("link", { name: content.email }).first(),
    ).toHaveAttribute("href", `mailto:${content.email}`);
    await expect(main).toContainText(lang === "en" ? "30 days" : "30 dias");
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: server.privacyTitle }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test(`${home}: the form's consent links the privacy notice in a new tab, and the form keeps what was typed`, async ({
    page,
    context,
  }) => {
    await page.goto(home);
    await page
      .getByRole("button", { name: DICTIONARIES[lang].page.addTestimonial })
      .click();
    const name = page.getByLabel(form.name, { exact: true });
    await name.fill("Someone Reading First");
    const link = page.getByRole("link", { name: form.privacyLink });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");
    const [notice] = await Promise.all([
      context.waitForEvent("page"),
      link.click(),
    ]);
    await notice.waitForLoadState();
    expect(new URL(notice.url()).pathname).toBe(privacy);
    await expect(
      notice.getByRole("heading", { level: 1, name: server.privacyTitle }),
    ).toBeVisible();
    await notice.close();
    await expect(name).toHaveValue("Someone Reading First");
    await expect(page.getByLabel(form.consent)).toBeVisible();
  });
}

/** Every Set-Cookie header the page's own responses carried. */
function cookieHeaders(page: Page) {
  const seen: string[] = [];
  page.on("response", async (response: Response) => {
    const value = await response.headerValue("set-cookie");
    if (value) seen.push(`${response.url()}: ${value}`);
  });
  return seen;
}

test("the public pages and the privacy pages set no cookie", async ({
  page,
  context,
}) => {
  const headers = cookieHeaders(page);
  for (const path of ["/", "/pt/", "/privacy", "/pt/privacidade"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => document.cookie), path).toBe("");
  }
  // The form's chunks and the dictionaries load on demand: no cookie either.
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Add Your Testimonial" }).click();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect(await context.cookies()).toEqual([]);
  expect(headers).toEqual([]);
});
