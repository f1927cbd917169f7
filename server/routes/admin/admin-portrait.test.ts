import { Hono } from "hono";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PORTRAIT_CONTENT_TYPES,
  PORTRAIT_FORMATS,
  portraitFileName,
} from "../../../core/content/portrait-files";
import { adminDeps } from "../../admin/setup";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { setLogSink } from "../../log";
import type { PortraitFocus } from "../../images/portrait/portrait-focus";
import { PortraitJobs } from "../../images/portrait/portrait-jobs";
import { adminPortraitRoutes } from "./admin-portrait";
import {
  fakeHeic,
  jpegWithGps,
  pngDeclaring,
  redThenBluePng,
} from "../../testing/portrait-images";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { fixedPages } from "../../testing/fixed-pages";

const PASSWORD = "correct horse battery";
const ORIGIN = "http://localhost";

interface UploadedPortrait {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

beforeEach(() => setLogSink(() => {}));

describe.each(STORE_KINDS)("portrait upload on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let session: { cookie: string; csrfToken: string };

  beforeAll(async () => {
    t = await openTestStore(kind);
    app = createApp({
      config: loadConfig({ ADMIN_PASSWORD: PASSWORD }),
      assets: new Map(),
      pages: fixedPages(() => Promise.reject(new Error("no page"))),
      store: t.store,
    });
    const res = await app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    session = {
      cookie: res.headers.get("set-cookie")!.split(";")[0]!,
      csrfToken,
    };
  });
  afterAll(() => t?.destroy());

  const upload = (
    body: Uint8Array,
    {
      query = "",
      headers = {},
    }: { query?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(`/api/admin/portrait${query}`, {
      method: "POST",
      headers: {
        cookie: session.cookie,
        origin: ORIGIN,
        "x-csrf-token": session.csrfToken,
        "content-type": "image/jpeg",
        ...headers,
      },
      body: body as Uint8Array<ArrayBuffer>,
    });

  const uploaded = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { portrait: UploadedPortrait }).portrait;
  };

  const file = (portrait: UploadedPortrait, width: number, format: string) =>
    app.request(`/portrait/${portrait.id}-${width}.${format}`);

  /** The mean red and blue of a served file, 0-255. */
  const meanColour = async (portrait: UploadedPortrait, width: number) => {
    const res = await file(portrait, width, "jpg");
    const { channels } = await sharp(
      Buffer.from(await res.arrayBuffer()),
    ).stats();
    return { red: channels[0]!.mean, blue: channels[2]!.mean };
  };

  it("refuses a caller without a session (401) and one without the CSRF token (403)", async () => {
    const photo = await jpegWithGps();
    const anonymous = await app.request("/api/admin/portrait", {
      method: "POST",
      headers: { origin: ORIGIN },
      body: photo,
    });
    expect(anonymous.status).toBe(401);
    const noToken = await upload(photo, { headers: { "x-csrf-token": "" } });
    expect(noToken.status).toBe(403);
  });

  it("refuses a text file named and labelled as a JPEG", async () => {
    const res = await upload(Buffer.from("just some text, not a photo\n"), {
      headers: { "x-file-name": "photo.jpg" },
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /JPEG, PNG, WebP or AVIF/,
    );
  });

  it("refuses an iPhone HEIC photo and says how to export a JPEG", async () => {
    const res = await upload(fakeHeic());
    expect(res.status).toBe(415);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/HEIC/);
    expect(error).toMatch(/Most Compatible/);
    expect(error).toMatch(/JPEG/);
  });

  it("refuses a body over 15 MB with 413", async () => {
    const res = await upload(new Uint8Array(15 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/15 MB/);
  });

  it("refuses an image declaring more pixels than it will decode (20000 × 20000)", async () => {
    const res = await upload(await pngDeclaring(20_000, 20_000));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /400 megapixels.*at most 50/,
    );
  });

  it("derives AVIF, WebP and JPEG at three widths, 4:5, without any metadata, served immutable", async () => {
    const source = await jpegWithGps({ width: 1600, height: 2000 });
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const portrait = await uploaded(await upload(source));
    expect(portrait).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{32}$/),
      width: 960,
      height: 1200,
      widths: [320, 640, 960],
    });
    for (const width of portrait.widths)
      for (const format of PORTRAIT_FORMATS) {
        const res = await file(portrait, width, format);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe(
          PORTRAIT_CONTENT_TYPES[format],
        );
        expect(res.headers.get("cache-control")).toBe(
          "public, max-age=31536000, immutable",
        );
        expect(res.headers.get("etag")).toBe(
          `"${portrait.id}-${width}.${format}"`,
        );
        const bytes = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect({ width: meta.width, height: meta.height }).toEqual({
          width,
          height: (width * 5) / 4,
        });
        expect(meta.format).toBe(
          { avif: "heif", webp: "webp", jpg: "jpeg" }[format],
        );
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(bytes.includes("TestCam")).toBe(false);
        expect(bytes.includes("Exif")).toBe(false);
      }
  });

  it("answers a repeated request for a file with 304 and unknown files with 404", async () => {
    const portrait = await uploaded(await upload(await jpegWithGps()));
    const first = await file(portrait, 320, "webp");
    const again = await app.request(`/portrait/${portrait.id}-320.webp`, {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect((await file(portrait, 321, "webp")).status).toBe(404);
    expect(
      (await file({ ...portrait, id: "0".repeat(32) }, 320, "webp")).status,
    ).toBe(404);
    expect((await app.request(`/portrait/${portrait.id}-320.png`)).status).toBe(
      404,
    );
    expect((await app.request("/portrait/..%2F..%2Fetc%2Fpasswd")).status).toBe(
      404,
    );
  });

  it("stores files on PGlite in the data folder and on PostgreSQL in the database", async () => {
    const portrait = await uploaded(await upload(await jpegWithGps()));
    const name = portraitFileName(portrait.id, 320, "jpg");
    const rows = await t.store.db.query<{ name: string }>(
      "SELECT name FROM portrait_files WHERE name = $1",
      [name],
    );
    expect(rows.length).toBe(kind === "postgres" ? 1 : 0);
    expect(await t.store.portraits.get(name)).not.toBeNull();
  });

  it.each(["png", "webp", "avif"] as const)(
    "takes a %s photo too",
    async (format) => {
      const source = await sharp(
        await jpegWithGps({ width: 800, height: 1000 }),
      )
        .toFormat(format)
        .toBuffer();
      const portrait = await uploaded(await upload(source));
      expect(portrait.widths).toEqual([320, 640, 800]);
    },
  );

  it("never derives a width larger than the cropped source", async () => {
    const portrait = await uploaded(
      await upload(await jpegWithGps({ width: 500, height: 700 })),
    );
    expect(portrait).toMatchObject({
      width: 500,
      height: 625,
      widths: [320, 500],
    });
  });

  it("crops the centre by default and the owner's box when given", async () => {
    const source = await redThenBluePng(1000, 1000, 500);
    const centre = await uploaded(await upload(source));
    const mixed = await meanColour(centre, 320);
    expect(mixed.red).toBeGreaterThan(90);
    expect(mixed.blue).toBeGreaterThan(90);

    const box = await uploaded(
      await upload(source, { query: "?crop=520,100,400,500" }),
    );
    const blue = await meanColour(box, 320);
    expect(blue.red).toBeLessThan(10);
    expect(blue.blue).toBeGreaterThan(240);
    expect(box.widths).toEqual([320, 400]);
  });

  it("turns the photo upright (EXIF orientation) before cropping", async () => {
    // Stored red left, blue right; orientation 6 shows it turned a quarter
    // clockwise, red on top.
    const stored = await sharp(await redThenBluePng(1000, 800, 500))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const top = await uploaded(
      await upload(stored, { query: "?crop=0,0,400,500" }),
    );
    const colour = await meanColour(top, 320);
    expect(colour.red).toBeGreaterThan(240);
    expect(colour.blue).toBeLessThan(10);
  });

  it.each([
    ["?crop=1,2,3", "four whole numbers"],
    ["?crop=900,0,400,500", "inside the photo"],
    ["?crop=0,0,100,125", "at least 160"],
    ["?focus=left", "centre"],
  ])("refuses %s with 400", async (query, message) => {
    const res = await upload(await redThenBluePng(1000, 1000, 500), { query });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });

  it("hands the worker the upload as a private file in the temporary folder, removed after", async () => {
    const folder = await mkdtemp(join(tmpdir(), "portrait-upload-"));
    const seen: { path: unknown; mode: number; files: string[] }[] = [];
    class Recording extends PortraitJobs {
      override reserve() {
        const slot = super.reserve()!;
        return {
          ...slot,
          run: async (path: string, focus: PortraitFocus) => {
            seen.push({
              path,
              mode: (await stat(path)).mode & 0o777,
              files: await readdir(folder),
            });
            return slot.run(path, focus);
          },
        };
      }
    }
    const routes = new Hono().route(
      "/api/admin/portrait",
      adminPortraitRoutes({
        ...adminDeps(loadConfig({ ADMIN_PASSWORD: PASSWORD }), t.store),
        portraits: t.store.portraits,
        jobs: new Recording(),
      }),
    );
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = folder;
    try {
      const res = await routes.request("/api/admin/portrait", {
        method: "POST",
        headers: {
          cookie: session.cookie,
          origin: ORIGIN,
          "x-csrf-token": session.csrfToken,
        },
        body: (await jpegWithGps()) as Uint8Array<ArrayBuffer>,
      });
      expect(res.status).toBe(200);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    expect(seen).toHaveLength(1);
    const [{ path, mode, files }] = seen as [(typeof seen)[0]];
    expect(typeof path === "string" && path.startsWith(folder)).toBe(true);
    expect(mode).toBe(0o600);
    // (tsx, which runs the worker from source here, keeps its cache there too.)
    const uploads = (names: string[]) =>
      names.filter((name) => name.startsWith("upload-"));
    expect(uploads(files)).toHaveLength(1);
    expect(uploads(await readdir(folder))).toEqual([]);
    await rm(folder, { recursive: true });
  });

  it("processes one upload at a time: a second one meanwhile gets 503 with Retry-After", async () => {
    const photo = await jpegWithGps();
    // Either may reach the server first.
    const answers = await Promise.all([upload(photo), upload(photo)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503]);
    const refused = answers.find((answer) => answer.status === 503)!;
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /Another photo is being processed/,
    );
  });
});
