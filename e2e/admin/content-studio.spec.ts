// The owner makes the site theirs from /admin alone: edit, upload a portrait,
// preview at phone width, publish (the public page, its title, JSON-LD,
// social card and the CV change without a restart), then restore.
import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { content, E2E_ADMIN_PASSWORD } from "../content";
import {
  expect,
  expectNoAxeViolations,
  startServer,
  stopServer,
  test as base,
  type RunningServer,
} from "../fixtures";

/** The text of a PDF, as poppler's pdftotext reads it. */
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString();

const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
      await use(server);
      await stopServer(server);
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

const NEW_NAME = "Beatriz Nogueira";
const NEW_TITLE = "Counsel for Founders and Product Teams";

const region = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });

const jsonLdNames = async (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluate((el) =>
    (
      JSON.parse(el.textContent!)["@graph"] as {
        "@type": string;
        name: string;
      }[]
    ).map((node) => `${node["@type"]}:${node.name}`),
  );

async function portraitPhoto(): Promise<Buffer> {
  // A plain studio-grey photo with a darker oval: enough for the pipeline.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"><rect width="1200" height="1500" fill="#8a94a6"/><ellipse cx="600" cy="620" rx="260" ry="330" fill="#2f3a4d"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test("an owner edits, previews, publishes and restores the content from /admin", async ({
  page,
  context,
}, testInfo) => {
  // One journey, on the desktop project: the editor is the owner's, at a desk.
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  test.setTimeout(180_000);
  await page.goto("/admin/content");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("tab", { name: "Content" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const identity = region(page, "Identity");
  await expect(
    identity.getByRole("textbox", { name: "Name", exact: true }),
  ).toHaveValue(content.name);
  await expectNoAxeViolations(page);

  // Name and title.
  await identity
    .getByRole("textbox", { name: "Name", exact: true })
    .fill(NEW_NAME);
  await identity
    .getByRole("textbox", { name: "Title", exact: true })
    .fill(NEW_TITLE);

  // A new experience entry with two highlights.
  const experience = region(page, "Experience");
  await experience.getByRole("button", { name: "Add experience" }).click();
  const entry = experience.getByRole("group", {
    name: `Experience ${content.experience.length + 1}`,
    exact: true,
  });
  await entry
    .getByRole("textbox", { name: "Title", exact: true })
    .fill("General Counsel");
  await entry
    .getByRole("textbox", { name: "Company", exact: true })
    .fill("Example Scaleup");
  await entry
    .getByRole("textbox", { name: "Period", exact: true })
    .fill("2025–2026");
  for (const [i, text] of [
    "Built the legal function.",
    "Closed the Series B.",
  ].entries()) {
    await entry.getByRole("button", { name: "Add highlight" }).click();
    await entry
      .getByRole("textbox", { name: `Highlight ${i + 1}`, exact: true })
      .fill(text);
  }

  // Core area 2 moves to the top.
  const [first, second] = content.coreAreas;
  await region(page, "Expertise")
    .getByRole("button", { name: `Move core area 2, '${second!.title}', up` })
    .click();

  // The portrait: uploaded, framed at the centre, described.
  await identity.getByLabel("Portrait photo").setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: await portraitPhoto(),
  });
  await identity.getByRole("button", { name: "Upload portrait" }).click();
  const alt = identity.getByRole("textbox", { name: "Alt text" });
  await expect(alt).toBeFocused({ timeout: 60_000 });
  await alt.fill(`${NEW_NAME} in her office`);

  const publishing = region(page, "Publishing");
  await expect(publishing.getByRole("status").first()).toHaveText(
    /^Draft saved at \d\d:\d\d, not published$/,
    {
      timeout: 15_000,
    },
  );

  // The draft at phone width, before anything is public.
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    publishing.getByRole("button", { name: "Preview at phone width" }).click(),
  ]);
  await preview.waitForLoadState();
  expect(await preview.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(
    390,
  );
  await expect(preview.getByRole("status").first()).toContainText("Preview");
  // The page's fixed menu button must not cover the banner.
  const banner = (await preview.getByRole("status").first().boundingBox())!;
  const menu = (await preview
    .getByRole("button", { name: "Open menu" })
    .boundingBox())!;
  expect(
    banner.y >= menu.y + menu.height || menu.y >= banner.y + banner.height,
  ).toBe(true);
  await expect(preview.getByRole("heading", { level: 1 })).toContainText(
    NEW_TITLE,
  );
  await expect(preview.locator("#home img")).toHaveAttribute(
    "alt",
    `${NEW_NAME} in her office`,
  );
  await preview.close();

  // The draft's PDF CV, opened as a page of its own.
  const [pdfPage] = await Promise.all([
    context.waitForEvent("page"),
    publishing.getByRole("button", { name: "Preview CV (PDF)" }).click(),
  ]);
  expect(new URL(pdfPage.url()).pathname).toBe("/admin/preview/en/cv.pdf");
  await pdfPage.close();
  const pdf = await page.request.get("/admin/preview/en/cv.pdf");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdfText(await pdf.body())).toContain(NEW_NAME);

  const before = await page.request.get("/");
  expect(await before.text()).not.toContain(NEW_NAME);

  // Version 1 is the seed, version 2 the tests' content (global setup),
  // which keeps some of the sample's facts (an award, the Portuguese texts):
  // publishing names them and asks first.
  await publishing
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  const asking = page.getByRole("dialog", {
    name: "Publish with sample content?",
  });
  await expect(asking).toContainText("Award 1");
  await asking.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByText(/^Published as version 3\./)).toBeVisible();

  // The public page, without a restart.
  const site = await context.newPage();
  await site.goto("/");
  await expect(site).toHaveTitle(`${NEW_NAME} | ${NEW_TITLE}`);
  await expect(site.getByRole("heading", { level: 1 })).toContainText(
    NEW_TITLE,
  );
  await expect(site.locator("#home img")).toHaveAttribute(
    "alt",
    `${NEW_NAME} in her office`,
  );
  expect(
    await site
      .locator("#home img")
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  expect(await jsonLdNames(site)).toContain(`Person:${NEW_NAME}`);
  const coreAreas = site.locator("#home li h3");
  await expect(coreAreas.nth(0)).toHaveText(second!.title);
  await expect(coreAreas.nth(1)).toHaveText(first!.title);
  await expect(site.getByText("Closed the Series B.")).toBeVisible();
  const ogImage = await site
    .locator('meta[property="og:image"]')
    .getAttribute("content");
  const card = await site.request.get(
    new URL(ogImage!).pathname + new URL(ogImage!).search,
  );
  expect(card.status()).toBe(200);
  expect(await sharp(await card.body()).metadata()).toMatchObject({
    width: 1200,
    height: 630,
  });

  // The CV, built from the published content when asked for.
  const [download] = await Promise.all([
    site.waitForEvent("download"),
    site.getByRole("link", { name: "Download CV", exact: true }).last().click(),
  ]);
  expect(download.suggestedFilename()).toBe("Beatriz_Nogueira_CV.html");
  const cv = await readFile((await download.path())!, "utf8");
  expect(cv).toContain(`<h1>${NEW_NAME}</h1>`);
  expect(cv).toContain("General Counsel");

  // Restore the version before: its texts come back; the name and the
  // portrait, shared by every language, have a history of their own.
  const history = region(page, "History");
  await history.getByRole("button", { name: "Restore version 2" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(
    page.getByText(/Version 2 is live again, as version 4/),
  ).toBeVisible();
  await site.reload();
  await expect(site).toHaveTitle(`${NEW_NAME} | ${content.title}`);
  await history
    .getByRole("button", { name: "Restore shared version 2" })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(
    page.getByText(/Shared version 2 is live again, as shared version 4/),
  ).toBeVisible();
  await site.reload();
  await expect(site).toHaveTitle(`${content.name} | ${content.title}`);
  await expect(site.locator("#home img")).toHaveCount(0);
  expect(await jsonLdNames(site)).toContain(`Person:${content.name}`);
});
