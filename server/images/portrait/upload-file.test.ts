import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bodyToFile } from "./upload-file";

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "upload-file-"));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A chunked body (no Content-Length) of `chunks`, optionally failing after them. */
function chunked(chunks: Uint8Array[], { fail = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (fail) controller.error(new Error("connection reset"));
      else controller.close();
    },
  });
  return new Request("http://localhost/", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
}

const filled = (size: number, value: number) =>
  new Uint8Array(size).fill(value);

describe("bodyToFile", () => {
  it("writes the body to a private file and keeps its first bytes", async () => {
    const chunks = [filled(3000, 1), filled(3000, 2), filled(10, 3)];
    const upload = await bodyToFile(chunked(chunks), 10_000, folder);
    if (!upload.ok) throw new Error(upload.reason);
    expect(upload.path.startsWith(folder)).toBe(true);
    const written = await readFile(upload.path);
    expect(written.length).toBe(6010);
    expect(written.subarray(2999, 3001)).toEqual(Buffer.from([1, 2]));
    expect((await stat(upload.path)).mode & 0o777).toBe(0o600);
    expect(upload.head.length).toBe(4096);
    expect(upload.head[2999]).toBe(1);
    expect(upload.head[3000]).toBe(2);
    await upload.remove();
    expect(await readdir(folder)).toEqual([]);
  });

  it("keeps a short body's head at its length", async () => {
    const upload = await bodyToFile(chunked([filled(5, 9)]), 10, folder);
    expect(upload.ok && [...upload.head]).toEqual([9, 9, 9, 9, 9]);
  });

  it("refuses a body over the limit, by Content-Length or by counting, leaving no file", async () => {
    const declared = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-length": "11" },
      body: filled(11, 0),
    });
    expect(await bodyToFile(declared, 10, folder)).toEqual({
      ok: false,
      reason: "too-large",
    });
    expect(
      await bodyToFile(chunked([filled(6, 0), filled(6, 0)]), 10, folder),
    ).toEqual({ ok: false, reason: "too-large" });
    expect(await readdir(folder)).toEqual([]);
  });

  it("says a body cut short was aborted, leaving no file", async () => {
    expect(
      await bodyToFile(chunked([filled(6, 0)], { fail: true }), 10, folder),
    ).toEqual({ ok: false, reason: "aborted" });
    expect(await readdir(folder)).toEqual([]);
  });
});
