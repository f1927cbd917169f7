// The server-rendered page over the real build: content, testimonials,
// metadata, caching. Needs `npm run build` (npm test builds first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliCompressSync, constants } from "node:zlib";
import { validateTestimonial } from "../../core/testimonial";
import { profile } from "../../src/content/profile";
import type { Store } from "../store/open-store";
import {
  CLIENT_DIR,
  memoryStore,
  realSite,
  requireBuild,
  type RealSite,
} from "../testing/real-site";
import { loadAssets } from "./assets";

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
  const { id } = await store.testimonials.insertPending(valid.value, null);
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
      "My Legal & Business Journey",
      ...profile.experience.map((entry) => entry.title),
      ...profile.education.map((entry) => entry.title),
      ...profile.languages.map((language) => language.name),
      "TTR 2024 Top-10 Rising Stars",
      "Their Words, Not Mine",
      "Completely bias-free",
      profile.book.title,
      "Start a Conversation",
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
      `<title>${profile.seo.title.replace(/&/g, "&amp;")}</title>`,
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://counsel.example/" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://counsel.example/og-image.png" />',
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
      ["Book", profile.book.title],
    ]);
    expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/);
  });

  it("shows the fallback testimonial until one is approved, then the approved ones, at once", async () => {
    const before = await home();
    const beforeHtml = decode(await before.text());
    expect(beforeHtml).toContain(profile.testimonials.fallback.comment);

    await approve(
      "Rita Approved",
      "Approved testimonials are rendered by the server.",
    );
    const after = await home();
    const afterHtml = await after.text();
    expect(afterHtml).toContain(
      "Approved testimonials are rendered by the server.",
    );
    expect(afterHtml).not.toContain(profile.testimonials.fallback.comment);
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

  it("answers robots.txt and sitemap.xml for SITE_URL", async () => {
    const assets = await loadAssets(CLIENT_DIR, "https://counsel.example/");
    expect(assets.get("/robots.txt")!.body.toString()).toContain(
      "Sitemap: https://counsel.example/sitemap.xml",
    );
    expect(assets.get("/sitemap.xml")!.body.toString()).toContain(
      "<loc>https://counsel.example/</loc>",
    );
    for (const file of [
      "/og-image.png",
      "/favicon.svg",
      "/apple-touch-icon.png",
      "/site.webmanifest",
    ]) {
      expect(assets.has(file), file).toBe(true);
    }
  });
});
