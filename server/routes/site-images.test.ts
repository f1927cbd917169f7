import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  assertValidProfile,
  type Profile,
} from "../../core/content/profile-schema";
import { DEFAULT_LANGUAGE } from "../../core/site-languages";
import { seedProfile } from "../../content/profile";
import { seedProfilePt } from "../../content/profile-pt";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import { encode } from "../render/assets";
import { PORTRAIT_PANEL } from "../images/site/site-images";
import { seedContent } from "../store/repos/content/seed-content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { fixedPages } from "../testing/fixed-pages";

const seed = assertValidProfile(seedProfile);
const page = encode(Buffer.from("<p>page</p>"), "text/html");
const PORTRAIT_ID = "c0ffee".repeat(6);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A 640×800 portrait WebP of one colour. */
const solidPortrait = () =>
  sharp({
    create: { width: 640, height: 800, channels: 3, background: "#d01010" },
  })
    .webp()
    .toBuffer();

/** The RGB of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe.each(STORE_KINDS)("the social card and icons on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await openTestStore(kind);
    app = createApp({
      config: loadConfig({ SITE_URL: "https://counsel.example" }),
      assets: new Map(),
      pages: fixedPages(async () => page),
      store: t.store,
    });
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    setLogSink(() => {});
    await t.reset();
    t.store.changed();
    await seedContent(t.store);
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };
  const publish = (changes: Partial<Profile>) =>
    t.store.content.publish(DEFAULT_LANGUAGE, { ...seed, ...changes });

  it("draws the card from the published content: 1200×630 PNG, with an ETag, revalidated", async () => {
    const { res, body } = await get("/og-image.png?v=anything");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    const again = await get("/og-image.png", {
      "if-none-match": res.headers.get("etag")!,
    });
    expect(again.res.status).toBe(304);
  });

  it("draws a new card and new icons after a publish, without a restart", async () => {
    const card = await get("/og-image.png");
    const svg = await get("/favicon.svg");
    const icon = await get("/icon-192.png");
    await publish({
      name: "Joana Pires",
      title: "General Counsel",
      accentColor: "12 80% 50%",
    });
    const newCard = await get("/og-image.png");
    expect(newCard.res.headers.get("etag")).not.toBe(
      card.res.headers.get("etag"),
    );
    expect(newCard.body.equals(card.body)).toBe(false);
    const meta = await sharp(newCard.body).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // The accent bar on the card's left edge takes the new colour (#e64219).
    expect(await pixel(newCard.body, 8, 300)).toEqual([230, 66, 25]);
    const newSvg = await get("/favicon.svg");
    expect(newSvg.body.equals(svg.body)).toBe(false);
    expect(newSvg.body.toString()).toContain('fill="#e64219"');
    expect(await pixel((await get("/icon-192.png")).body, 96, 4)).not.toEqual(
      await pixel(icon.body, 96, 4),
    );
    for (const path of [
      "/favicon-32.png",
      "/apple-touch-icon.png",
      "/icon-512.png",
    ])
      expect((await get(path)).res.status, path).toBe(200);
  });

  it("puts the portrait in the card's right-hand panel when there is one", async () => {
    const without = (await get("/og-image.png")).body;
    await t.store.portraits.put([
      {
        name: `${PORTRAIT_ID}-640.webp`,
        bytes: await solidPortrait(),
      },
    ]);
    await publish({
      portrait: {
        id: PORTRAIT_ID,
        alt: "The owner",
        width: 640,
        height: 800,
        widths: [640],
      },
    });
    const withPortrait = (await get("/og-image.png")).body;
    const middle = {
      x: PORTRAIT_PANEL.left + PORTRAIT_PANEL.width / 2,
      y: PORTRAIT_PANEL.height / 2,
    };
    const before = await pixel(without, middle.x, middle.y);
    const after = await pixel(withPortrait, middle.x, middle.y);
    expect(after).not.toEqual(before);
    const [red, green, blue] = after as [number, number, number];
    expect(red).toBeGreaterThan(180);
    expect(green + blue).toBeLessThan(80);
  });

  it("draws in a child process that has exited by the time the image is served", async () => {
    const lines: string[] = [];
    setLogSink((line) => lines.push(line));
    await publish({ title: "Drawn elsewhere" });
    expect((await get("/favicon-32.png")).res.status).toBe(200);
    const drawn = lines
      .map((line) => JSON.parse(line) as { message: string; pid?: number })
      .find((line) => line.message === "social card and icons drawn");
    expect(drawn?.pid).toBeGreaterThan(0);
    expect(drawn!.pid).not.toBe(process.pid);
    expect(isRunning(drawn!.pid!)).toBe(false);
  });

  it("draws again only when the card changes, not on every store change", async () => {
    const lines: string[] = [];
    await get("/og-image.png");
    setLogSink((line) => lines.push(line));
    t.store.changed();
    await get("/og-image.png");
    await publish({ email: "other@counsel.example" });
    await get("/og-image.png");
    expect(lines.filter((line) => line.includes("drawn"))).toEqual([]);
  });
});

describe.each(STORE_KINDS)("the social card per language on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  const seedPt = assertValidProfile(seedProfilePt);

  beforeAll(async () => {
    t = await openTestStore(kind);
    app = createApp({
      config: loadConfig({ SITE_URL: "https://counsel.example" }),
      assets: new Map(),
      pages: fixedPages(async () => page),
      store: t.store,
    });
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    setLogSink(() => {});
    await t.reset();
    t.store.changed();
    await seedContent(t.store);
  });

  const get = async (path: string) => {
    const res = await app.request(path);
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };
  const english = () =>
    t.store.content.publish("en", { ...seed, accentColor: "12 80% 50%" });

  it("draws each language's card from that language's content, beside its home page", async () => {
    const en = await get("/og-image.png?v=x");
    const pt = await get("/pt/og-image.png?v=x");
    expect(pt.res.status).toBe(200);
    expect(pt.res.headers.get("content-type")).toBe("image/png");
    expect(pt.res.headers.get("cache-control")).toBe("public, no-cache");
    const meta = await sharp(pt.body).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // The seeds' titles differ; given the English card's text, the
    // Portuguese card is the English one.
    expect(pt.body.equals(en.body)).toBe(false);
    await t.store.content.publish("pt", {
      ...seedPt,
      name: seed.name,
      title: seed.title,
      subtitle: seed.subtitle,
      accentColor: seed.accentColor,
    });
    expect((await get("/pt/og-image.png")).body.equals(en.body)).toBe(true);
  });

  it("keeps the icons through another language's texts, and redraws them for an identity change made in any language", async () => {
    const svg = (await get("/favicon.svg")).body.toString();
    await t.store.content.publish("pt", { ...seedPt, title: "Advogada" });
    await get("/pt/og-image.png");
    expect((await get("/favicon.svg")).body.toString()).toBe(svg);
    // The name and the colour are the site's, whichever language's editor changed them.
    await t.store.content.publish("pt", {
      ...seedPt,
      name: "Outra Pessoa",
      accentColor: "200 80% 40%",
    });
    expect((await get("/favicon.svg")).body.toString()).toContain(
      'fill="#1481b8"',
    );
    await english();
    expect((await get("/favicon.svg")).body.toString()).toContain(
      'fill="#e64219"',
    );
  });

  it("moves the cards with the default language: the root has the default's, the old default's card is under its prefix", async () => {
    const en = (await get("/og-image.png")).body;
    const pt = (await get("/pt/og-image.png")).body;
    await t.store.content.publish("pt", { ...seedPt, title: "Advogada" });
    const ptCard = (await get("/pt/og-image.png")).body;
    expect(ptCard.equals(pt)).toBe(false);
    await t.store.languages.update({
      defaultLanguage: "pt",
      published: ["en", "pt"],
    });
    expect((await get("/og-image.png")).body.equals(ptCard)).toBe(true);
    expect((await get("/en/og-image.png")).body.equals(en)).toBe(true);
    // Links from before the move still find the Portuguese card.
    expect((await get("/pt/og-image.png?v=1")).body.equals(ptCard)).toBe(true);
  });

  it("has no card for a language the owner has not published, nor for an unknown one", async () => {
    await t.store.languages.update({
      defaultLanguage: "en",
      published: ["en"],
    });
    expect((await get("/pt/og-image.png")).res.status).toBe(404);
    expect((await get("/xx/og-image.png")).res.status).toBe(404);
    // Icons are the site's, at the root only.
    expect(
      String((await get("/pt/favicon.svg")).res.headers.get("content-type")),
    ).not.toMatch(/^image/);
  });

  it("draws a language's card again only when that card changes", async () => {
    await get("/og-image.png");
    await get("/pt/og-image.png");
    const drawn: string[] = [];
    setLogSink((line) => {
      const entry = JSON.parse(line) as { message: string; lang?: string };
      if (entry.message === "social card and icons drawn")
        drawn.push(entry.lang!);
    });
    await get("/og-image.png");
    await get("/pt/og-image.png");
    await t.store.content.publish("pt", { ...seedPt, title: "Outro título" });
    await get("/og-image.png");
    await get("/pt/og-image.png");
    expect(drawn).toEqual(["pt"]);
  });
});
