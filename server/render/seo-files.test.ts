import { describe, expect, it } from "vitest";
import { contentFixture as profile } from "../../src/testing/content-fixture";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files";

describe("search-engine files", () => {
  it("robots.txt allows the site, keeps the admin out and names the sitemap", () => {
    const robots = robotsTxt("https://counsel.example/");
    expect(robots).toContain("Allow: /\n");
    expect(robots).toContain("Disallow: /admin\n");
    expect(robots).toContain("Sitemap: https://counsel.example/sitemap.xml");
  });

  it("without a known origin, robots.txt names no sitemap and the sitemap lists nothing", () => {
    expect(robotsTxt("")).not.toContain("Sitemap");
    expect(sitemapXml("", new Date())).not.toContain("<url>");
  });

  it("sitemap.xml lists the home page", () => {
    const xml = sitemapXml(
      "https://counsel.example",
      new Date("2026-11-22T10:00:00Z"),
    );
    expect(xml).toContain(
      "<loc>https://counsel.example/</loc><lastmod>2026-11-22</lastmod>",
    );
  });

  it("the manifest names the owner and the icons", () => {
    const manifest = JSON.parse(webManifest(profile));
    expect(manifest.name).toBe(profile.name);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      ["192x192", "512x512", "any"],
    );
  });
});
