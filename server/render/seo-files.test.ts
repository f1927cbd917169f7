// @vitest-environment jsdom
// (for DOMParser: the sitemap is read as XML, namespaces and all)
import { describe, expect, it } from "vitest";
import type { SiteLanguages } from "../../core/site-languages";
import { contentFixture as profile } from "../../content/content-fixture";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files";

const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";
const ENGLISH_ONLY: SiteLanguages = {
  defaultLanguage: "en",
  published: ["en"],
};
const NOV_22 = new Date("2026-11-22T10:00:00Z");

/** Each `<url>` of the sitemap: its address and its alternates ("hreflang href"). */
function readSitemap(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP);
  return [...doc.getElementsByTagNameNS(SITEMAP, "url")].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(SITEMAP, "lastmod")[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS(XHTML, "link")].map(
      (link) =>
        `${link.getAttribute("rel")} ${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
    ),
  }));
}

describe("search-engine files", () => {
  it("robots.txt allows the site, keeps the admin out and names the sitemap", () => {
    const robots = robotsTxt("https://counsel.example/");
    expect(robots).toContain("Allow: /\n");
    expect(robots).toContain("Disallow: /admin\n");
    expect(robots).toContain("Sitemap: https://counsel.example/sitemap.xml");
  });

  it("without a known origin, robots.txt names no sitemap and the sitemap lists nothing", () => {
    expect(robotsTxt("")).not.toContain("Sitemap");
    expect(readSitemap(sitemapXml("", new Date(), ENGLISH_ONLY))).toEqual([]);
  });

  it("sitemap.xml lists the home and privacy pages, without alternates on a site in one language", () => {
    const xml = sitemapXml("https://counsel.example", NOV_22, ENGLISH_ONLY);
    expect(readSitemap(xml)).toEqual([
      {
        loc: "https://counsel.example/",
        lastmod: "2026-11-22",
        alternates: [],
      },
      {
        loc: "https://counsel.example/privacy",
        lastmod: "2026-11-22",
        alternates: [],
      },
    ]);
    expect(xml).not.toContain("xhtml");
  });

  it("sitemap.xml lists every published language's home and privacy pages, each naming all its versions and x-default", () => {
    const alternates = (en: string, pt: string, fallback = "/") => [
      `alternate en https://counsel.example${en}`,
      `alternate pt-PT https://counsel.example${pt}`,
      `alternate x-default https://counsel.example${fallback}`,
    ];
    const both = (defaultLanguage: "en" | "pt") =>
      readSitemap(
        sitemapXml("https://counsel.example/", NOV_22, {
          defaultLanguage,
          published: ["en", "pt"],
        }),
      );
    expect(both("en")).toEqual([
      {
        loc: "https://counsel.example/",
        lastmod: "2026-11-22",
        alternates: alternates("/", "/pt/"),
      },
      {
        loc: "https://counsel.example/pt/",
        lastmod: "2026-11-22",
        alternates: alternates("/", "/pt/"),
      },
      {
        loc: "https://counsel.example/privacy",
        lastmod: "2026-11-22",
        alternates: alternates("/privacy", "/pt/privacidade", "/privacy"),
      },
      {
        loc: "https://counsel.example/pt/privacidade",
        lastmod: "2026-11-22",
        alternates: alternates("/privacy", "/pt/privacidade", "/privacy"),
      },
    ]);
    const privacy = alternates("/en/privacy", "/privacidade", "/privacidade");
    expect(both("pt").map((url) => [url.loc, url.alternates])).toEqual([
      ["https://counsel.example/", alternates("/en/", "/")],
      ["https://counsel.example/en/", alternates("/en/", "/")],
      ["https://counsel.example/privacidade", privacy],
      ["https://counsel.example/en/privacy", privacy],
    ]);
  });

  it("the manifest names the owner, the icons and the default language", () => {
    const manifest = JSON.parse(webManifest(profile, "pt-PT"));
    expect(manifest.name).toBe(profile.name);
    expect(manifest.lang).toBe("pt-PT");
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      ["192x192", "512x512", "any"],
    );
  });
});
