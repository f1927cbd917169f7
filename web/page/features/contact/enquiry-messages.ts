import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
} from "../../../../core/enquiries/enquiry";
import { fill } from "../../../../core/fill";
import { MESSAGES } from "../../../../core/testimonials/testimonial";
import type { EnquiryStrings } from "../../i18n/contact/contact-dictionary";

type MessageKey = keyof EnquiryStrings["messages"];

// The text rule's messages, which every text field shares (textField in
// core/testimonials) and core/enquiries does not list itself.
const TEXT_RULE = (
  ["controlCharacters", "directionControls", "invalidText"] as const
).map((key) => [MESSAGES[key], key] as const);

const KEY_OF_MESSAGE = new Map<string, MessageKey>([
  ...Object.entries(ENQUIRY_MESSAGES).map(
    ([key, text]) => [text, key as MessageKey] as const,
  ),
  ...TEXT_RULE,
]);

const MAX: Partial<Record<MessageKey, number>> = {
  nameTooLong: ENQUIRY_LIMITS.nameMax,
  emailTooLong: ENQUIRY_LIMITS.emailMax,
  companyTooLong: ENQUIRY_LIMITS.companyMax,
  partiesTooLong: ENQUIRY_LIMITS.partiesMax,
  messageTooLong: ENQUIRY_LIMITS.messageMax,
};

/**
 * A message of the enquiry's rules (core/enquiries/enquiry.ts, in English)
 * in the page's language; one the page does not know stays as written.
 */
export function enquiryMessage(
  message: string,
  strings: EnquiryStrings,
): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (!key) return message;
  return fill(strings.messages[key], { max: MAX[key] ?? "" });
}
