// Property-based fuzzing of the enquiry call: over 10,000 generated bodies,
// as JSON and as form posts, in-process on one PGlite store with the rate
// limit lifted. No answer is a 5xx; a body is accepted exactly when the
// rules accept it (and the trap is empty); every stored row passes the rules
// again unchanged, and none that was acknowledged is missing.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateEnquiry } from "../../core/enquiries/enquiry";
import { honeypotFilled } from "../../core/testimonials/testimonial";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import { encode } from "../render/assets";
import { MAX_ENQUIRY_BYTES } from "../routes/submit-enquiry";
import type { Store } from "../store/open-store";
import { seedContent } from "../store/repos/content/seed-content";
import { fixedPages } from "../testing/fixed-pages";
import { memoryStore } from "../testing/real-site";
import {
  contentType,
  enquiryObject,
  likelyEnquiry,
  rawBody,
} from "./arbitraries";

const PATH = "/api/enquiry";
const FORM_TYPE = "application/x-www-form-urlencoded";
/** FUZZ_SCALE multiplies every run count (default 1: 10,000 requests). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

let store: Store;
let app: ReturnType<typeof createApp>;
let restoreLog: () => void;
const stats = { requests: 0, fiveHundreds: 0, accepted: 0 };
/** Valid enquiries answered as sent, as the rules normalise them. */
const acknowledged = new Set<string>();
const keyOf = (e: { name: string; email: string; message: string }) =>
  `${e.name}\u0000${e.email}\u0000${e.message}`;
/** Hostile enquiries, and valid ones in varied text (so many rows are stored and checked). */
const enquiry = fc.oneof(enquiryObject, likelyEnquiry);

beforeAll(async () => {
  restoreLog = setLogSink((line) => {
    if (process.env.FUZZ_LOG && /"error"/.test(line)) console.log(line);
  });
  store = await memoryStore();
  // Both languages published, so `pt` is a page of its own.
  await seedContent(store);
  app = createApp({
    config: loadConfig({ ENQUIRY_LIMIT_PER_HOUR: "1000000" }),
    assets: new Map(),
    pages: fixedPages(async () => encode(Buffer.from(""), "text/html")),
    store,
  });
});
afterAll(async () => {
  restoreLog();
  await store?.close();
  console.log(
    `fuzz enquiry: ${stats.requests} requests, ${stats.accepted} accepted, ${stats.fiveHundreds} 5xx`,
  );
});

