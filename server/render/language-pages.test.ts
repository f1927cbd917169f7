// The site in two languages over the real build: addresses, redirects when
// the owner moves the default, unpublished languages, and each page wholly
// in its language. Needs `npm run build` (npm test builds first).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import {
  dictionaryTexts,
  SAME_IN_BOTH,
  shows,
} from "../../web/testing/dictionary-texts";
import type { Store } from "../store/open-store";
import {
  memoryStore,
  realSite,
  requireBuild,
  type RealSite,
} from "../testing/real-site";

requireBuild("server/render/language-pages.test.ts");

let store: Store;
let site: RealSite;

beforeAll(async () => {
  store = await memoryStore();
  site = await realSite(store, { SITE_URL: "https://counsel.example" });
});
afterAll(() => store.close());
beforeEach(() =>
  store.languages.update({ defaultLanguage: "en", published: ["en", "pt"] }),
);

const get = (path: string) => site.app.request(path);
const htmlLang = async (response: Response) =>
  /<html lang="([^"]+)"/.exec(await response.text())?.[1];

describe("addresses per language", () => {
  it("serves the default language at / and the other under its prefix", async () => {
    expect(await htmlLang(await get("/"))).toBe("en");
    const pt = await get("/pt/");
    expect(pt.status).toBe(200);
    expect(await htmlLang(pt)).toBe("pt-PT");
  });

  it("answers unknown paths with the 404 page of the prefix's language", async () => {
    const pt = await get("/pt/no-such-page");
    expect(pt.status).toBe(404);
    const html = await pt.text();
    expect(html).toContain('<html lang="pt-PT"');
    expect(html).toContain(DICTIONARIES.pt.page.notFoundMessage);
    const en = await get("/no-such-page");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain(DICTIONARIES.en.page.notFoundMessage);
  });

  it("redirects the default language's prefix and a prefix without its slash, permanently, keeping the query", async () => {
    const cases = [
      ["/en/", "/"],
      ["/en", "/"],
      ["/en/about?x=1", "/about?x=1"],
      ["/pt", "/pt/"],
    ];
    for (const [from, to] of cases) {
      const response = await get(from!);
      expect([from, response.status]).toEqual([from, 301]);
      expect(response.headers.get("location")).toBe(to);
    }
  });

  it("moves the pages when the owner makes Portuguese the default: / in Portuguese, /en/ in English, /pt/ redirected", async () => {
    await store.languages.update({
      defaultLanguage: "pt",
      published: ["en", "pt"],
    });
    expect(await htmlLang(await get("/"))).toBe("pt-PT");
    expect(await htmlLang(await get("/en/"))).toBe("en");
    const moved = await get("/pt/");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/");
    expect((await get("/en/missing")).status).toBe(404);
  });

  it("serves each language's privacy page at an address in its own words, the build's copies not as files", async () => {
    const en = await get("/privacy");
    expect(en.status).toBe(200);
    expect(en.headers.get("set-cookie")).toBeNull();
    const english = await en.text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain(DICTIONARIES.en.server.privacyTitle);
    const pt = await get("/pt/privacidade");
    expect(pt.status).toBe(200);
    expect(await pt.text()).toContain(DICTIONARIES.pt.server.privacyTitle);
    for (const path of [
      "/pt/privacy",
      "/privacidade",
      "/privacy/",
      "/privacy.html",
      "/pt/privacidade.html",
    ])
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    await store.languages.update({
      defaultLanguage: "pt",
      published: ["en", "pt"],
    });
    expect(await htmlLang(await get("/privacidade"))).toBe("pt-PT");
    expect(await htmlLang(await get("/en/privacy"))).toBe("en");
    expect((await get("/pt/privacidade")).headers.get("location")).toBe(
      "/privacidade",
    );
  });

  it("sends visitors of a language the owner took off to the home page, for now, and shows no switch to it", async () => {
    await store.languages.update({ defaultLanguage: "en", published: ["en"] });
    const hidden = await get("/pt/");
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("location")).toBe("/");
    expect((await get("/content/pt.json")).status).toBe(404);
    const home = await (await get("/")).text();
    expect(home).not.toMatch(/hreflang="pt-PT"/i);
    expect(home).toContain('"alternates":[]');
  });

  it("links each page to the other language's page, in the switch and the boot data", async () => {
    const en = await (await get("/")).text();
    expect(en).toMatch(/<a href="\/pt\/#home" hreflang="pt-PT" lang="pt-PT"/i);
    const pt = await (await get("/pt/")).text();
    expect(pt).toMatch(/<a href="\/#home" hreflang="en" lang="en"/i);
  });
});

/** What a visitor reads or hears on the server-rendered page: its text and its labels. */
function readable(html: string): string {
  const attributes = [
    ...html.matchAll(
      /(?:aria-label|title|placeholder|alt|aria-valuetext)="([^"]*)"/g,
    ),
  ].map((m) => m[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [text, ...attributes]
    .join(" \n ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

describe("each page wholly in its language", () => {
  it.each([
    ["/pt/", "en"],
    ["/", "pt"],
  ] as const)(
    "%s shows no interface text of the %s dictionary",
    async (path, other) => {
      const own = path === "/" ? DICTIONARIES.en : DICTIONARIES.pt;
      const page = readable(await (await get(path)).text());
      const foreign = dictionaryTexts(DICTIONARIES[other]).filter(
        (text) =>
          !SAME_IN_BOTH.includes(text) &&
          !dictionaryTexts(own).includes(text) &&
          shows(page, text),
      );
      expect(foreign).toEqual([]);
    },
  );
});

describe("the first response's weight", () => {
  it.each(["/", "/pt/"])(
    "%s has no style attribute, so its CSP names no hash for one",
    async (path) => {
      const response = await get(path);
      expect(await response.text()).not.toMatch(/<[^>]+ style="/);
      expect(response.headers.get("content-security-policy")).not.toContain(
        "'unsafe-hashes'",
      );
    },
  );
});
