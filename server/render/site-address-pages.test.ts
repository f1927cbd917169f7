// The site's address in what the server renders: its pages, sitemap and
// robots.txt name SITE_URL's origin, else the configured listening address,
// whatever Host a request claims (the rendered pages are shared by every
// visitor) and never the content's website. The real page cache and renderer
// (from source, into a bare template) over a real store.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { socialCard, socialCardVersion } from "../../core/content/social-card";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { seedContent } from "../store/repos/content/seed-content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { testPageCache } from "../testing/test-page-cache";

const FORGED = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  forwarded: "host=evil.example;proto=https",
};
const PATHS = ["/", "/pt/", "/sitemap.xml", "/robots.txt"];

/** The absolute addresses a page gives out: canonical, alternates, og:url, og:image, twitter:image. */
const pageAddresses = (html: string) => [
  ...[
    ...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!),
  ...[
    ...html.matchAll(
      /<meta (?:property|name)="(?:og:url|og:image|twitter:image)" content="([^"]+)"/g,
    ),
  ].map((m) => m[1]!),
];

describe.each(STORE_KINDS)("the site's address on %s", (kind) => {
  let t: TestStore;
  let website: string;

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed();
    await seedContent(t.store);
    website = (await t.store.content.published("en")).profile.websiteUrl;
  });

  const site = (env: Record<string, string>) => {
    const config = loadConfig({ TRUST_PROXY: "1", ...env });
    const pages = testPageCache(t, config);
    return createApp({ config, assets: new Map(), pages, store: t.store });
  };

  /**
   * Each path's answer: to an honest request and then a forged one (served
   * from the cache), and to a forged one on a new cache (rendered for it).
   */
  async function answers(env: Record<string, string>) {
    const texts = new Map<string, string>();
    const app = site(env);
    for (const path of PATHS) {
      const honest = await app.request(path);
      expect(honest.status, path).toBe(200);
      texts.set(path, await honest.text());
      const forged = await app.request(`http://evil.example${path}`, {
        headers: FORGED,
      });
      expect(await forged.text(), path).toBe(texts.get(path));
    }
    const fresh = site(env);
    for (const path of PATHS) {
      const forged = await fresh.request(`http://evil.example${path}`, {
        headers: FORGED,
      });
      expect(await forged.text(), path).toBe(texts.get(path));
    }
    return texts;
  }

  async function expectAddress(env: Record<string, string>, origin: string) {
    const texts = await answers(env);
    for (const [path, text] of texts) {
      expect(text, path).not.toContain("evil.example");
      if (!path.endsWith("/")) expect(text, path).not.toContain(website);
    }
    for (const [path, lang] of [
      ["/", "en"],
      ["/pt/", "pt"],
    ] as const) {
      const html = texts.get(path)!;
      const head = html.slice(0, html.indexOf("</head>"));
      // The content's website may be linked on the page, never as its address.
      expect(head, path).not.toContain(website);
      const addresses = pageAddresses(head);
      expect(addresses.length, path).toBeGreaterThanOrEqual(7);
      for (const address of addresses)
        expect(address.startsWith(`${origin}/`), address).toBe(true);
      expect(head).toContain(
        `<link rel="canonical" href="${origin}${path}" />`,
      );
      // The card linked is the one drawn for this address, not for the website.
      const { profile } = await t.store.content.published(lang);
      expect(head).toContain(
        `?v=${socialCardVersion(socialCard(profile, origin))}"`,
      );
    }
    expect(texts.get("/robots.txt")).toContain(
      `Sitemap: ${origin}/sitemap.xml`,
    );
    const locs = texts.get("/sitemap.xml")!.matchAll(/<loc>([^<]+)<\/loc>/g);
    expect([...locs].map((m) => m[1])).toEqual([
      `${origin}/`,
      `${origin}/pt/`,
      `${origin}/privacy`,
      `${origin}/pt/privacidade`,
    ]);
  }

  it("names SITE_URL's origin, whatever Host the request claims", async () => {
    await expectAddress(
      { SITE_URL: "https://counsel.example/", HOST: "0.0.0.0" },
      "https://counsel.example",
    );
  });

  it("names the listening address without SITE_URL, never the content's website", async () => {
    await expectAddress(
      { HOST: "0.0.0.0", PORT: "8080" },
      "http://localhost:8080",
    );
    await expectAddress(
      { HOST: "127.0.0.1", PORT: "3000" },
      "http://127.0.0.1:3000",
    );
  });
});
