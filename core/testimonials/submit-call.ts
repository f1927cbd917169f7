// The submit call, shared by our server (server/routes/submit-testimonial.ts)
// and the Supabase edge function (supabase/functions/submit-testimonial/),
// which must answer alike. Imports name their .ts file: Deno runs this too.
import { checkApiKey } from "../api-key.ts";
import { INVITE_BODY_FIELD, isWellFormedToken } from "./invitations.ts";
import { readLimitedBody, type RefusedBody } from "../read-body.ts";
import { isSiteLanguage, type SiteLanguage } from "../site-languages.ts";
import {
  honeypotFilled,
  validateTestimonial,
  type ValidTestimonial,
} from "./testimonial.ts";

/**
 * Largest submission body accepted; a full form is well under 10 KiB.
 * @internal
 */
export const MAX_BODY_BYTES = 16 * 1024;

export const KEY_MESSAGES = {
  missing:
    "No API key found in request: send the public key as the apikey header and as Authorization: Bearer <key>",
  wrong: "Invalid API key",
} as const;

export const SUBMIT_MESSAGES = {
  contentType: "Content-Type must be application/json",
  tooLarge: `The submission is too large (at most ${MAX_BODY_BYTES / 1024} KiB)`,
  notUtf8: "The body must be UTF-8 encoded JSON",
  aborted: "The request body could not be read",
  notJson: "The body is not valid JSON",
  notObject:
    "The body must be a JSON object with name, company, relationship, comment and consent",
  tooMany: "Too many submissions. Please try again later.",
  notAccepting: "Testimonials are not being accepted at the moment.",
  unavailable:
    "The testimonials service is temporarily unavailable. Please try again later.",
} as const;

export type SubmitResult =
  | { kind: "stored" | "duplicate" }
  | { kind: "limited"; retryAfterSeconds: number };

/** What the submit call needs from the platform it runs on. */
interface SubmitSteps<Key> {
  /** The public key the page sends. */
  publicApiKey: string;
  refusedBody: RefusedBody;
  /** The client's identity (clientIdentity in core/client-address.ts). */
  clientAddress(): string;
  /**
   * What the store counts the client by: a keyed hash of the identity (our
   * server), or the identity for a store that keys it itself (the Supabase
   * function's database). No raw address is stored.
   */
  clientKey(address: string): Key | Promise<Key>;
  /**
   * False while the owner's professional rules hide testimonials: the call
   * is refused (403) once its body is read. Absent: always accepting.
   */
  accepting?(): boolean | Promise<boolean>;
  /** The language of a submission whose body names none of SITE_LANGUAGES. */
  defaultLanguage(): SiteLanguage | Promise<SiteLanguage>;
  /**
   * Stores the submission as pending, counted against the client's hourly
   * limit. `invitation` is the token of the invitation link it came through
   * (well-formed, not checked further); a platform without invitations may
   * ignore it.
   */
  submit(
    input: ValidTestimonial,
    clientKey: Key,
    lang: SiteLanguage,
    invitation: string | null,
  ): Promise<SubmitResult>;
  log(
    level: "info" | "error",
    message: string,
    fields?: Record<string, unknown>,
  ): void;
}

const answer = (
  status: number,
  body: object,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
const fail = (status: number, error: string) =>
  answer(status, { success: false, error });

const BODY_ERRORS = {
  "too-large": [413, SUBMIT_MESSAGES.tooLarge],
  "not-utf8": [400, SUBMIT_MESSAGES.notUtf8],
  aborted: [400, SUBMIT_MESSAGES.aborted],
} as const;

/**
 * The POST of the submit call, on our server and on the Supabase edge
 * function alike: key, content type, bounded read, JSON, honeypot, the
 * rules, then the store. Every answer is JSON, `{success: true}` or
 * `{success: false, error}`.
 */
export async function submitCall<Key>(
  request: Request,
  steps: SubmitSteps<Key>,
): Promise<Response> {
  const key = checkApiKey(
    steps.publicApiKey,
    request.headers.get("apikey"),
    request.headers.get("authorization"),
  );
  if (key !== "ok") return fail(401, KEY_MESSAGES[key]);

  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    return fail(415, SUBMIT_MESSAGES.contentType);

  const read = await readLimitedBody(
    request,
    MAX_BODY_BYTES,
    steps.refusedBody,
  );
  if (!read.ok) {
    const [status, error] = BODY_ERRORS[read.reason];
    return fail(status, error);
  }

  if (steps.accepting) {
    let accepting: boolean;
    try {
      accepting = await steps.accepting();
    } catch (error) {
      steps.log("error", "store failure on submit", {
        error: (error as Error).message,
      });
      return fail(503, SUBMIT_MESSAGES.unavailable);
    }
    if (!accepting) return fail(403, SUBMIT_MESSAGES.notAccepting);
  }

  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return fail(400, SUBMIT_MESSAGES.notJson);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return fail(400, SUBMIT_MESSAGES.notObject);

  // A bot filled the hidden field: answer as if stored, so it learns nothing.
  if (honeypotFilled(body as Record<string, unknown>)) {
    steps.log("info", "honeypot submission ignored");
    return answer(200, { success: true });
  }

  const valid = validateTestimonial(body);
  if (!valid.ok) return fail(400, valid.message);
  // The page's language, beside the rules: a page of an older client sends
  // none, and no value of it is a reason to refuse a testimonial.
  const named = (body as Record<string, unknown>).lang;
  // Likewise the invitation: a token of the wrong shape is no token.
  const token = (body as Record<string, unknown>)[INVITE_BODY_FIELD];
  const invitation = isWellFormedToken(token) ? token : null;

  try {
    const lang = isSiteLanguage(named) ? named : await steps.defaultLanguage();
    const clientKey = await steps.clientKey(steps.clientAddress());
    const result = await steps.submit(valid.value, clientKey, lang, invitation);
    if (result.kind === "limited")
      return answer(
        429,
        { success: false, error: SUBMIT_MESSAGES.tooMany },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    if (result.kind === "duplicate")
      steps.log("info", "duplicate submission not stored again");
    return answer(200, { success: true });
  } catch (error) {
    steps.log("error", "store failure on submit", {
      error: (error as Error).message,
    });
    return fail(503, SUBMIT_MESSAGES.unavailable);
  }
}