async function post(body: string | Buffer, type: string | null) {
  stats.requests++;
  const response = await app.request(PATH, {
    method: "POST",
    headers: type === null ? {} : { "content-type": type },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  if (response.status >= 500) stats.fiveHundreds++;
  return {
    status: response.status,
    location: response.headers.get("location"),
    text: await response.text(),
  };
}

type Answer = Awaited<ReturnType<typeof post>>;

/** 201 `{ok:true}`, or a 4xx with a non-empty `error`; never a 5xx. */
function expectJsonShape({ status, text }: Answer) {
  expect(status, text).toBeLessThan(500);
  const json = JSON.parse(text) as { ok?: unknown; error?: unknown };
  if (status === 201) return void expect(json).toEqual({ ok: true });
  expect(status).toBeGreaterThanOrEqual(400);
  expect(typeof json.error).toBe("string");
  expect((json.error as string).length).toBeGreaterThan(0);
}

const REDIRECT =
  /^(\/pt)?\/contact\?(sent=1|refused=(name|email|company|otherParties|message|acknowledged|rate|invalid))$/;

/** A form post always goes back to the contact page. */
function expectRedirect(answer: Answer) {
  expect(answer.status, answer.text).toBe(303);
  expect(answer.location).toMatch(REDIRECT);
}

/** A generated value as a form would carry it: text as is, the ticked box as "on", anything else as its text. */
const asFormValue = (key: string, value: unknown) =>
  key === "acknowledged" && value === true
    ? "on"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

const accept = (value: { name: string; email: string; message: string }) => {
  stats.accepted++;
  acknowledged.add(keyOf(value));
};

describe("enquiry fuzzing", () => {
  it("answers enquiry-shaped JSON with 201 or a 4xx, accepting exactly the valid ones", async () => {
    await fc.assert(
      fc.asyncProperty(enquiry, async (body) => {
        const text = JSON.stringify(body);
        const answer = await post(text, "application/json");
        expectJsonShape(answer);
        if (Buffer.byteLength(text) > MAX_ENQUIRY_BYTES.json)
          return void expect(answer.status).toBe(413);
        if (honeypotFilled(body)) return void expect(answer.status).toBe(201);
        const valid = validateEnquiry(body);
        if (valid.ok) {
          expect(answer.status, answer.text).toBe(201);
          accept(valid.value);
        } else {
          expect(answer.status).toBe(400);
          expect(JSON.parse(answer.text)).toEqual({
            error: valid.message,
            errors: valid.errors,
          });
        }
      }),
      { numRuns: Math.round(4000 * SCALE), seed: 41 },
    );
  }, 300_000);

  it("answers enquiry-shaped form posts with a redirect naming the first invalid field, accepting exactly the valid ones", async () => {
    await fc.assert(
      fc.asyncProperty(enquiry, async (object) => {
        const encoded = new URLSearchParams(
          Object.entries(object).map(([key, value]) => [
            key,
            asFormValue(key, value),
          ]),
        ).toString();
        const answer = await post(encoded, FORM_TYPE);
        expectRedirect(answer);
        if (encoded.length > MAX_ENQUIRY_BYTES.form)
          return void expect(answer.location).toBe("/contact?refused=invalid");
        // What the server reads: the fields as the form decodes them.
        const fields = Object.fromEntries(new URLSearchParams(encoded));
        const prefix = fields.lang === "pt" ? "/pt" : "";
        const body = {
          ...fields,
          // A ticked box posts "on" (or the value the page gives it, "true").
          acknowledged: ["on", "true"].includes(fields.acknowledged ?? ""),
        };
        if (honeypotFilled(body))
          return void expect(answer.location).toBe(`${prefix}/contact?sent=1`);
        const valid = validateEnquiry(body);
        if (valid.ok) {
          expect(answer.location).toBe(`${prefix}/contact?sent=1`);
          accept(valid.value);
        } else
          expect(answer.location).toBe(
            `${prefix}/contact?refused=${Object.keys(valid.errors)[0]}`,
          );
      }),
      { numRuns: Math.round(4000 * SCALE), seed: 43 },
    );
  }, 300_000);

  it("answers raw bodies (bytes, deep or huge JSON, truncated JSON) under any content type without a 5xx", async () => {
    const type = fc.oneof(
      contentType,
      fc.constantFrom(FORM_TYPE, `${FORM_TYPE}; charset=UTF-8`),
    );
    await fc.assert(
      fc.asyncProperty(rawBody, type, async (body, type) => {
        const answer = await post(body, type || null);
        if (/^application\/x-www-form-urlencoded/i.test(type))
          return expectRedirect(answer);
        expectJsonShape(answer);
        if (!/^application\/json\s*(;|$)/i.test(type))
          expect(answer.status).toBe(415);
        else if (body.length > MAX_ENQUIRY_BYTES.json)
          expect(answer.status).toBe(413);
      }),
      { numRuns: Math.round(2000 * SCALE), seed: 47 },
    );
  }, 300_000);

  it("keeps every acknowledged enquiry, and every stored row passes the rules again unchanged", async () => {
    expect(stats.fiveHundreds).toBe(0);
    expect(stats.requests).toBeGreaterThanOrEqual(10_000 * Math.min(SCALE, 1));
    expect(acknowledged.size).toBeGreaterThan(1000);
    const { enquiries } = await store.enquiries.list();
    // Identical enquiries from one client are stored once.
    expect(enquiries.length).toBe(acknowledged.size);
    for (const row of enquiries) {
      const again = validateEnquiry({ ...row, acknowledged: true });
      expect(again.ok, JSON.stringify(row)).toBe(true);
      // Stored already normalised: validating again changes nothing.
      if (again.ok)
        expect(again.value, JSON.stringify(row)).toEqual({
          name: row.name,
          email: row.email,
          company: row.company,
          otherParties: row.otherParties,
          message: row.message,
          acknowledged: true,
        });
      expect(["en", "pt"]).toContain(row.lang);
      expect(acknowledged.has(keyOf(row)), JSON.stringify(row)).toBe(true);
    }
    expect((await app.request("/healthz")).status).toBe(200);
  });
});
