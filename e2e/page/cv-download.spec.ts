// "Download CV" is a plain link to the CV the server builds from the
// published content: it saves the specification's file before the page's
// script has run, and with no script at all.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { cvFileName, cvPdfFileName } from "../../core/content/profile-derived";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { content } from "../content";
import { expect, test } from "../fixtures";

const CASES = [
  { path: "/", lang: "en" },
  { path: "/pt/", lang: "pt" },
] as const;

/** The CV's name: the specification's, from the owner's name (the test server's content). */
function expectedFile(lang: "en" | "pt") {
  const { name } = content;
  return { name, file: cvFileName({ name, cvFileName: "" }, lang) };
}

/** Clicks the page's Download CV link (in the menu on a phone) and reads what it saved. */
async function downloadCv(page: Page, lang: "en" | "pt", isMobile: boolean) {
  const name = DICTIONARIES[lang].page.downloadCv;
  if (isMobile)
    // Without the script the phone's menu cannot open: the desktop menu's
    // link is in the document, hidden; its address is the same.
    return page
      .getByRole("link", { name, exact: true, includeHidden: true })
      .first()
      .getAttribute("href");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name, exact: true }).last().click(),
  ]);
  return download;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, lang } of CASES)
    test(`Download CV on ${path} saves the CV in its language`, async ({
      page,
      isMobile,
    }) => {
      await page.goto(path);
      const { name, file } = expectedFile(lang);
      const heading = DICTIONARIES[lang].cv.experience;
      const result = await downloadCv(page, lang, isMobile);
      if (typeof result === "string" || result === null) {
        // The phone: fetch the link's address as the browser would.
        const response = await page.request.get(result!);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-disposition"]).toContain(
          `filename="${file}"`,
        );
        const text = await response.text();
        expect(text).toContain(`<h1>${name}</h1>`);
        expect(text).toContain(`<h2>${heading}</h2>`);
        return;
      }
      expect(result.suggestedFilename()).toBe(file);
      const cv = await readFile((await result.path())!, "utf8");
      expect(cv).toContain(`<h1>${name}</h1>`);
      expect(cv).toContain(`<h2>${heading}</h2>`);
      expect(cv).toContain(`<html lang="${lang === "en" ? "en" : "pt-PT"}">`);
    });
});

test("before the page's script has run, Download CV already saves the CV", async ({
  page,
  isMobile,
}) => {
  test.skip(
    isMobile,
    "the phone's link is in its menu, which the script opens",
  );
  // The entry script never arrives: the page stays as the server sent it.
  await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const { file } = expectedFile("en");
  const download = await downloadCv(page, "en", false);
  if (typeof download === "string" || download === null)
    throw new Error("no download");
  expect(download.suggestedFilename()).toBe(file);
});

test("the PDF beside it saves a PDF named after the owner, in the page's language", async ({
  page,
  isMobile,
}) => {
  for (const { path, lang } of CASES) {
    await page.goto(path);
    const name = DICTIONARIES[lang].page.downloadCvPdf;
    if (isMobile)
      await page
        .getByRole("button", { name: DICTIONARIES[lang].page.openMenu })
        .click();
    const link = isMobile
      ? page.getByRole("dialog").getByRole("link", { name, exact: true })
      : page.getByRole("link", { name, exact: true }).last();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      link.click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      cvPdfFileName({ name: content.name, cvFileName: "" }, lang),
    );
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  }
});
