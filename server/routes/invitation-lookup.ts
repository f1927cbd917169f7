import { Hono, type Context } from "hono";
import { readLimitedBody } from "../../core/read-body";
import { log } from "../log";
import type { InvitationRepository } from "../store/repos/invitations";
import { NOT_ACCEPTING_TESTIMONIALS } from "./testimonials-hidden";

/** A token in its JSON envelope is about 60 bytes. */
const MAX_LOOKUP_BYTES = 1024;

const LOOKUP_MESSAGES = {
  gone: "This invitation link is no longer valid",
  notJson: 'The body must be JSON: {"token": "…"}',
  tooLarge: `The body is too large (at most ${MAX_LOOKUP_BYTES} bytes)`,
  notUtf8: "The body must be UTF-8 encoded JSON",
  aborted: "The request body could not be read",
  unavailable:
    "The invitations service is temporarily unavailable. Please try again later.",
} as const;

const fail = (
  c: Context,
  status: 400 | 403 | 404 | 413 | 503,
  message: string,
) => c.json({ message }, status);

/**
 * POST /api/invitation `{"token": "…"}`: what the page needs to fill in the
 * form of the invitation link it was opened with (the token travels in the
 * link's fragment, which browsers never send, so the page's script posts
 * it). No API key and no CORS: only the site's own page reads the answer.
 * Every token that does not work now (unknown, malformed, expired, used,
 * revoked) gets the same 404, so the answer never tells whether a token
 * existed. The token is never logged. While the owner's professional rules
 * hide testimonials (`hidden`), every lookup is refused with 403.
 */
export function invitationLookupRoutes(
  invitations: InvitationRepository,
  hidden: () => Promise<boolean> = async () => false,
) {
  const app = new Hono();

  app.post("/api/invitation", async (c) => {
    // The answer names the client: no cache may keep it.
    c.header("Cache-Control", "no-store");
    const read = await readLimitedBody(c.req.raw, MAX_LOOKUP_BYTES, "drain");
    if (!read.ok)
      return read.reason === "too-large"
        ? fail(c, 413, LOOKUP_MESSAGES.tooLarge)
        : fail(
            c,
            400,
            read.reason === "aborted"
              ? LOOKUP_MESSAGES.aborted
              : LOOKUP_MESSAGES.notUtf8,
          );
    try {
      if (await hidden()) return fail(c, 403, NOT_ACCEPTING_TESTIMONIALS);
    } catch (error) {
      log("error", "store failure on invitation lookup", {
        error: (error as Error).message,
      });
      return fail(c, 503, LOOKUP_MESSAGES.unavailable);
    }
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return fail(c, 400, LOOKUP_MESSAGES.notJson);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body))
      return fail(c, 400, LOOKUP_MESSAGES.notJson);
    const token = (body as { token?: unknown }).token;
    try {
      // Not a string: looked up as one that matches nothing, the same way.
      const found = await invitations.lookup(
        typeof token === "string" ? token : "",
      );
      return found ? c.json(found) : fail(c, 404, LOOKUP_MESSAGES.gone);
    } catch (error) {
      log("error", "store failure on invitation lookup", {
        error: (error as Error).message,
      });
      return fail(c, 503, LOOKUP_MESSAGES.unavailable);
    }
  });

  return app;
}
