import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateTestimonial } from "../../core/testimonials/testimonial";
import { encode } from "../render/assets";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { startTestApp, type TestApp } from "../testing/http-app";
import { rawGet } from "../testing/raw-get";
import { LIST_CACHE_LIMITS, LIST_PATH, ListCache } from "./list-cache";
import { insertPending } from "../testing/sample-submission";

const KEY = "test-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };
const answer = (text: string) =>
  encode(Buffer.from(text), "application/json; charset=utf-8");

describe("ListCache", () => {
  it("drops the least recently used answer when full, never all at once", () => {
    const cache = new ListCache(null);
    const keys = Array.from(
      { length: LIST_CACHE_LIMITS.answers },
      (_, i) => `q${i}`,
    );
    for (const key of keys) cache.set(key, answer(key));
    // q0 is the oldest, but in use: q1 goes instead.
    expect(cache.get("q0")).toBeDefined();
    cache.set("new", answer("new"));
    expect(cache.get("q1")).toBeUndefined();
    for (const key of ["q0", ...keys.slice(2), "new"])
      expect(cache.get(key)?.body.toString()).toBe(key);
  });

  describe("its fast path", () => {
    let server: Server;
    let url: string;
    let cache: ListCache;

    beforeAll(async () => {
      server = createServer((req, res) => {
        // What the fast path leaves to the app.
        if (cache.serve(req, res, KEY) === null) res.writeHead(404).end();
      });
      await new Promise<void>((resolve) =>
        server.listen(0, "127.0.0.1", resolve),
      );
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(
      () => new Promise<void>((resolve) => server.close(() => resolve())),
    );

    const status = async (path: string) =>
      (await rawGet(url + path, AUTH)).status;

    it("serves the URLs it was told stand for a cached answer, and only those", async () => {
      cache = new ListCache(null);
      cache.set("all", answer("[]"));
      const spelling = `${LIST_PATH}?sel%65ct=%2A`;
      cache.remember(spelling, "all");
      const served = await rawGet(url + spelling, AUTH);
      expect(served.status).toBe(200);
      expect(served.body.toString()).toBe("[]");
      // Another spelling is left to the app, which parses it.
      expect(await status(`${LIST_PATH}?select=*`)).toBe(404);
      // So is a remembered one whose answer was dropped.
      cache.clear();
      expect(await status(spelling)).toBe(404);
    });

    it("remembers a bounded number of URLs of bounded length, the least recently used going first", async () => {
      cache = new ListCache(null);
      cache.set("all", answer("[]"));
      const spelling = (i: number) => `${LIST_PATH}?limit=50&n=${i}`;
      const long = `${LIST_PATH}?select=${"*,".repeat(LIST_CACHE_LIMITS.urlLength)}*`;
      cache.remember(long, "all");
      expect(await status(long)).toBe(404);

      for (let i = 0; i < LIST_CACHE_LIMITS.urls; i++)
        cache.remember(spelling(i), "all");
      // The oldest, in use, stays; the next oldest goes.
      expect(await status(spelling(0))).toBe(200);
      cache.remember(spelling(-1), "all");
      expect(await status(spelling(1))).toBe(404);
      expect(await status(spelling(0))).toBe(200);
      expect(await status(spelling(2))).toBe(200);
      expect(await status(spelling(-1))).toBe(200);
    });
  });
});

describe.each(STORE_KINDS)("the list cache over HTTP on %s", (kind) => {
  let t: TestStore;
  let app: TestApp;
  let queries = 0;

  beforeAll(async () => {
    t = await openTestStore(kind);
    const repository = t.store.testimonials;
    const listApproved = repository.listApproved.bind(repository);
    repository.listApproved = (options) => {
      queries++;
      return listApproved(options);
    };
    // 100 approved rows with 2,000 characters of words in a random order:
    // about 220 KB of JSON, as hard to compress as real text.
    const words =
      "advice clear contract counsel delivered merger review risk".split(" ");
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 100; i++) {
      let comment = "";
      while (comment.length < 1990)
        comment += words[Math.floor(random() * words.length)] + " ";
      const valid = validateTestimonial({
        name: `Client ${i}`,
        company: `Company ${i}`,
        relationship: "Client",
        comment: comment.slice(0, 2000),
        consent: true,
      });
      if (!valid.ok) throw new Error(valid.message);
      const { id } = await insertPending(t.store.db, valid.value, null);
      await repository.setStatus(id, "approved");
    }
    app = await startTestApp(t.store);
  });
  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  const list = (query: string, headers: Record<string, string> = {}) =>
    rawGet(`${app.url}${LIST_PATH}?${query}`, { ...AUTH, ...headers });

  it("answers every spelling of one query from one cached answer", async () => {
    const before = queries;
    const spellings = [
      "select=*&order=created_at.desc&limit=10",
      "sel%65ct=%2A&order=created_at.desc&limit=10",
      "select=%2a&%6Frder=created%5Fat.desc&limit=%31%30",
      "limit=10&order=created_at.desc&select=*",
      "select=id,name,company,relationship,comment,created_at,lang,invited&limit=10",
      "select=*,name&limit=10",
    ];
    const answers = [];
    for (const query of spellings) {
      const { status, headers, body } = await list(query);
      expect(status).toBe(200);
      answers.push({ etag: headers.etag, body: body.toString() });
    }
    expect(new Set(answers.map(({ etag }) => etag)).size).toBe(1);
    expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
    expect(queries - before).toBe(1);
    // A different query is a different answer.
    const other = await list("select=name&limit=10");
    expect(other.headers.etag).not.toBe(answers[0]!.etag);
    expect(queries - before).toBe(2);
  });

  it("compresses an answer made on request at a fast level", async () => {
    const cpuTime = async (work: () => unknown) => {
      const started = process.cpuUsage();
      await work();
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    const before = queries;
    // A whole miss: the query, the JSON, both compressed forms, the answer.
    // The cheapest of three different queries (three misses).
    let miss = Infinity;
    for (const limit of [98, 99, 100])
      miss = Math.min(
        miss,
        await cpuTime(() =>
          list(`limit=${limit}`, { "accept-encoding": "br" }),
        ),
      );
    expect(queries - before).toBe(3);
    const identity = await list("limit=100");
    expect(identity.body.length).toBeGreaterThan(200_000);
    const compressed = await list("limit=100", { "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.body)).toEqual(identity.body);
    expect(compressed.body.length).toBeLessThan(identity.body.length / 4);
    // Brotli's best on the same body alone takes many times as long.
    const best = await cpuTime(() => brotliCompressSync(identity.body));
    expect(miss).toBeLessThan(best / 2);
  });
});
