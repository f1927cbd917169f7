// The server-rendered page over the real build: content, testimonials,
// metadata, caching. Needs `npm run build` (npm test builds first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliCompressSync, constants } from "node:zlib";
import { validateTestimonial } from "../../core/testimonials/testimonial";
import { pageTitle } from "../../core/content/profile-derived";
import { contentFixture as profile } from "../../content/content-fixture";
import type { Store } from "../store/open-store";
import {
  memoryStore,
  realSite,
  requireBuild,
  type RealSite,
} from "../testing/real-site";
import { insertPending } from "../testing/sample-submission";

requireBuild("server/render/ssr.test.ts");

let store: Store;
let site: RealSite;

beforeAll(async () => {
  store = await memoryStore();
  site = await realSite(store, { SITE_URL: "https://counsel.example" });
});
afterAll(() => store.close());

const home = (headers: Record<string, string> = {}) =>
  site.app.request("/", { headers });

async function approve(name: string, comment: string) {
  const valid = validateTestimonial({
    name,
    company: "Acme",
    relationship: "Client",
    comment,
    consent: true,
  });
  if (!valid.ok) throw new Error(valid.message);
  const { id } = await insertPending(store.db, valid.value, null);
  await store.testimonials.setStatus(id, "approved");
  return id;
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe("server-rendered home page", () => {
  it("contains every section's text, readable without JavaScript", async () => {
    const html = decode(await (await home()).text());
    for (const text of [
      profile.title,
      ...profile.coreAreas.map((area) => area.title),
      ...profile.industries.map((industry) => industry.name),
      profile.headings.journey,
      ...profile.experience.map((entry) => entry.title),
      ...profile.education.map((entry) => entry.title),
      ...profile.languages.map((language) => language.name),
      ...profile.awards.map((award) => award.title),
      profile.headings.testimonials,
      profile.headings.testimonialsSubtitle,
      ...(profile.book ? [profile.book.title] : []),
      ...(profile.podcast ? [profile.podcast.title] : []),
      profile.headings.callToAction,
    ]) {
      expect(html).toContain(text);
    }
    for (const id of [
      "home",
      "expertise",
      "profile",
      "academic",
      "testimonials",
      "elsewhere",
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
  });

  it("has the meta tags and valid JSON-LD for the owner and the book, with SITE_URL", async () => {
    const html = await (await home()).text();
    expect(html).toContain(
      `<title>${pageTitle(profile).replace(/&/g, "&amp;")}</title>`,
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://counsel.example/" />',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/counsel\.example\/og-image\.png\?v=[0-9a-z]+" \/>/,
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
      html,
    )![1]!;
    const graph = JSON.parse(json)["@graph"] as {
      "@type": string;
      name: string;
    }[];
    expect(graph.map((node) => [node["@type"], node.name])).toEqual([
      ["Person", profile.name],
      ...(profile.book ? [["Book", profile.book.title]] : []),
      ["ProfilePage", undefined],
    ]);
    expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/);
  });

  it("shows the fallback testimonial until one is approved, then the approved ones, at once", async () => {
    // What the page shows; the boot data keeps the fallback for the client.
    const shown = (html: string) =>
      decode(html.replace(/<script id="boot-data"[^]*?<\/script>/, ""));
    const before = await home();
    const beforeHtml = shown(await before.text());
    expect(beforeHtml).toContain(profile.testimonials.fallback!.comment);

    await approve(
      "Rita Approved",
      "Approved testimonials are rendered by the server.",
    );
    const after = await home();
    const afterHtml = await after.text();
    expect(afterHtml).toContain(
      "Approved testimonials are rendered by the server.",
    );
    expect(shown(afterHtml)).not.toContain(
      profile.testimonials.fallback!.comment,
    );
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    // The rows are also in the boot data the client hydrates its query cache with.
    expect(afterHtml).toMatch(
      /<script id="boot-data" type="application\/json">[^<]*Rita Approved/,
    );
  });

  it("is served compressed and revalidated with an ETag", async () => {
    const first = await home({ "accept-encoding": "gzip, deflate, br" });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag")!;
    expect((await home({ "if-none-match": etag })).status).toBe(304);
    expect(
      (await home({ "accept-encoding": "gzip" })).headers.get(
        "content-encoding",
      ),
    ).toBe("gzip");
  });

  it("is compressed as small as brotli can make it (what the first paint waits for)", async () => {
    const html = Buffer.from(await (await home()).arrayBuffer());
    const sent = await home({ "accept-encoding": "br" });
    const smallest = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    });
    expect((await sent.arrayBuffer()).byteLength).toBe(smallest.length);
  });

  it("serves hashed assets as immutable for a year", async () => {
    const script = [...site.assets.keys()].find((path) =>
      /^\/assets\/main-.*\.js$/.test(path),
    )!;
    const response = await site.app.request(script, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("answers robots.txt and sitemap.xml for SITE_URL, and the manifest and the content from the store", async () => {
    const text = async (path: string) => {
      const response = await site.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      return response.text();
    };
    expect(await text("/robots.txt")).toContain(
      "Sitemap: https://counsel.example/sitemap.xml",
    );
    expect(await text("/sitemap.xml")).toContain(
      "<loc>https://counsel.example/</loc>",
    );
    expect(JSON.parse(await text("/site.webmanifest")).name).toBe(profile.name);
    expect(JSON.parse(await text("/content/en.json"))).toEqual(profile);
    // Drawn from the published content at run time, not the build's seed copies.
    for (const file of [
      "/og-image.png",
      "/favicon.svg",
      "/apple-touch-icon.png",
    ]) {
      expect(site.assets.has(file), file).toBe(false);
    }
  });

  it("serves the published content with an ETag, revalidated, and 404 for a language it does not have", async () => {
    const first = await site.app.request("/content/en.json");
    expect(first.headers.get("content-type")).toBe(
      "application/json; charset=utf-8",
    );
    const etag = first.headers.get("etag")!;
    const again = await site.app.request("/content/en.json", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const other = await site.app.request("/content/xx.json");
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      error: "No content in that language",
    });
    expect((await site.app.request("/content/en.txt")).status).toBe(404);
  });

  it("renders a newly published content at once: page, title, JSON-LD, social tags, manifest and content JSON", async () => {
    const before = await home();
    const beforeEtag = before.headers.get("etag");
    const renamed = {
      ...profile,
      name: "Renamed Owner",
      title: "Counsel to Robots",
      seo: { ...profile.seo, title: "" },
    };
    await store.content.publish("en", renamed, "rename");
    try {
      const after = await home();
      expect(after.headers.get("etag")).not.toBe(beforeEtag);
      const html = decode(await after.text());
      expect(html).toContain(
        "<title>Renamed Owner | Counsel to Robots</title>",
      );
      expect(html).toContain(
        '<meta property="og:title" content="Renamed Owner | Counsel to Robots" />',
      );
      expect(html).toContain(
        '<meta property="og:site_name" content="Renamed Owner" />',
      );
      expect(html).toMatch(/"@type":"Person"[^}]*"name":"Renamed Owner"/);
      expect(html).toMatch(/id="home-heading"[^]*Counsel to Robots/);
      const manifest = await (
        await site.app.request("/site.webmanifest")
      ).json();
      expect(manifest.name).toBe("Renamed Owner");
      const content = await (await site.app.request("/content/en.json")).json();
      expect(content.name).toBe("Renamed Owner");
    } finally {
      await store.content.publish("en", profile, "back");
    }
    expect(decode(await (await home()).text())).toContain(profile.title);
  });

  it("renders a preview of any content, marked, kept out of search engines, never cached", async () => {
    const draft = { ...profile, name: "Draft Owner" };
    const preview = await site.pages.renderPreview("en", draft);
    const html = decode(preview.body.toString());
    expect(html).toMatch(
      /<body>\s*<div role="status"[^>]*>Preview: this is not the published page/,
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain("Draft Owner");
    expect(preview.inlineSources?.style.length).toBeGreaterThan(0);
    const published = decode(await (await home()).text());
    expect(published).not.toContain("Draft Owner");
    expect(published).not.toContain("Preview: this is not the published page");
    expect(published).not.toContain("noindex");
  });
});
