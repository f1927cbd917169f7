// Bar admissions, entered as the owner would (through the admin API): shown
// in the academic section of every language, in the HTML CV and in the
// page's JSON-LD. Its own server, with the admin enabled; the browser
// tests' content is published again afterwards.
import type { Page } from "@playwright/test";
import { cvFileName } from "../../core/content/profile-derived";
import { content, E2E_ADMIN_PASSWORD, publishContent } from "../content";
import {
  expect,
  expectNoAxeViolations,
  type RunningServer,
  startServer,
  stopServer,
  test as base,
} from "../fixtures";

const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
      await use(server);
      await stopServer(server);
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

const admission = {
  jurisdiction: "Ordem dos Advogados (Portugal)",
  year: 2019,
  registration: "59123L",
  registerUrl: "https://portal.oa.pt/advogados/",
};

test.beforeAll(async ({ server }) => {
  await publishContent(server.url, { ...content, admissions: [admission] });
});
test.afterAll(async ({ server }) => {
  await publishContent(server.url, content);
});

const CASES = [
  {
    path: "/",
    lang: "en",
    heading: "Bar admissions",
    line: "Ordem dos Advogados (Portugal), since 2019 · Reg. no. 59123L · Public register",
    link: "Public register: Ordem dos Advogados (Portugal) (opens in a new tab)",
  },
  {
    path: "/pt/",
    lang: "pt",
    heading: "Inscrições na Ordem",
    line: "Ordem dos Advogados (Portugal), desde 2019 · Inscrição n.º 59123L · Registo público",
    link: "Registo público: Ordem dos Advogados (Portugal) (abre num novo separador)",
  },
] as const;

const academic = (page: Page) => page.locator("#academic");

for (const { path, lang, heading, line, link } of CASES)
  test(`an admission entered in the admin shows in the academic section, the CV and the JSON-LD (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    const section = academic(page);
    await expect(
      section.getByRole("heading", { level: 3, name: heading }),
    ).toBeVisible();
    const item = section.getByRole("listitem").filter({ hasText: line });
    await expect(item).toHaveCount(1);
    const register = item.getByRole("link", { name: link });
    await expect(register).toHaveAttribute("href", admission.registerUrl);
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(register).toHaveAttribute("rel", "noopener");

    const jsonLd = await page
      .locator('head script[type="application/ld+json"]')
      .textContent();
    const person = (
      JSON.parse(jsonLd!) as { "@graph": Record<string, unknown>[] }
    )["@graph"].find((node) => node["@type"] === "Person")!;
    expect(person.hasCredential).toEqual([
      expect.objectContaining({
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "Bar admission",
        recognizedBy: { "@type": "Organization", name: admission.jurisdiction },
        dateCreated: "2019",
        identifier: admission.registration,
        url: admission.registerUrl,
      }),
    ]);
    expect(person.memberOf).toEqual([
      { "@type": "Organization", name: admission.jurisdiction },
    ]);
    expect(jsonLd).not.toMatch(/Review|Rating/);

    const cv = await page.request.get(
      `${path}cv/${cvFileName({ name: content.name, cvFileName: "" }, lang)}`,
    );
    expect(cv.status()).toBe(200);
    const html = await cv.text();
    expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain(`<h3>${admission.jurisdiction}</h3>`);
    expect(html).toContain(admission.registration);
    expect(html).toContain("hasCredential");

    await section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
