// The headers a portrait file is served with, through the whole app: its
// type from its name whatever was stored with it, and a policy under which
// a file that is not an image (stored by an older version's restore) can
// neither run nor read the site as a page of it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { fixedPages } from "../testing/fixed-pages";
import {
  HOSTILE_PAGE,
  HOSTILE_SCRIPT,
  hostilePortraits,
} from "../testing/hostile-portraits";

beforeEach(() => setLogSink(() => {}));

describe.each(STORE_KINDS)("portrait files served on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await openTestStore(kind);
    app = createApp({
      config: loadConfig({}),
      assets: new Map(),
      pages: fixedPages(() => Promise.reject(new Error("no page"))),
      store: t.store,
    });
    // What a crafted backup left in the store before restores checked the
    // bytes: a page and a script under portrait names, stored (in the
    // table) with the content types that would run them.
    for (const file of hostilePortraits()) {
      await t.store.portraits.put([
        { name: file.name, bytes: Buffer.from(file.bytes, "base64") },
      ]);
      await t.store.db.query(
        "UPDATE portrait_files SET content_type = $2 WHERE name = $1",
        [file.name, file.contentType],
      );
    }
  });
  afterAll(() => t?.destroy());

  it.each([
    [HOSTILE_PAGE, "image/jpeg"],
    [HOSTILE_SCRIPT, "image/webp"],
  ])("serves %s as %s, sandboxed, never sniffed", async (name, contentType) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await app.request(`/portrait/${name}`, { method });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(contentType);
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; sandbox",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
    }
  });

  it("keeps the site's own policy on its other answers", async () => {
    const res = await app.request(`/portrait/${"0".repeat(32)}-320.jpg`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toMatch(
      /^default-src 'self'; script-src 'self'/,
    );
  });
});
