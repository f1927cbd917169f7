import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, MESSAGES } from "../core/testimonials/testimonial";
import { setLogSink } from "./log";
import { SUBMIT_MESSAGES } from "../core/testimonials/submit-call";
import {
  createdInOrder,
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "./testing/test-stores";
import { startTestApp, type TestApp } from "./testing/http-app";
import { SAMPLE_SUBMISSION } from "./testing/sample-submission";

const KEY = "test-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };
const LIST = "/rest/v1/testimonials_public?select=*&order=created_at.desc";
const SUBMIT = "/functions/v1/submit-testimonial";
const GOOD = SAMPLE_SUBMISSION;

let logs: string[] = [];
let restoreLog: () => void;
beforeAll(() => {
  restoreLog = setLogSink((line) => void logs.push(line));
});
afterAll(() => restoreLog());

describe.each(STORE_KINDS)("the API on %s", (kind) => {
  let t: TestStore;
  let app: TestApp;
  let ip = 0;
  // Each test submits from its own address (TRUST_PROXY=1) unless it says otherwise.
  let from: string;

  beforeAll(async () => {
    t = await openTestStore(kind);
    app = await startTestApp(t.store, {
      TRUST_PROXY: "1",
      SUBMIT_LIMIT_PER_HOUR: "3",
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.reset();
    from = `192.0.2.${++ip}`;
    logs = [];
  });

  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(app.url + SUBMIT, {
      method: "POST",
      headers: {
        ...AUTH,
        "content-type": "application/json",
        "x-forwarded-for": from,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const expectError = async (
    response: Response,
    status: number,
    error: string | RegExp,
  ) => {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toMatch(error);
  };
  const list = (path = LIST, headers: Record<string, string> = AUTH) =>
    fetch(app.url + path, { headers });
  const stored = () => t.store.testimonials.list(null);
  const approveAll = async () => {
    for (const row of await stored())
      await t.store.testimonials.setStatus(row.id, "approved");
  };
  const submittedInOrder = async (names: string[]) => {
    const rows = await stored();
    await createdInOrder(
      t.store.db,
      names.map((name) => rows.find((row) => row.name === name)!.id),
    );
  };

  describe("submit", () => {
    it("stores a valid submission as pending and answers success", async () => {
      const response = await submit({ ...GOOD, name: "  Ana Lima \n" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const rows = await stored();
      expect(rows).toMatchObject([{ name: "Ana Lima", status: "pending" }]);
      // Nothing public until approved.
      expect(await (await list()).json()).toEqual([]);
      // No testimonial text or address in the logs.
      expect(logs.join("")).not.toMatch(/Ana Lima|Clear advice|192\.0\.2/);
      expect(logs.join("")).toMatch(
        /"path":"\/functions\/v1\/submit-testimonial","status":200/,
      );
    });

    it.each([
      ["no key at all", {}, /No API key/],
      [
        "a wrong apikey",
        { apikey: "nope", authorization: `Bearer ${KEY}` },
        /Invalid API key/,
      ],
      [
        "a wrong bearer",
        { apikey: KEY, authorization: "Bearer nope" },
        /Invalid API key/,
      ],
      [
        "a malformed authorization",
        { apikey: KEY, authorization: KEY },
        /Invalid API key/,
      ],
    ])("refuses %s with 401", async (_, headers, message) => {
      const response = await fetch(app.url + SUBMIT, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(GOOD),
      });
      await expectError(response, 401, message);
      expect(await stored()).toEqual([]);
    });

    it.each([
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/jsonx",
    ])("refuses Content-Type %s with 415", async (type) => {
      await expectError(
        await submit(GOOD, { "content-type": type }),
        415,
        SUBMIT_MESSAGES.contentType,
      );
    });

    it("accepts application/json with a charset", async () => {
      const response = await submit(GOOD, {
        "content-type": "application/json; charset=utf-8",
      });
      expect(response.status).toBe(200);
    });

    it("refuses a body over 16 KiB by its Content-Length, before reading it", async () => {
      const big = JSON.stringify({ ...GOOD, comment: "x".repeat(17_000) });
      await expectError(await submit(big), 413, SUBMIT_MESSAGES.tooLarge);
    });

    it("refuses an oversized chunked body (no Content-Length) while reading it", async () => {
      const { status, body } = await new Promise<{
        status: number;
        body: string;
      }>((resolve, reject) => {
        const req = httpRequest(app.url + SUBMIT, {
          method: "POST",
          headers: {
            ...AUTH,
            "content-type": "application/json",
            "x-forwarded-for": from,
          },
        });
        req.on("response", (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, body: text }));
        });
        req.on("error", reject);
        // 40 chunks of 1 KiB: far past the limit, never announced up front.
        let sent = 0;
        const pump = () => {
          while (sent < 40) {
            sent++;
            if (!req.write("x".repeat(1024)))
              return void req.once("drain", pump);
          }
          req.end();
        };
        pump();
      });
      expect(status).toBe(413);
      expect(JSON.parse(body).error).toBe(SUBMIT_MESSAGES.tooLarge);
      expect(await stored()).toEqual([]);
    });

    it.each([
      ["not JSON", "{name: 'Ana'", SUBMIT_MESSAGES.notJson],
      ["empty", "", SUBMIT_MESSAGES.notJson],
      ["an array", "[]", SUBMIT_MESSAGES.notObject],
      ["a string", '"hello"', SUBMIT_MESSAGES.notObject],
      ["null", "null", SUBMIT_MESSAGES.notObject],
    ])("refuses a body that is %s with 400", async (_, body, message) => {
      await expectError(await submit(body), 400, message);
    });

    it("refuses a body that is not UTF-8 with 400", async () => {
      const response = await fetch(app.url + SUBMIT, {
        method: "POST",
        headers: { ...AUTH, "content-type": "application/json" },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      });
      await expectError(response, 400, SUBMIT_MESSAGES.notUtf8);
    });

    it.each([
      ["a missing name", { name: undefined }, "Name must be text"],
      ["a blank name", { name: "   " }, MESSAGES.nameRequired],
      ["a long name", { name: "x".repeat(101) }, MESSAGES.nameTooLong],
      ["a numeric name", { name: 42 }, "Name must be text"],
      ["a long company", { company: "x".repeat(101) }, MESSAGES.companyTooLong],
      ["a company object", { company: { a: 1 } }, "Company must be text"],
      [
        "an unknown relationship",
        { relationship: "Friend" },
        MESSAGES.relationshipInvalid,
      ],
      ["a missing comment", { comment: undefined }, "Comment must be text"],
      ["an empty comment", { comment: "  " }, MESSAGES.commentRequired],
      ["a short comment", { comment: " too short " }, MESSAGES.commentTooShort],
      [
        "a long comment",
        { comment: "x".repeat(2001) },
        MESSAGES.commentTooLong,
      ],
      [
        "control characters",
        { comment: "Good work\u0000 indeed" },
        MESSAGES.controlCharacters,
      ],
      ["a tab in the name", { name: "A\tna" }, MESSAGES.controlCharacters],
      ["a zero-width name", { name: "\u200B" }, MESSAGES.nameRequired],
      ["a Hangul filler name", { name: "\u3164" }, MESSAGES.nameRequired],
      [
        "a comment of ten zero-width spaces",
        { comment: "\u200B".repeat(10) },
        MESSAGES.commentRequired,
      ],
      [
        "a comment padded with Braille blanks",
        { comment: "Excellent" + "\u2800".repeat(5) },
        MESSAGES.commentTooShort,
      ],
      [
        "a right-to-left override",
        { name: "Ana \u202Eamil" },
        MESSAGES.directionControls,
      ],
      ["a lone surrogate", { name: "Ana\uD800" }, MESSAGES.invalidText],
      ["no consent", { consent: undefined }, MESSAGES.consentRequired],
      ["consent false", { consent: false }, MESSAGES.consentRequired],
      ["consent as a string", { consent: "true" }, MESSAGES.consentRequired],
    ])("refuses %s with 400 and its message", async (_, change, message) => {
      await expectError(await submit({ ...GOOD, ...change }), 400, message);
      expect(await stored()).toEqual([]);
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const response = await submit({
        ...GOOD,
        [HONEYPOT_FIELD]: "http://spam.example",
      });
      expect(await response.json()).toEqual({ success: true });
      expect(await stored()).toEqual([]);
      // An empty honeypot is what real visitors send.
      await submit({ ...GOOD, [HONEYPOT_FIELD]: "" });
      expect(await stored()).toHaveLength(1);
    });

    it("stores an identical duplicate once and answers success both times", async () => {
      expect((await submit(GOOD)).status).toBe(200);
      expect((await submit(GOOD)).status).toBe(200);
      expect(await stored()).toHaveLength(1);
    });

    it("limits submissions per client with 429 and Retry-After", async () => {
      for (let i = 0; i < 3; i++) {
        const response = await submit({
          ...GOOD,
          comment: `Comment number ${i} here`,
        });
        expect(response.status).toBe(200);
      }
      const refused = await submit({
        ...GOOD,
        comment: "One more comment here",
      });
      await expectError(refused, 429, SUBMIT_MESSAGES.tooMany);
      const retry = Number(refused.headers.get("retry-after"));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(3600);
      expect(await stored()).toHaveLength(3);
      // Another client is not affected.
      expect(
        (await submit(GOOD, { "x-forwarded-for": "198.51.100.9, 10.0.0.1" }))
          .status,
      ).toBe(200);
    });

    it("answers 503 and logs when the store fails, without a 5xx for the client's input", async () => {
      const original = t.store.submissions.submit;
      t.store.submissions.submit = () =>
        Promise.reject(new Error("disk on fire"));
      try {
        await expectError(await submit(GOOD), 503, SUBMIT_MESSAGES.unavailable);
        expect(logs.join("")).toMatch(/store failure on submit.*disk on fire/);
      } finally {
        t.store.submissions.submit = original;
      }
    });

    it("answers a CORS preflight for the browser's headers", async () => {
      const response = await fetch(app.url + SUBMIT, {
        method: "OPTIONS",
        headers: {
          origin: "https://static.example",
          "access-control-request-method": "POST",
          "access-control-request-headers":
            "apikey, authorization, content-type",
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-headers")).toMatch(
        /apikey.*authorization.*content-type/,
      );
    });
  });

  describe("list", () => {
    it("returns approved rows only, newest first, with the public columns, the language and the invited mark", async () => {
      await submit({ ...GOOD, name: "First" });
      await submit({ ...GOOD, name: "Second", relationship: "", lang: "pt" });
      await approveAll();
      await submit({ ...GOOD, name: "Still pending" });
      await submittedInOrder(["First", "Second", "Still pending"]);
      const response = await list();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(
        /^application\/json/,
      );
      expect(response.headers.get("cache-control")).toBe("public, no-cache");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const rows = (await response.json()) as Record<string, unknown>[];
      expect(rows.map((r) => r.name)).toEqual(["Second", "First"]);
      expect(Object.keys(rows[0]!)).toEqual([
        "id",
        "name",
        "company",
        "relationship",
        "comment",
        "created_at",
        "lang",
        "invited",
      ]);
      expect(rows[0]!.relationship).toBeNull();
      expect(rows.map((r) => r.lang)).toEqual(["pt", "en"]);
      expect(rows.map((r) => r.invited)).toEqual([false, false]);
    });

    it("answers 304 to a matching If-None-Match, and a new ETag after a change", async () => {
      await submit(GOOD);
      await approveAll();
      const first = await list();
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^".+"$/);
      // Twice: the second answer comes from the cached fast path.
      for (let i = 0; i < 2; i++) {
        const again = await list(LIST, { ...AUTH, "if-none-match": etag });
        expect(again.status).toBe(304);
      }
      const invalidations = app.pageInvalidations();
      const [row] = await stored();
      await t.store.testimonials.setStatus(row!.id, "rejected");
      expect(app.pageInvalidations()).toBeGreaterThan(invalidations);
      const changed = await list(LIST, { ...AUTH, "if-none-match": etag });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toEqual([]);
      expect(changed.headers.get("etag")).not.toBe(etag);
    });

    it("serves the same answer from the fast path as from the app", async () => {
      // Long enough to be compressed: the answers then vary by Accept-Encoding.
      await submit({ ...GOOD, comment: "Clear, careful advice. ".repeat(30) });
      await approveAll();
      const viaApp = await list();
      const viaCache = await list();
      expect(await viaCache.text()).toBe(await viaApp.text());
      // Every header but the ones Node sets per answer.
      const headers = (answer: Response) =>
        Object.fromEntries(
          [...answer.headers].filter(
            ([name]) => !["date", "connection", "keep-alive"].includes(name),
          ),
        );
      expect(headers(viaCache)).toEqual(headers(viaApp));
      const gzip = await list(LIST, { ...AUTH, "accept-encoding": "gzip" });
      expect(gzip.status).toBe(200);

      // A 304 too (a URL not asked yet: its first answer comes from the app).
      const revalidate = {
        ...AUTH,
        "if-none-match": viaApp.headers.get("etag")!,
      };
      const sameRows = `${LIST}&offset=0`;
      const notModifiedViaApp = await list(sameRows, revalidate);
      const notModifiedViaCache = await list(sameRows, revalidate);
      expect(notModifiedViaApp.status).toBe(304);
      expect(notModifiedViaCache.status).toBe(304);
      expect(headers(notModifiedViaCache)).toEqual(headers(notModifiedViaApp));
    });

    it("pages with limit and offset, and selects columns", async () => {
      // Three: the hourly limit here.
      for (let i = 0; i < 3; i++) await submit({ ...GOOD, name: `P${i}` });
      await approveAll();
      await submittedInOrder(["P0", "P1", "P2"]);
      const page = await list(
        "/rest/v1/testimonials_public?select=name,created_at&order=created_at.asc&limit=2&offset=1",
      );
      const rows = (await page.json()) as Record<string, unknown>[];
      expect(rows.map((r) => r.name)).toEqual(["P1", "P2"]);
      expect(Object.keys(rows[0]!)).toEqual(["name", "created_at"]);
    });

    it.each([
      ["select=secret", /column testimonials_public.secret does not exist/],
      ["select=*,status", /status does not exist/],
      ["order=name.desc", /order must be/],
      ["limit=101", /limit must be a whole number from 0 to 100/],
      ["limit=-1", /limit/],
      ["limit=abc", /limit/],
      ["offset=1.5", /offset/],
      ["name=eq.Ana", /Unsupported query parameter: name/],
      ["limit=1&limit=2", /more than once/],
    ])(
      "refuses %s with 400 and a PostgREST-style message",
      async (query, message) => {
        const response = await list(`/rest/v1/testimonials_public?${query}`);
        expect(response.status).toBe(400);
        expect(
          ((await response.json()) as { message: string }).message,
        ).toMatch(message);
      },
    );

    it.each([
      ["no key", {}, 401],
      ["a wrong key", { apikey: "nope" }, 401],
      ["a wrong bearer", { apikey: KEY, authorization: "Bearer nope" }, 401],
      ["the apikey header alone", { apikey: KEY }, 200],
    ])("answers %s with %s", async (_, headers, status) => {
      // Warm the cache first: the fast path must check the key too.
      await list();
      const response = await list(LIST, headers);
      expect(response.status).toBe(status);
      if (status === 401)
        expect(
          ((await response.json()) as { message: string }).message,
        ).toMatch(/API key/);
    });

    it("answers 503 when the store fails", async () => {
      const original = t.store.testimonials.listApproved;
      t.store.testimonials.listApproved = () =>
        Promise.reject(new Error("gone"));
      try {
        const response = await list("/rest/v1/testimonials_public?limit=7");
        expect(response.status).toBe(503);
      } finally {
        t.store.testimonials.listApproved = original;
      }
    });
  });

  describe("health", () => {
    it("answers 200 when the store answers and 503 when it does not", async () => {
      expect(await (await fetch(app.url + "/healthz")).json()).toEqual({
        ok: true,
      });
      const original = t.store.ping;
      t.store.ping = () => Promise.reject(new Error("no connection"));
      try {
        const response = await fetch(app.url + "/healthz");
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({ ok: false });
      } finally {
        t.store.ping = original;
      }
    });
  });
});
