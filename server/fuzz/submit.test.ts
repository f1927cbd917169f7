// Property-based fuzzing of the submit call: thousands of generated
// bodies, in-process on one PGlite store with the rate limit lifted. Every
// answer is 200 or a 4xx with the JSON error shape, never a 5xx; a valid body
// is always accepted; every stored row satisfies the rules; the store and the
// health check stay up; SQL and HTML are stored and shown as plain text.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HONEYPOT_FIELD,
  MESSAGES,
  validateTestimonial,
} from "../../core/testimonials/testimonial";
import { setLogSink } from "../log";
import { MAX_BODY_BYTES } from "../../core/testimonials/submit-call";
import type { Store } from "../store/open-store";
import {
  memoryStore,
  realSite,
  requireBuild,
  type RealSite,
} from "../testing/real-site";
import {
  contentType,
  directionControl,
  invisibleText,
  loneSurrogate,
  rawBody,
  shortVisibleText,
  submissionObject,
} from "./arbitraries";

requireBuild("server/fuzz/submit.test.ts");

const KEY = "test-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };
const SUBMIT = "/functions/v1/submit-testimonial";
/** FUZZ_SCALE multiplies every run count (default 1: about 4,000 submissions). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

let store: Store;
let site: RealSite;
let restoreLog: () => void;
const stats = { requests: 0, fiveHundreds: 0, accepted: 0 };
/** Valid submissions answered 200, as the rules normalise them. */
const acknowledged = new Map<string, { name: string; comment: string }>();

beforeAll(async () => {
  restoreLog = setLogSink((line) => {
    if (process.env.FUZZ_LOG && /"error"/.test(line)) console.log(line);
  });
  store = await memoryStore();
  site = await realSite(store, { SUBMIT_LIMIT_PER_HOUR: "1000000" });
});
afterAll(async () => {
  restoreLog();
  await store?.close();
  console.log(
    `fuzz submit: ${stats.requests} requests, ${stats.accepted} accepted, ${stats.fiveHundreds} 5xx`,
  );
});

