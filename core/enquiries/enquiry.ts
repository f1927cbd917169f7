import * as z from "zod/mini";
import { textField } from "../testimonials/testimonial.ts";

/** An enquiry's limits (UTF-16 code units, as the browser's maxlength counts). */
export const ENQUIRY_LIMITS = {
  nameMax: 100,
  emailMax: 200,
  companyMax: 100,
  partiesMax: 500,
  messageMax: 5000,
} as const;

/** The rules' messages; the page finds each by its text to say it in its language. */
export const ENQUIRY_MESSAGES = {
  nameRequired: "Please enter your name",
  nameTooLong: `Name must be at most ${ENQUIRY_LIMITS.nameMax} characters`,
  emailRequired: "Please enter your e-mail address",
  emailInvalid: "E-mail must be an e-mail address",
  emailTooLong: `E-mail must be at most ${ENQUIRY_LIMITS.emailMax} characters`,
  companyTooLong: `Company must be at most ${ENQUIRY_LIMITS.companyMax} characters`,
  partiesTooLong: `Other parties involved must be at most ${ENQUIRY_LIMITS.partiesMax} characters`,
  messageRequired: "Please enter your message",
  messageTooLong: `Message must be at most ${ENQUIRY_LIMITS.messageMax} characters`,
  acknowledgementRequired:
    "Please confirm you have read the notice before sending",
} as const;

/** Optional fields may be left out or sent as null. */
const emptyWhenAbsent = (value: unknown) => value ?? "";

const M = ENQUIRY_MESSAGES;

const enquiryInputSchema = z.object({
  name: textField(
    "Name",
    "line",
    M.nameRequired,
    ENQUIRY_LIMITS.nameMax,
    M.nameTooLong,
  ),
  email: textField(
    "E-mail",
    "line",
    M.emailRequired,
    ENQUIRY_LIMITS.emailMax,
    M.emailTooLong,
  ).check(
    // The same check as the profile's e-mail address (zod's e-mail rule);
    // an empty value already has its own message.
    z.refine(
      (value) => value === "" || z.email().safeParse(value).success,
      M.emailInvalid,
    ),
  ),
  company: z.pipe(
    z.transform(emptyWhenAbsent),
    textField(
      "Company",
      "line",
      null,
      ENQUIRY_LIMITS.companyMax,
      M.companyTooLong,
    ),
  ),
  otherParties: z.pipe(
    z.transform(emptyWhenAbsent),
    textField(
      "Other parties involved",
      "lines",
      null,
      ENQUIRY_LIMITS.partiesMax,
      M.partiesTooLong,
    ),
  ),
  message: textField(
    "Message",
    "lines",
    M.messageRequired,
    ENQUIRY_LIMITS.messageMax,
    M.messageTooLong,
  ),
  acknowledged: z.literal(true, M.acknowledgementRequired),
});

type ValidEnquiry = z.output<typeof enquiryInputSchema>;
type EnquiryField = keyof ValidEnquiry;

export type EnquiryValidation =
  | { ok: true; value: ValidEnquiry }
  | {
      ok: false;
      errors: Partial<Record<EnquiryField, string>>;
      message: string;
    };

/** Validates an enquiry; returns the first message for each invalid field. */
export function validateEnquiry(input: unknown): EnquiryValidation {
  const result = enquiryInputSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = issue.message;
  }
  return {
    ok: false,
    errors,
    message: Object.values(errors)[0] ?? "Invalid enquiry",
  };
}
