// Invitations: a personal link the owner sends a client to ask for a
// testimonial. Shared by the server (store, admin API, submit call) and the
// browser (the admin's Invitations tab, the page that opens the link). The
// admin API's shapes are in core/api/invitations.ts.
import type { NewInvitation } from "../api/invitations.ts";
import { RELATIONSHIPS, type Relationship } from "./relationships.ts";
import { isSiteLanguage, type SiteLanguage } from "../site-languages.ts";
import {
  TEXT_PROBLEM_TEXT,
  textProblem,
  visibleLength,
  type TextShape,
} from "../text-rule.ts";

/**
 * The link carries its token in the fragment, `#invite=<token>`: browsers
 * never send a fragment to a server, so the token stays out of server and
 * proxy logs and out of `Referer`.
 */
export const INVITE_FRAGMENT_KEY = "invite";

/** The submit call's optional body field naming the invitation's token. */
export const INVITE_BODY_FIELD = "invitation";

/** 32 random bytes in base64url (256 bits; at least 128 are required). */
export const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** True for a string shaped like a token; anything else is treated as no token. */
export const isWellFormedToken = (value: unknown): value is string =>
  typeof value === "string" && TOKEN_PATTERN.test(value);

export const NOTE_MAX = 500;
export const EXPIRY_DEFAULT_DAYS = 30;
export const EXPIRY_MAX_DAYS = 180;
const NAME_MAX = 100;

/** What the page learns when it looks a valid token up: enough to fill the form. */
export interface InvitationLookup {
  name: string;
  company: string;
  relationship: Relationship | null;
  note: string;
  lang: SiteLanguage;
}

type Checked =
  { ok: true; value: NewInvitation } | { ok: false; message: string };

/** The owner's input, checked; each message names the field. */
export function validateInvitation(
  input: unknown,
  defaultLanguage: SiteLanguage,
): Checked {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, message: "The body must be a JSON object" };
  const body = input as Record<string, unknown>;
  // The rule the submission through the link applies (core/testimonials/testimonial.ts),
  // so a name the owner enters is one the client can send back.
  const text = (
    field: string,
    shape: TextShape,
    max: number,
    required = false,
  ) => {
    const value = body[field] ?? "";
    if (typeof value !== "string") return `${field} must be text`;
    const trimmed = value.trim();
    if (required && visibleLength(trimmed) === 0) return `${field} is required`;
    if (trimmed.length > max)
      return `${field} must be at most ${max} characters`;
    const problem = textProblem(trimmed, shape);
    return problem && `${field} ${TEXT_PROBLEM_TEXT[problem]}`;
  };
  const error =
    text("name", "line", NAME_MAX, true) ||
    text("company", "line", NAME_MAX) ||
    text("note", "lines", NOTE_MAX);
  if (error) return { ok: false, message: error };
  const relationship = body.relationship ?? null;
  if (
    relationship !== null &&
    relationship !== "" &&
    !(RELATIONSHIPS as readonly unknown[]).includes(relationship)
  )
    return {
      ok: false,
      message: `relationship must be one of ${RELATIONSHIPS.join(", ")}`,
    };
  const lang = body.lang ?? defaultLanguage;
  if (!isSiteLanguage(lang))
    return { ok: false, message: "lang must be one of the site's languages" };
  const days = body.expiresInDays ?? EXPIRY_DEFAULT_DAYS;
  if (
    typeof days !== "number" ||
    !Number.isInteger(days) ||
    days < 1 ||
    days > EXPIRY_MAX_DAYS
  )
    return {
      ok: false,
      message: `expiresInDays must be a whole number from 1 to ${EXPIRY_MAX_DAYS}`,
    };
  return {
    ok: true,
    value: {
      name: (body.name as string).trim(),
      company: ((body.company as string | undefined) ?? "").trim(),
      relationship: (relationship || null) as Relationship | null,
      note: ((body.note as string | undefined) ?? "").trim(),
      lang,
      expiresInDays: days,
    },
  };
}
