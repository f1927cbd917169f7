import { describe, expect, it } from "vitest";
import {
  readLimitedBody,
  readLimitedBytes,
  type RefusedBody,
} from "./read-body";

/** A chunked body of `chunks` pieces of `size` bytes; counts what was pulled and whether it was cancelled. */
function streamed(chunks: number, size: number, headers: HeadersInit = {}) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request("http://x.test/", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  return { request, seen };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("readLimitedBody", () => {
  it("reads a body within the limit as text, and an empty one as ''", async () => {
    const { request } = streamed(3, 100);
    expect(await readLimitedBody(request, 300, "drain")).toEqual({
      ok: true,
      text: "a".repeat(300),
    });
    const empty = new Request("http://x.test/", { method: "POST" });
    expect(await readLimitedBody(empty, 10, "drain")).toEqual({
      ok: true,
      text: "",
    });
  });

  it("refuses text that is not UTF-8", async () => {
    const request = new Request("http://x.test/", {
      method: "POST",
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    expect(await readLimitedBody(request, 100, "drain")).toEqual({
      ok: false,
      reason: "not-utf8",
    });
  });

  it.each<[RefusedBody, boolean]>([
    ["drain", false],
    ["cancel", true],
  ])(
    "refuses a body over the limit, counted or declared, then the rest is %s-ed",
    async (refused, cancelled) => {
      const counted = streamed(50, 100);
      expect(await readLimitedBody(counted.request, 1000, refused)).toEqual({
        ok: false,
        reason: "too-large",
      });
      await settle();
      expect(counted.seen.cancelled).toBe(cancelled);
      if (cancelled) expect(counted.seen.pulled).toBeLessThan(50);
      else expect(counted.seen.pulled).toBe(50);

      const declared = streamed(50, 100, { "content-length": "5000" });
      expect(await readLimitedBody(declared.request, 1000, refused)).toEqual({
        ok: false,
        reason: "too-large",
      });
      await settle();
      expect(declared.seen.cancelled).toBe(cancelled);
      if (!cancelled) expect(declared.seen.pulled).toBe(50);
    },
  );
});

describe("readLimitedBytes", () => {
  it("reads a binary body as sent, and refuses one over the limit", async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x80]);
    const request = new Request("http://x.test/", {
      method: "POST",
      body: bytes,
    });
    expect(await readLimitedBytes(request, 5, "drain")).toEqual({
      ok: true,
      bytes,
    });
    const { request: large } = streamed(3, 100);
    expect(await readLimitedBytes(large, 299, "cancel")).toEqual({
      ok: false,
      reason: "too-large",
    });
  });
});
