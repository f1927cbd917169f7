// The answers of the submit call, shared by our server
// (server/routes/submit-testimonial.ts) and the Supabase edge function
// (supabase/functions/submit-testimonial/), which must answer alike.

/** Largest submission body accepted; a full form is well under 10 KiB. */
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
  unavailable:
    "The testimonials service is temporarily unavailable. Please try again later.",
} as const;
