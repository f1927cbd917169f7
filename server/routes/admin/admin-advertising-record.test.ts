// The advertising record's admin calls through the whole app, on each
// store: the list, the tar export whose manifest names each of its files
// with the SHA-256 of its bytes, one copy's download; all refused without
// a session.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  AdvertisingRecordList,
  ManifestEntry,
} from "../../../core/api/advertising-record";
import type { createApp } from "../../app";
import type { AdminCall } from "../../testing/admin-client";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { signedInApp } from "../../testing/signed-in-app";

const PASSWORD = "correct horse battery";

/** The files of a tar archive, by name (ustar headers, regular files only). */
function untar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= archive.length;) {
    const header = archive.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = header.toString("ascii", 0, 100).replace(/\0.*$/s, "");
    const size = parseInt(header.toString("ascii", 124, 136), 8);
    let sum = 0;
    for (const [i, byte] of header.entries())
      sum += i >= 148 && i < 156 ? 0x20 : byte;
    expect(parseInt(header.toString("ascii", 148, 156), 8)).toBe(sum);
    expect(header.toString("ascii", 257, 262)).toBe("ustar");
    files.set(name, archive.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

describe.each(STORE_KINDS)("the admin's advertising record on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let call: AdminCall;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    ({ app, call } = await signedInApp(t, PASSWORD));
  });

  // Past a tar block, to see the padding.
  const html = (text: string) =>
    Buffer.from(`<!doctype html><p>${text}</p>${"·".repeat(400)}`);
  const copy = (lang: string, text: string, takenAt: Date, path = "/") =>
    t.store.advertisingRecord.add(
      {
        lang,
        path,
        html: html(text),
        revisionIds: [1],
        languages: ["en", "pt"],
        testimonialIds: [],
      },
      { takenAt },
    );

  it("refuses every call without a session", async () => {
    for (const path of ["", "/export", "/00000000-0000-4000-8000-000000000001"])
      expect(
        (await app.request(`/api/admin/advertising-record${path}`)).status,
      ).toBe(401);
  });

  it("lists the copies, newest first, with their sizes", async () => {
    await copy("en", "one", new Date("2026-09-01T10:00:00Z"));
    await copy("pt", "um", new Date("2026-09-02T10:00:00Z"));
    const res = await call("/advertising-record");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = (await res.json()) as AdvertisingRecordList;
    expect(list.retentionDays).toBe(365);
    expect(
      list.copies.map((c) => [c.takenAt, c.lang, c.reason, c.bytes]),
    ).toEqual([
      ["2026-09-02T10:00:00.000000Z", "pt", "first", html("um").length],
      ["2026-09-01T10:00:00.000000Z", "en", "first", html("one").length],
    ]);
  });

  it("exports a tar of every copy and a manifest matching its files", async () => {
    await copy("en", "one", new Date("2026-09-01T10:00:00Z"));
    await copy("en", "two", new Date("2026-10-01T10:00:00Z"));
    await copy("pt", "um", new Date("2026-10-01T10:00:01Z"));
    const res = await call("/advertising-record/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-tar");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="advertising-record-\d{4}-\d\d-\d\d\.tar"/,
    );
    const files = untar(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(
      files.get("manifest.json")!.toString(),
    ) as ManifestEntry[];
    expect(manifest.map((entry) => entry.file)).toEqual([
      "2026-09-01T10-00-00Z-en-first.html",
      "2026-10-01T10-00-00Z-en-change.html",
      "2026-10-01T10-00-01Z-pt-first.html",
    ]);
    expect([...files.keys()].sort()).toEqual(
      [...manifest.map((entry) => entry.file), "manifest.json"].sort(),
    );
    for (const entry of manifest) {
      const html = files.get(entry.file)!;
      expect(createHash("sha256").update(html).digest("hex")).toBe(
        entry.sha256,
      );
      expect(entry).toMatchObject({ path: "/", testimonialErasedAt: null });
    }
    expect(files.get(manifest[1]!.file)!.toString()).toContain("<p>two</p>");
  });

  it("downloads one copy's HTML, sandboxed, and 404 for an unknown id", async () => {
    const one = await copy("en", "one", new Date("2026-09-01T10:00:00Z"));
    const res = await call(`/advertising-record/${one!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="2026-09-01T10-00-00Z-en-first\.html"/,
    );
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(html("one"));
    for (const id of ["00000000-0000-4000-8000-000000000001", "nope"])
      expect((await call(`/advertising-record/${id}`)).status).toBe(404);
  });

  it("names each page's copies by its path in its language, short enough for a tar, and lists the path in the manifest", async () => {
    const at = new Date("2026-09-01T10:00:00Z");
    const cv = `/pt/cv/${encodeURIComponent(`${"Maria ".repeat(20)}CV.html`)}`;
    const paths = ["/pt/", "/pt/privacidade", "/pt/contact", cv, "/privacy"];
    for (const path of paths) await copy("pt", path, at, path);
    const res = await call("/advertising-record/export");
    expect(res.status).toBe(200);
    const files = untar(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(
      files.get("manifest.json")!.toString(),
    ) as ManifestEntry[];
    const byPath = new Map(manifest.map((entry) => [entry.path, entry.file]));
    expect([...byPath.keys()].sort()).toEqual([...paths].sort());
    const date = "2026-09-01T10-00-00Z";
    expect(byPath.get("/pt/")).toBe(`${date}-pt-first.html`);
    expect(byPath.get("/pt/privacidade")).toBe(
      `${date}-pt-privacidade-first.html`,
    );
    expect(byPath.get("/pt/contact")).toBe(`${date}-pt-contact-first.html`);
    expect(byPath.get("/privacy")).toBe(`${date}-pt-privacy-first.html`);
    expect(byPath.get(cv)).toMatch(
      new RegExp(`^${date}-pt-cv_Maria_20Maria_20[\\w]{20,}-first\\.html$`),
    );
    expect(byPath.get(cv)!.length).toBeLessThanOrEqual(100);
    for (const entry of manifest)
      expect(files.get(entry.file)!.toString()).toContain(
        `<p>${entry.path}</p>`,
      );
  });
});
