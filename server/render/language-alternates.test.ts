// Every language's page names the same set of languages, each pointing at
// the others and at itself, over the real build; the sitemap says the same.
// So does each language's privacy page, among the privacy pages.
// Needs `npm run build` (npm test builds first).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../core/site-languages";
import type { Store } from "../store/open-store";
import {
  memoryStore,
  realSite,
  requireBuild,
  type RealSite,
} from "../testing/real-site";

requireBuild("server/render/language-alternates.test.ts");

const ORIGIN = "https://counsel.example";

let store: Store;
let site: RealSite;

beforeAll(async () => {
  store = await memoryStore();
  site = await realSite(store, { SITE_URL: ORIGIN });
});
afterAll(() => store.close());
beforeEach(() =>
  store.languages.update({ defaultLanguage: "en", published: ["en", "pt"] }),
);

const text = async (path: string) => {
  const response = await site.app.request(path);
  expect([path, response.status]).toEqual([path, 200]);
  return response.text();
};

/** What a page's head says about its address and its languages. */
async function headOf(path: string) {
  const html = await text(path);
  const head = html.slice(0, html.indexOf("</head>"));
  const one = (pattern: RegExp) => pattern.exec(head)?.[1];
  return {
    canonical: one(/<link rel="canonical" href="([^"]+)"/),
    ogUrl: one(/<meta property="og:url" content="([^"]+)"/),
    alternates: Object.fromEntries(
      [
        ...head.matchAll(
          /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g,
        ),
      ].map(([, hreflang, href]) => [hreflang, href]),
    ),
  };
}

/** The sitemap's pages, each with its alternates. */
async function sitemap() {
  const xml = await text("/sitemap.xml");
  return Object.fromEntries(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(
      ([, loc, rest]) => [
        loc,
        Object.fromEntries(
          [
            ...rest!.matchAll(
              /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
            ),
          ].map(([, hreflang, href]) => [hreflang, href]),
        ),
      ],
    ),
  );
}

/** The set a page's versions name: each language's, and the default's as x-default. */
const versions = (
  paths: Record<SiteLanguage, string>,
  defaultLanguage: SiteLanguage,
) => ({
  en: `${ORIGIN}${paths.en}`,
  "pt-PT": `${ORIGIN}${paths.pt}`,
  "x-default": `${ORIGIN}${paths[defaultLanguage]}`,
});

/** Each page's own address, the set all of them name, and the sitemap's copy of it. */
async function expectReciprocal(
  home: Record<SiteLanguage, string>,
  privacy: Record<SiteLanguage, string>,
  defaultLanguage: SiteLanguage,
) {
  const homes = versions(home, defaultLanguage);
  const privacyPages = versions(privacy, defaultLanguage);
  for (const path of Object.values(home)) {
    const page = await headOf(path);
    expect(page.canonical).toBe(`${ORIGIN}${path}`);
    expect(page.ogUrl).toBe(page.canonical);
    expect(page.alternates).toEqual(homes);
  }
  for (const path of Object.values(privacy)) {
    const page = await headOf(path);
    expect(page.canonical).toBe(`${ORIGIN}${path}`);
    expect(page.alternates).toEqual(privacyPages);
  }
  expect(await sitemap()).toEqual({
    [`${ORIGIN}${home.en}`]: homes,
    [`${ORIGIN}${home.pt}`]: homes,
    [`${ORIGIN}${privacy.en}`]: privacyPages,
    [`${ORIGIN}${privacy.pt}`]: privacyPages,
  });
}

describe("the pages in each language name each other", () => {
  it("with English the default: / and /pt/, /privacy and /pt/privacidade, x-default in English", async () => {
    await expectReciprocal(
      { en: "/", pt: "/pt/" },
      { en: "/privacy", pt: "/pt/privacidade" },
      "en",
    );
  });

  it("after the owner makes Portuguese the default: / and /en/, /privacidade and /en/privacy, x-default in Portuguese", async () => {
    await store.languages.update({
      defaultLanguage: "pt",
      published: ["en", "pt"],
    });
    await expectReciprocal(
      { en: "/en/", pt: "/" },
      { en: "/en/privacy", pt: "/privacidade" },
      "pt",
    );
  });

  it("name no other language on a site in one language, nor on the 404 page", async () => {
    await store.languages.update({ defaultLanguage: "pt", published: ["pt"] });
    const only = await headOf("/");
    expect(only.canonical).toBe(`${ORIGIN}/`);
    expect(only.alternates).toEqual({});
    expect(await sitemap()).toEqual({
      [`${ORIGIN}/`]: {},
      [`${ORIGIN}/privacidade`]: {},
    });
    const missing = await site.app.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('rel="alternate"');
  });
});
