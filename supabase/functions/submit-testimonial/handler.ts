// The submit call as a Supabase edge function: the same rules
// (core/testimonial.ts) and the same answers as our server's
// POST /functions/v1/submit-testimonial (server/routes/submit-testimonial.ts;
// supabase/supabase.test.ts compares them). Runtime-agnostic: only web
// standards (Request, Response, Web Crypto), so Node runs it in the tests and
// Deno on Supabase (index.ts).
import {
  CONSENT_TEXT,
  CONSENT_VERSION,
  HONEYPOT_FIELD,
  validateTestimonial,
  type ValidTestimonial,
} from "../../../core/testimonial.ts";
import {
  KEY_MESSAGES,
  MAX_BODY_BYTES,
  SUBMIT_MESSAGES,
} from "../../../core/submit-call.ts";

export const MESSAGES = {
  ...SUBMIT_MESSAGES,
  keyMissing: KEY_MESSAGES.missing,
  keyWrong: KEY_MESSAGES.wrong,
  method: "Use POST to submit a testimonial",
} as const;

/** What the store does with a submission (the submit_testimonial() SQL function). */
export interface SubmitRow {
  name: string;
  company: string;
  relationship: string | null;
  comment: string;
  consentText: string;
  consentVersion: number;
  clientKey: string;
  limitPerHour: number;
}
export type SubmitResult =
  | { kind: "stored" | "duplicate" }
  | { kind: "limited"; retryAfterSeconds: number };

export interface SubmitDeps {
  /** The project's public (anon) key the client sends. */
  publicApiKey: string;
  limitPerHour: number;
  /** Secret that keys the hash of client addresses (no raw address is stored). */
  clientKeySecret: string;
  submit(row: SubmitRow): Promise<SubmitResult>;
  log?(level: "info" | "error", message: string): void;
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Retry-After",
};

const json = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...CORS, ...headers },
  });
const fail = (
  status: number,
  error: string,
  headers?: Record<string, string>,
) => json(status, { success: false, error }, headers);

/** The same check as server/http/api-key.ts: any key sent must be right, and one must be sent. */
function checkKey(request: Request, key: string): string | null {
  const apikey = request.headers.get("apikey");
  const authorization = request.headers.get("authorization");
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (authorization !== null && bearer !== key) return MESSAGES.keyWrong;
  if (apikey !== null && apikey !== key) return MESSAGES.keyWrong;
  return apikey !== null || bearer !== undefined ? null : MESSAGES.keyMissing;
}

type Body =
  { ok: true; text: string } | { ok: false; status: number; error: string };

/** Reads at most MAX_BODY_BYTES, refusing more without buffering it. */
async function readBody(request: Request): Promise<Body> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_BODY_BYTES)
    return { ok: false, status: 413, error: MESSAGES.tooLarge };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const bytes = new Uint8Array(MAX_BODY_BYTES);
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413, error: MESSAGES.tooLarge };
      }
      bytes.set(value, size);
      size += value.byteLength;
    }
  } catch {
    return { ok: false, status: 400, error: MESSAGES.aborted };
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      bytes.subarray(0, size),
    );
    return { ok: true, text };
  } catch {
    return { ok: false, status: 400, error: MESSAGES.notUtf8 };
  }
}

/** HMAC-SHA256 of the client address, base64url (as RateLimiter.clientKey). */
export async function clientKey(secret: string, address: string) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, encoder.encode(address)),
  );
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Supabase's gateway puts the visitor's address first in X-Forwarded-For. */
const clientAddress = (request: Request) =>
  request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";

const honeypotFilled = (body: Record<string, unknown>) => {
  const value = body[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value != null;
};

const toRow = (
  value: ValidTestimonial,
  key: string,
  limitPerHour: number,
): SubmitRow => ({
  name: value.name,
  company: value.company,
  relationship: value.relationship || null,
  comment: value.comment,
  consentText: CONSENT_TEXT,
  consentVersion: CONSENT_VERSION,
  clientKey: key,
  limitPerHour,
});

/** Answers one request to the submit-testimonial function. */
export async function handleSubmit(
  request: Request,
  deps: SubmitDeps,
): Promise<Response> {
  if (request.method === "OPTIONS")
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS,
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers":
          "apikey, authorization, content-type, x-client-info",
        "Access-Control-Max-Age": "86400",
      },
    });
  if (request.method !== "POST")
    return fail(405, MESSAGES.method, { Allow: "POST, OPTIONS" });

  const keyError = checkKey(request, deps.publicApiKey);
  if (keyError) return fail(401, keyError);
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    return fail(415, MESSAGES.contentType);

  const read = await readBody(request);
  if (!read.ok) return fail(read.status, read.error);
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return fail(400, MESSAGES.notJson);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return fail(400, MESSAGES.notObject);
  // A bot filled the hidden field: answer as if stored, so it learns nothing.
  if (honeypotFilled(body as Record<string, unknown>))
    return json(200, { success: true });

  const valid = validateTestimonial(body);
  if (!valid.ok) return fail(400, valid.message);

  try {
    const key = await clientKey(deps.clientKeySecret, clientAddress(request));
    const result = await deps.submit(
      toRow(valid.value, key, deps.limitPerHour),
    );
    if (result.kind === "limited")
      return fail(429, MESSAGES.tooMany, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    return json(200, { success: true });
  } catch (error) {
    deps.log?.("error", `store failure on submit: ${(error as Error).message}`);
    return fail(503, MESSAGES.unavailable);
  }
}

/** Maps a row of submit_testimonial() to the handler's result. */
export function toResult(row: {
  allowed: boolean;
  retry_after: number | null;
  inserted_id: string | null;
}): SubmitResult {
  if (!row.allowed)
    return {
      kind: "limited",
      retryAfterSeconds: Math.max(1, row.retry_after ?? 1),
    };
  return { kind: row.inserted_id ? "stored" : "duplicate" };
}
