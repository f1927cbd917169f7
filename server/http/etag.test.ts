import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { startTestApp, type TestApp } from "../testing/http-app";
import { rawGet } from "../testing/raw-get";
import { ifNoneMatchHits } from "./etag";

const ETAG = '"abc"';

describe("ifNoneMatchHits", () => {
  it.each([
    ['"abc"', true],
    // Weak comparison: W/ on either side does not matter.
    ['W/"abc"', true],
    ["*", true],
    [" \t* ", true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['"x" ,\t"abc"\t', true],
    [', ,"abc",,', true],
    // Malformed members are skipped up to the next comma.
    ['W/ "x" junk, "abc"', true],
    ['"a b, "abc"', true],
    ['"ab"', false],
    ['"abcd"', false],
    ["abc", false],
    ['"abc', false],
    ['w/"abc"', false],
    ['W/ "abc"', false],
    ['"abc"x', false],
    ['"abc" "abc"', false],
    ['"ab c"', false],
    ['"*"', false],
    ["*x", false],
    ["", false],
    // A request without the header.
    [undefined, false],
  ] as const)("%j: %s", (header, expected) => {
    expect(ifNoneMatchHits(header, ETAG)).toBe(expected);
  });

  it("compares the tag exactly, commas and all", () => {
    expect(ifNoneMatchHits('"a,b"', '"a,b"')).toBe(true);
    expect(ifNoneMatchHits('"a", "b"', '"a,b"')).toBe(false);
    expect(ifNoneMatchHits('"\x80\xff"', '"\x80\xff"')).toBe(true);
  });

  // Headers that make a backtracking or rescanning parser quadratic.
  const shapes: [string, (length: number) => string][] = [
    ["W/, spaces, x", (n) => "W/" + " ".repeat(n - 3) + "x"],
    ["an unclosed tag", (n) => '"' + "a".repeat(n - 1)],
    ["commas", (n) => ",".repeat(n)],
    ["spaces and commas", (n) => " ,".repeat(n / 2)],
    ["malformed members", (n) => '"a" x,'.repeat(n / 6)],
    ["W/ again and again", (n) => "W/".repeat(n / 2)],
    ["tags that do not match", (n) => 'W/"x", '.repeat(n / 7)],
  ];

  it.each(shapes)(
    "takes time in proportion to the header's length: %s",
    (_, make) => {
      // Flat strings, as Node hands header values over.
      const flat = (length: number) =>
        Buffer.from(make(length), "latin1").toString("latin1");
      const big = flat(1 << 20);
      const small = flat(1 << 10);
      // CPU time, not wall time: other processes on a busy machine do not count.
      const cpuTime = (header: string, times: number) => {
        const started = process.cpuUsage();
        for (let i = 0; i < times; i++) ifNoneMatchHits(header, ETAG);
        const used = process.cpuUsage(started);
        return used.user + used.system;
      };
      // The same number of characters either way: a linear scan takes about
      // as long for both, a quadratic one about 1,024 times as long for the
      // big header. Best of seven, taken in turns.
      let bigBest = Infinity;
      let smallBest = Infinity;
      for (let round = 0; round < 7; round++) {
        smallBest = Math.min(smallBest, cpuTime(small, 1 << 10));
        bigBest = Math.min(bigBest, cpuTime(big, 1));
      }
      const ratio = bigBest / smallBest;
      expect(ratio).toBeLessThan(16);
    },
  );
});

const KEY = "test-key";
const LIST = "/rest/v1/testimonials_public?select=*&order=created_at.desc";

describe.each(STORE_KINDS)("If-None-Match over HTTP on %s", (kind) => {
  let t: TestStore;
  let app: TestApp;

  beforeAll(async () => {
    t = await openTestStore(kind);
    app = await startTestApp(t.store);
  });
  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  /** The longest If-None-Match value Node accepts on this request (then 431). */
  async function longestAccepted(
    path: string,
    headers: Record<string, string>,
  ) {
    let accepted = 0;
    let refused = 1 << 16;
    while (refused - accepted > 1) {
      const length = (accepted + refused) >> 1;
      const { status } = await rawGet(app.url + path, {
        ...headers,
        "if-none-match": "x".repeat(length),
      });
      if (status === 431) refused = length;
      else accepted = length;
    }
    return accepted;
  }

  // A run of spaces after W/ (the shape that made the old parser quadratic),
  // then the given tag, `length` characters in all.
  const padded = (length: number, tag: string) =>
    "W/" + " ".repeat(length - tag.length - 5) + "x, " + tag;

  it.each([
    ["the page, through the app", "/", {}],
    ["the list, from the fast path", LIST, { apikey: KEY }],
    ["the list, through the app", `${LIST}&apikey=${KEY}`, {}],
  ] as [string, string, Record<string, string>][])(
    "answers the longest header Node accepts correctly: %s",
    async (_, path, headers) => {
      const plain = await rawGet(app.url + path, headers);
      expect(plain.status).toBe(200);
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const length = await longestAccepted(path, headers);
      // Node's default limit is 16 KiB for the request line and all headers.
      expect(length).toBeGreaterThan(16_000);

      const current = await rawGet(app.url + path, {
        ...headers,
        "if-none-match": padded(length, `W/${etag}`),
      });
      expect(current.status).toBe(304);
      expect(current.body.length).toBe(0);
      const other = await rawGet(app.url + path, {
        ...headers,
        "if-none-match": padded(length, '"other"'),
      });
      expect(other.status).toBe(200);
      expect(other.body).toEqual(plain.body);
    },
  );
});