async function post(body: Buffer | string, headers: Record<string, string>) {
  stats.requests++;
  const response = await site.app.request(SUBMIT, {
    method: "POST",
    headers: { ...AUTH, ...headers },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  if (response.status >= 500) stats.fiveHundreds++;
  const text = await response.text();
  return { status: response.status, text };
}

/** 200 with success:true, or 4xx with {success:false, error:string}. */
function expectShape({ status, text }: { status: number; text: string }) {
  expect(status, text).toBeLessThan(500);
  const json = JSON.parse(text) as { success: unknown; error?: unknown };
  if (status === 200) expect(json).toEqual({ success: true });
  else {
    expect(status).toBeGreaterThanOrEqual(400);
    expect(json.success).toBe(false);
    expect(typeof json.error).toBe("string");
    expect((json.error as string).length).toBeGreaterThan(0);
  }
}

describe("submit fuzzing", () => {
  it("answers submission-shaped objects with 200 or a 4xx, accepting exactly the valid ones", async () => {
    await fc.assert(
      fc.asyncProperty(submissionObject, async (body) => {
        const text = JSON.stringify(body);
        const answer = await post(text, {
          "content-type": "application/json",
        });
        expectShape(answer);
        if (Buffer.byteLength(text) > MAX_BODY_BYTES)
          return void expect(answer.status).toBe(413);
        const valid = validateTestimonial(body);
        // Only a non-empty string fills the trap: answered 200, stored nothing.
        const trap = body[HONEYPOT_FIELD];
        const honeypot = typeof trap === "string" && trap.trim() !== "";
        if (valid.ok && !honeypot) {
          expect(answer.status, answer.text).toBe(200);
          stats.accepted++;
          acknowledged.set(`${valid.value.name}\u0000${valid.value.comment}`, {
            name: valid.value.name,
            comment: valid.value.comment,
          });
        } else expect(answer.status).toBe(honeypot ? 200 : 400);
      }),
      { numRuns: Math.round(2500 * SCALE), seed: 7 },
    );
  }, 300_000);

  it("answers raw bodies (bytes, deep or huge JSON, truncated JSON) and odd content types with a 4xx or 200", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, async (body, type) => {
        const answer = await post(body, type ? { "content-type": type } : {});
        expectShape(answer);
        if (body.length > MAX_BODY_BYTES && /^application\/json/i.test(type))
          expect(answer.status).toBe(413);
      }),
      { numRuns: Math.round(1200 * SCALE), seed: 11 },
    );
  }, 300_000);

  it("answers wrong, missing or odd keys with 401", async () => {
    const header = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 40 }).map((s) => s.replace(/[\r\n\0]/g, "")),
      fc.constantFrom("Bearer ", "Bearer test-key ", "bearer TEST-KEY", KEY),
    );
    await fc.assert(
      fc.asyncProperty(header, header, async (apikey, authorization) => {
        const headers: Record<string, string> = {
          "content-type": "application/json",
        };
        if (apikey !== undefined) headers.apikey = apikey;
        if (authorization !== undefined) headers.authorization = authorization;
        stats.requests++;
        let response: Response;
        try {
          response = await site.app.request(SUBMIT, {
            method: "POST",
            headers,
            body: "{}",
          });
        } catch {
          return; // a header value fetch itself refuses never reaches the server
        }
        expect(response.status).toBeLessThan(500);
        expect([400, 401]).toContain(response.status);
      }),
      { numRuns: Math.round(300 * SCALE), seed: 13 },
    );
  });

  it("measures lengths as the store does: 1,001 emoji (2,002 UTF-16 units) are too long, not a 503", async () => {
    const answer = await post(
      JSON.stringify({ name: "A", comment: "😀".repeat(1001), consent: true }),
      { "content-type": "application/json" },
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error).toMatch(/at most 2000/);
    const fits = await post(
      JSON.stringify({ name: "B", comment: "😀".repeat(1000), consent: true }),
      { "content-type": "application/json" },
    );
    expect(fits.status).toBe(200);
  });

  it("refuses invisible text, short visible text, direction controls and lone surrogates, each with its message", async () => {
    const GOOD = {
      name: "Ana Lima",
      company: "Acme",
      comment: "Clear advice, delivered on time.",
      consent: true,
    };
    // Puts a piece anywhere in one of the good text fields.
    const insert = fc
      .constantFrom("name", "company", "comment" as const)
      .chain((field) =>
        fc.nat({ max: GOOD[field].length }).map((at) => (piece: string) => ({
          [field]: GOOD[field].slice(0, at) + piece + GOOD[field].slice(at),
        })),
      );
    const cases = fc.oneof(
      invisibleText.map((name) => [{ name }, MESSAGES.nameRequired] as const),
      invisibleText.map(
        (comment) => [{ comment }, MESSAGES.commentRequired] as const,
      ),
      shortVisibleText.map(
        (comment) => [{ comment }, MESSAGES.commentTooShort] as const,
      ),
      fc
        .tuple(insert, directionControl)
        .map(([put, c]) => [put(c), MESSAGES.directionControls] as const),
      fc
        .tuple(insert, loneSurrogate)
        .map(([put, s]) => [put(s), MESSAGES.invalidText] as const),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ([change, message]) => {
        const answer = await post(JSON.stringify({ ...GOOD, ...change }), {
          "content-type": "application/json",
        });
        expect(answer.status, answer.text).toBe(400);
        expect(JSON.parse(answer.text).error).toBe(message);
      }),
      { numRuns: Math.round(400 * SCALE), seed: 17 },
    );
  });

  it("keeps every acknowledged submission, and every stored row satisfies the rules", async () => {
    expect((await site.app.request("/healthz")).status).toBe(200);
    const rows = await store.testimonials.list(null, 100_000);
    expect(acknowledged.size).toBeGreaterThan(50);
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.size);
    for (const row of rows) {
      const again = validateTestimonial({
        name: row.name,
        company: row.company,
        relationship: row.relationship ?? "",
        comment: row.comment,
        consent: true,
      });
      expect(again.ok, JSON.stringify(row)).toBe(true);
      // Stored already normalised: validating again changes nothing.
      if (again.ok) {
        expect(again.value.name).toBe(row.name);
        expect(again.value.comment).toBe(row.comment);
        expect(again.value.company).toBe(row.company);
      }
      expect(row.status).toBe("pending");
    }
    const stored = new Set(rows.map((r) => `${r.name}\u0000${r.comment}`));
    const lost = [...acknowledged.keys()].filter((k) => !stored.has(k));
    expect(lost).toEqual([]);
  });

  it("stores SQL and HTML verbatim as text and shows them as text on the page and in the list", async () => {
    const payload = {
      name: `Robert'); DROP TABLE testimonials;--`,
      company: `<img src=x onerror="alert(1)">`,
      relationship: "Client",
      comment: `<script>alert("x")</script> ' OR '1'='1 $$; SELECT pg_sleep(5); --`,
      consent: true,
    };
    const answer = await post(JSON.stringify(payload), {
      "content-type": "application/json",
      "x-forwarded-for": "198.51.100.77",
    });
    expect(answer.status).toBe(200);
    const [row] = (await store.testimonials.list("pending", 100_000)).filter(
      (r) => r.name === payload.name,
    );
    expect(row).toMatchObject({
      name: payload.name,
      company: payload.company,
      comment: payload.comment,
    });
    await store.testimonials.setStatus(row!.id, "approved");
    site.pages.invalidate();

    const list = await site.app.request(
      "/rest/v1/testimonials_public?select=*",
      { headers: AUTH },
    );
    const listed = (await list.json()) as { name: string; comment: string }[];
    expect(listed.find((r) => r.name === payload.name)?.comment).toBe(
      payload.comment,
    );

    const html = await (await site.app.request("/")).text();
    // The page shows the text escaped; no tag of it reaches the markup.
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain('<script>alert("x")');
    expect(html).not.toContain("<img src=x");
    // In the boot data the text is JSON with < escaped, so it cannot close the block.
    const boot =
      /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
        html,
      );
    expect(boot).not.toBeNull();
    expect(boot![1]).not.toMatch(/<\/?script|<img/i);
    expect(JSON.parse(boot![1]!).testimonials).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: payload.name })]),
    );
    // Tables are intact.
    expect((await store.testimonials.list(null, 1)).length).toBe(1);
  });
});
