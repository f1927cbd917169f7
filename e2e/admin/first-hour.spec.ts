// The owner's first hour on a brand-new site, on the embedded store and on
// PostgreSQL (when TEST_DATABASE_URL names one): she signs in to the shipped
// sample (a made-up lawyer), follows the first-run checklist and every
// "Still sample" link in every language, publishes both languages, and then
// no public file a visitor can fetch (pages, privacy pages, sitemap, robots,
// manifest, content JSON, the CV built in the browser, the social card's
// inputs) holds anything of the sample; the page passes axe in both themes.
//
// The site's address: the server starts with SITE_URL set from the beginning
// (an address of the owner's own, not the listening one, which is only known
// once the server runs), so the checklist's address step is done at once and
// the test checks that the public links name that address. Notifications go
// to a webhook that is never called here (a closed port), so that step is
// done too: the test is about what the owner does in the admin.
import { cvFileName, cvPdfFileName } from "../../core/content/profile-derived";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { SAMPLE_VALUES } from "../../content/sample-marks";
import { hexToHsl } from "../../core/accent-colours";
import { SEED_PROFILES } from "../../content/seed-profiles";
import { isIdentityPath } from "../../core/content/identity";
import { sampleFields } from "../../core/content/sample-fields";
import type { ContentState } from "../../core/api/content";
import { privacyPath } from "../../core/content/privacy-page";
import { socialCard, socialCardVersion } from "../../core/content/social-card";
import {
  LANGUAGE_INFO,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../core/site-languages";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../../server/testing/fresh-database";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { E2E_ADMIN_PASSWORD } from "../content";
import {
  expect,
  expectNoAxeViolations,
  startServer,
  stopServer,
  test,
  type RunningServer,
} from "../fixtures";

const SITE_URL = "https://ana-lima.example";
const SERVER_ENV = {
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  SITE_URL,
  NOTIFY_WEBHOOK_URL: "http://127.0.0.1:9/",
};
const PORTRAIT_ALT = "Ana Lima smiling, in a navy blazer";
/** Burgundy, typed as the colour input's hex value. */
const ACCENT_HEX = "#7b2d42";

const OWNER = {
  name: "Ana Lima",
  email: "ana@analima-advogada.example",
  phone: "+351 912 345 678",
  linkedinUrl: "https://www.linkedin.com/in/ana-lima-advogada",
  bookingUrl: "https://cal.example.com/ana-lima/first-call",
  websiteUrl: "https://analima-advogada.example",
};

/** What the "Still sample" panel lists on a new site: the shared fields once, each language's own. */
const SAMPLE_FIELDS = (() => {
  const own = (lang: SiteLanguage) =>
    sampleFields(SEED_PROFILES[lang], SAMPLE_VALUES).filter(
      (path) => !isIdentityPath(path),
    );
  const shared = sampleFields(SEED_PROFILES.en, SAMPLE_VALUES).filter(
    isIdentityPath,
  ).length;
  const fallback = (lang: SiteLanguage) =>
    own(lang).filter((path) => path.startsWith("testimonials.fallback."));
  return {
    shared,
    total: SITE_LANGUAGES.reduce((sum, lang) => sum + own(lang).length, shared),
    fallback: { en: fallback("en") },
  };
})();

/** Strings that name the sample's lawyer in any form (her domain, her name). */
const SAMPLE_NAMES = ["martasousa", "Marta Sousa"];

interface Site {
  url: string;
  stop(): Promise<void>;
}

/** A server on a data folder of its own, empty: the store starts as a new owner's does. */
async function embeddedSite(): Promise<Site> {
  const dataDir = await mkdtemp(join(tmpdir(), "portfolio-e2e-first-hour-"));
  const server: RunningServer = await startServer({
    ...SERVER_ENV,
    DATA_DIR: dataDir,
  });
  return {
    url: server.url,
    stop: async () => {
      await stopServer(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server on a new, empty PostgreSQL database. */
async function postgresSite(database: FreshDatabase): Promise<Site> {
  const server = await startServer({
    ...SERVER_ENV,
    DATABASE_URL: database.url,
  });
  return {
    url: server.url,
    stop: async () => {
      await stopServer(server);
      await database.drop();
    },
  };
}

/** A 600×750 portrait PNG with an alpha channel: transparent corners around an opaque figure. */
function transparentPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750"><ellipse cx="300" cy="300" rx="150" ry="190" fill="#c9a27e"/><path d="M60 750 C 80 520, 520 520, 540 750 Z" fill="#2f3a4d"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Waits until the public page has started its scripts (its buttons work then). */
async function openPublic(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * The owner's own text for a field the "Still sample" panel names, by its
 * path (`experience.1.company`) and language: links stay links.
 */
function ownValue(path: string, lang: string): string {
  const pt = lang === "pt";
  const [head, index, , item] = path.split(".");
  const n = Number(index ?? 0) + 1;
  switch (head) {
    case "book":
      return path.endsWith(".url")
        ? "https://books.example.com/ana-lima-contracts-in-plain-words"
        : pt
          ? "Contratos em Palavras Simples"
          : "Contracts in Plain Words";
    case "podcast":
      return path.endsWith(".url")
        ? "https://podcast.example.com/clausulas-ana-lima"
        : pt
          ? "Cláusulas à Quinta"
          : "Clauses on Thursday";
    case "experience":
      if (path.endsWith(".company"))
        return pt
          ? `Lima & Associados, escritório ${n}`
          : `Lima & Partners, office ${n}`;
      return pt
        ? `Conquista ${Number(item) + 1} da Ana no cargo ${n}.`
        : `Ana's achievement ${Number(item) + 1} in role ${n}.`;
    case "education":
      return pt
        ? `Universidade de Lisboa, curso ${n}`
        : `University of Lisbon, course ${n}`;
    case "certifications":
      return pt
        ? "Gestora Certificada de Privacidade (CIPM)"
        : "Certified Information Privacy Manager (CIPM)";
    case "awards":
      return pt ? "Advogada do Ano 2025" : "Lawyer of the Year 2025";
    case "testimonials":
      return path.endsWith(".name")
        ? "Inês Carvalho"
        : path.endsWith(".company")
          ? "Carvalho Robótica"
          : "A Ana explicou cada cláusula do nosso primeiro contrato de investimento com calma e clareza.";
    default:
      throw new Error(
        `The "Still sample" panel named ${path} (${lang}), which this test has no value for: add one to ownValue.`,
      );
  }
}

const region = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });
const saveStatus = (page: Page) =>
  region(page, "Publishing").getByRole("status").first();
const editedLanguage = (page: Page) =>
  new URL(page.url()).searchParams.get("lang") ?? "en";

/** The autosave has the draft on the server: safe to open another language. */
const expectSaved = (page: Page) =>
  expect(saveStatus(page)).toHaveText(
    /^(Draft saved at \d\d:\d\d, not published|Published at \d\d:\d\d)$/,
    { timeout: 15_000 },
  );

/** Follows each "Still sample" link in turn, in whichever language it opens, and replaces the field's value. */
async function replaceEverySample(page: Page) {
  const panel = page.getByRole("region", { name: /^Still sample: / });
  const seen = new Set<string>();
  for (;;) {
    await expectSaved(page);
    if ((await panel.count()) === 0) break;
    const link = panel.getByRole("link").first();
    const label = (await link.textContent())!;
    const href = (await link.getAttribute("href"))!;
    const id = decodeURIComponent(href.slice(href.indexOf("#") + 1));
    if (seen.has(id))
      throw new Error(
        `"${label}" is still listed as sample after it was replaced (field #${id})`,
      );
    seen.add(id);
    const [, lang, ...rest] = id.split("-");
    await link.click();
    expect(editedLanguage(page)).toBe(lang);
    const field = page.locator(`[id="${id}"]`);
    await expect(field, `the link "${label}" focuses its field`).toBeFocused();
    // The field is labelled as the link names it: "Experience 2 › Company (…)" → "Company".
    const named = label
      .replace(/ \([^)]*\)$/, "")
      .split(" › ")
      .pop()!;
    await expect(field).toHaveAccessibleName(
      new RegExp(`^${named.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    const path = rest.join(".");
    await field.fill(ownValue(path, lang!));
    await field.blur();
  }
  return seen;
}

/** Publishes the edited language and checks that nothing asked about sample content. */
async function publish(page: Page) {
  await expectSaved(page);
  await region(page, "Publishing")
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  const published = page.getByText(/^Published as version \d+\./);
  const asked = page.getByRole("dialog", {
    name: "Publish with sample content?",
  });
  await expect(published.or(asked)).toBeVisible();
  if (await asked.isVisible())
    throw new Error(
      `Publishing ${editedLanguage(page)} asked about sample content: ${await asked.textContent()}`,
    );
}

const checklist = (page: Page) =>
  page.locator("details").filter({ hasText: /^Make the site yours/ });
const step = (page: Page, label: string) =>
  checklist(page).getByRole("listitem").filter({ hasText: label });

/** Decodes the HTML entities a page or a feed may write text with. */
const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every sample value or name `text` holds, as written or HTML-encoded. */
function sampleIn(text: string): string[] {
  const forms = [text, decodeEntities(text)];
  return [...SAMPLE_VALUES, ...SAMPLE_NAMES].filter((value) =>
    forms.some((form) => form.includes(value)),
  );
}

/** What a visitor can fetch: name → text. */
async function publicFiles(visitor: BrowserContext, url: string) {
  const files = new Map<string, string>();
  const paths = [
    "/",
    "/pt/",
    privacyPath("en", "en"),
    privacyPath("pt", "en"),
    "/sitemap.xml",
    "/robots.txt",
    "/site.webmanifest",
    ...SITE_LANGUAGES.map((lang) => `/content/${lang}.json`),
  ];
  for (const path of paths) {
    const res = await visitor.request.get(`${url}${path}`);
    expect(res.status(), path).toBe(200);
    files.set(path, await res.text());
  }
  const page = await visitor.newPage();
  for (const lang of SITE_LANGUAGES) {
    const home = lang === "en" ? "/" : `/${lang}/`;
    await openPublic(page, `${url}${home}`);
    files.set(`${home} (in the browser)`, await page.content());
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("link", {
          name: DICTIONARIES[lang].page.downloadCv,
          exact: true,
        })
        .last()
        .click(),
    ]);
    // Named after her, in the page's language, from the server.
    expect(download.suggestedFilename()).toBe(
      cvFileName({ name: OWNER.name, cvFileName: "" }, lang),
    );
    expect(download.url()).toMatch(new RegExp(`^${url}${home}cv/`));
    const cv = await readFile((await download.path())!, "utf8");
    expect(cv, `the ${lang} CV`).toContain(`<h1>${OWNER.name}</h1>`);
    files.set(`the ${lang} CV (${download.suggestedFilename()})`, cv);
    // The PDF beside it is named after her too, and is hers.
    const pdfName = cvPdfFileName({ name: OWNER.name, cvFileName: "" }, lang);
    const pdfLink = page.locator(`a[download="${pdfName}"]`).first();
    await expect(pdfLink, `the ${lang} page links ${pdfName}`).toHaveCount(1);
    const pdf = await visitor.request.get(
      new URL((await pdfLink.getAttribute("href"))!, url).href,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-disposition"]).toContain(pdfName);
    expect(pdfText(await pdf.body()), `the ${lang} PDF CV`).toContain(
      OWNER.name,
    );
  }
  await page.close();
  return files;
}

/** A PDF's text as readers' tools extract it (poppler's pdftotext, which CI installs). */
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString();

/** The og:image address's `?v=` on a page. */
const cardVersion = (html: string) => {
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image, "the page names its social card").toBeTruthy();
  return new URL(decodeEntities(image!)).searchParams.get("v");
};

/** The text on a Download CV button and its background's contrast ratio, in the page. */
function buttonContrasts(page: Page, name: string) {
  return page
    .getByRole("link", { name, exact: true })
    .evaluateAll((buttons) => {
      const probe = document.createElement("canvas").getContext("2d", {
        willReadFrequently: true,
      })!;
      const rgba = (css: string) => {
        probe.clearRect(0, 0, 1, 1);
        probe.fillStyle = css;
        probe.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255] as const;
      };
      const over = (
        top: readonly [number, number, number, number],
        under: readonly [number, number, number],
      ) =>
        [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])) as [
          number,
          number,
          number,
        ];
      /** The colour behind an element: its own and its ancestors' backgrounds, painted in order. */
      const background = (element: Element): [number, number, number] => {
        const layers: (readonly [number, number, number, number])[] = [];
        for (
          let node: Element | null = element;
          node;
          node = node.parentElement
        )
          layers.push(rgba(getComputedStyle(node).backgroundColor));
        return layers
          .reverse()
          .reduce<[number, number, number]>(
            (under, layer) => over(layer, under),
            [255, 255, 255],
          );
      };
      const luminance = (rgb: readonly number[]) => {
        const [r, g, b] = rgb.map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return buttons
        .filter((button) => (button as HTMLElement).offsetParent !== null)
        .map((button) => {
          const back = background(button);
          const text = over(rgba(getComputedStyle(button).color), back);
          const [light, dark] = [luminance(text), luminance(back)].sort(
            (a, b) => b - a,
          );
          return {
            text: `rgb(${text.map(Math.round).join(", ")})`,
            background: `rgb(${back.map(Math.round).join(", ")})`,
            ratio: (light! + 0.05) / (dark! + 0.05),
          };
        });
    });
}

async function firstHour(browser: Browser, site: Site) {
  const owner = await browser.newContext();
  const visitor = await browser.newContext();
  try {
    // Before: the sample's social card version, and the sample itself on the page.
    const before = await (await visitor.request.get(`${site.url}/`)).text();
    expect(before).toContain("Marta Sousa");
    const sampleCard = cardVersion(before);

    // 1. She signs in: the checklist is there, with the server's steps done.
    const page = await owner.newPage();
    await page.goto(`${site.url}/admin`);
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("tab", { name: "Testimonials" })).toBeVisible();
    const steps = 4 + SITE_LANGUAGES.length;
    await expect(checklist(page).locator("summary")).toHaveText(
      `Make the site yours: 2 of ${steps} done`,
    );
    await expect(step(page, "Set the site's address")).toContainText("(done)");
    await expect(step(page, "Get told about new testimonials")).toContainText(
      "(done)",
    );
    for (const label of [
      "Make the name, e-mail and portrait yours",
      "Replace or remove the sample testimonial",
      "Review and publish the English page",
      "Review and publish the Português page",
    ])
      await expect(step(page, label)).toContainText("(to do)");

    // 2. Her identity, from the checklist's link: the Name field, focused.
    await step(page, "Make the name, e-mail and portrait yours")
      .getByRole("link")
      .click();
    const identity = region(page, "Identity");
    const name = identity.getByRole("textbox", { name: "Name", exact: true });
    await expect(name).toBeFocused();
    await expect(
      page.getByRole("heading", { name: /^Still sample: / }),
    ).toHaveText(`Still sample: ${SAMPLE_FIELDS.total} fields`);
    await name.fill(OWNER.name);
    await identity
      .getByRole("textbox", { name: "Contact e-mail" })
      .fill(OWNER.email);
    await identity.getByRole("textbox", { name: "Phone" }).fill(OWNER.phone);
    const links = region(page, "Links");
    await links
      .getByRole("textbox", { name: "Professional network" })
      .fill(OWNER.linkedinUrl);
    await links
      .getByRole("textbox", { name: "Booking calendar" })
      .fill(OWNER.bookingUrl);
    await links
      .getByRole("textbox", { name: "Website" })
      .fill(OWNER.websiteUrl);

    // Her portrait, a PNG with transparent corners, and its alt text.
    const portrait = await transparentPortrait();
    const meta = await sharp(portrait).metadata();
    expect(meta).toMatchObject({ width: 600, height: 750, hasAlpha: true });
    const { data } = await sharp(portrait)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3], "the corner is transparent").toBe(0);
    await identity.getByLabel("Portrait photo").setInputFiles({
      name: "ana-lima.png",
      mimeType: "image/png",
      buffer: portrait,
    });
    await identity.getByRole("button", { name: "Upload portrait" }).click();
    const alt = identity.getByRole("textbox", { name: "Alt text" });
    await expect(alt).toBeFocused({ timeout: 60_000 });
    await alt.fill(PORTRAIT_ALT);

    // Her accent: burgundy.
    await identity.getByLabel("Accent colour").fill(ACCENT_HEX);
    await expect(identity.getByLabel("Accent colour")).toHaveValue(ACCENT_HEX);

    // The sample's fallback testimonial, removed in English.
    await region(page, "Testimonials")
      .getByRole("button", { name: "Remove the fallback testimonial" })
      .click();
    await expect(
      region(page, "Testimonials").getByRole("button", {
        name: "Add a fallback testimonial",
      }),
    ).toBeFocused();

    // Every field still the sample's, in every language, from its link.
    const replaced = await replaceEverySample(page);
    for (const lang of SITE_LANGUAGES)
      expect(
        [...replaced].some((id) => id.startsWith(`content-${lang}-`)),
        `the panel led to ${lang}'s fields`,
      ).toBe(true);
    // All but the shared ones (done above) and English's removed fallback testimonial.
    expect(replaced.size).toBe(
      SAMPLE_FIELDS.total -
        SAMPLE_FIELDS.shared -
        SAMPLE_FIELDS.fallback.en.length,
    );
    // Portuguese keeps a fallback testimonial: her own words now.
    expect(replaced).toContain("content-pt-testimonials-fallback-comment");

    // Each language published, the last one opened first: nothing asks about sample content.
    const order = [editedLanguage(page) as SiteLanguage];
    for (const lang of SITE_LANGUAGES)
      if (!order.includes(lang)) order.push(lang);
    for (const [index, lang] of order.entries()) {
      if (editedLanguage(page) !== lang) {
        await expectSaved(page);
        await page.goto(`${site.url}/admin/content?lang=${lang}`);
      }
      await expect(
        page.getByRole("region", { name: /^Still sample: / }),
      ).toHaveCount(0);
      await publish(page);
      // Until the last one, the checklist stays, with this language's step done.
      if (index < order.length - 1)
        await expect(
          step(page, `Review and publish the ${LANGUAGE_INFO[lang].name} page`),
        ).toContainText("(done)");
    }
    // The checklist is done: it leaves, here and on a fresh visit to the admin.
    await expect(checklist(page)).toHaveCount(0);
    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole("tab", { name: "Testimonials" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(checklist(page)).toHaveCount(0);

    // 3. What a visitor can fetch holds nothing of the sample.
    const files = await publicFiles(visitor, site.url);
    const found = [...files].flatMap(([file, text]) =>
      sampleIn(text).map((value) => `${file}: "${value}"`),
    );
    expect(found, "sample content a visitor can still see").toEqual([]);
    // The owner's address names the site in the links and files.
    expect(files.get("/")).toContain(
      `<link rel="canonical" href="${SITE_URL}/"`,
    );
    expect(files.get("/sitemap.xml")).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(files.get("/robots.txt")).toContain(`${SITE_URL}/sitemap.xml`);
    expect(files.get("/")).toContain(OWNER.name);
    expect(files.get("/")).toContain(`alt="${PORTRAIT_ALT}"`);

    // The social card's inputs, from what is published, and its new version.
    for (const lang of SITE_LANGUAGES) {
      const res = await owner.request.get(
        `${site.url}/api/admin/content/${lang}`,
      );
      expect(res.status()).toBe(200);
      const { published } = (await res.json()) as ContentState;
      const card = socialCard(published.profile, SITE_URL);
      expect(card.name).toBe(OWNER.name);
      expect(card.portraitId).toBeTruthy();
      expect(card.accentColor).toBe(hexToHsl(ACCENT_HEX));
      expect(sampleIn(JSON.stringify(card)), `the ${lang} card`).toEqual([]);
      if (lang === "en") {
        const version = cardVersion(files.get("/")!);
        expect(version).not.toBe(sampleCard);
        expect(version).toBe(socialCardVersion(card));
      }
    }

    // 4. The page in both themes: axe finds nothing, and the CV button reads at 4.5:1.
    for (const colorScheme of ["light", "dark"] as const) {
      const themed = await browser.newContext({ colorScheme });
      try {
        const view = await themed.newPage();
        await openPublic(view, `${site.url}/`);
        // The first visit follows the system's scheme (data-theme "auto"): the page is that light or dark.
        const light = await view.evaluate(() => {
          const probe = document.createElement("canvas").getContext("2d")!;
          probe.fillStyle = getComputedStyle(document.body).backgroundColor;
          probe.fillRect(0, 0, 1, 1);
          const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
          return r! + g! + b! > 3 * 128;
        });
        expect(light, `the ${colorScheme} theme`).toBe(colorScheme === "light");
        await expectNoAxeViolations(view);
        const contrasts = await buttonContrasts(
          view,
          DICTIONARIES.en.page.downloadCv,
        );
        expect(
          contrasts.length,
          "a visible Download CV button",
        ).toBeGreaterThan(0);
        for (const contrast of contrasts)
          expect(
            contrast.ratio,
            `Download CV (${colorScheme}): ${contrast.text} on ${contrast.background}`,
          ).toBeGreaterThanOrEqual(4.5);
      } finally {
        await themed.close();
      }
    }
  } finally {
    await owner.close();
    await visitor.close();
  }
}

test.describe("the owner's first hour makes the site hers", () => {
  // Each run starts a server of its own: once, at desktop size, is enough.
  const once = () =>
    test.skip(test.info().project.name !== "desktop", "desktop only");

  test("on the embedded store", async ({ browser }) => {
    once();
    test.setTimeout(240_000);
    const site = await embeddedSite();
    try {
      await firstHour(browser, site);
    } finally {
      await site.stop();
    }
  });

  test("on PostgreSQL", async ({ browser }) => {
    once();
    test.skip(
      !process.env.TEST_DATABASE_URL,
      "needs TEST_DATABASE_URL (CI sets it)",
    );
    test.setTimeout(240_000);
    const site = await postgresSite(
      await createFreshDatabase("e2e_first_hour"),
    );
    try {
      await firstHour(browser, site);
    } finally {
      await site.stop();
    }
  });
});
