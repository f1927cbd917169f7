import { describe, expect, it } from "vitest";
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, validateEnquiry } from "./enquiry";

const GOOD = {
  name: "Ana Lima",
  email: "ana@example.com",
  company: "Acme",
  otherParties: "Beta Ltd",
  message: "We need advice on a contract.\nCan we talk?",
  acknowledged: true,
};
const errorsOf = (change: Record<string, unknown>) => {
  const result = validateEnquiry({ ...GOOD, ...change });
  return result.ok ? {} : result.errors;
};

describe("validateEnquiry", () => {
  it("accepts an enquiry, trimmed, CRLF as LF, optional fields left out or null", () => {
    const withoutOptional = { ...GOOD, company: undefined, otherParties: null };
    expect(
      validateEnquiry({ ...withoutOptional, name: " Ana ", message: "a\r\nb" }),
    ).toEqual({
      ok: true,
      value: {
        ...GOOD,
        name: "Ana",
        message: "a\nb",
        company: "",
        otherParties: "",
      },
    });
  });

  it.each([
    ["name", "", ENQUIRY_MESSAGES.nameRequired],
    ["name", "\u200B ", ENQUIRY_MESSAGES.nameRequired],
    [
      "name",
      "a".repeat(ENQUIRY_LIMITS.nameMax + 1),
      ENQUIRY_MESSAGES.nameTooLong,
    ],
    ["email", "", ENQUIRY_MESSAGES.emailRequired],
    ["email", "ana@", ENQUIRY_MESSAGES.emailInvalid],
    ["email", "ana example.com", ENQUIRY_MESSAGES.emailInvalid],
    ["email", `${"a".repeat(200)}@example.com`, ENQUIRY_MESSAGES.emailTooLong],
    [
      "company",
      "a".repeat(ENQUIRY_LIMITS.companyMax + 1),
      ENQUIRY_MESSAGES.companyTooLong,
    ],
    [
      "otherParties",
      "a".repeat(ENQUIRY_LIMITS.partiesMax + 1),
      ENQUIRY_MESSAGES.partiesTooLong,
    ],
    ["message", " ", ENQUIRY_MESSAGES.messageRequired],
    [
      "message",
      "a".repeat(ENQUIRY_LIMITS.messageMax + 1),
      ENQUIRY_MESSAGES.messageTooLong,
    ],
    ["acknowledged", false, ENQUIRY_MESSAGES.acknowledgementRequired],
    ["acknowledged", undefined, ENQUIRY_MESSAGES.acknowledgementRequired],
  ])("refuses %s = %j", (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it("applies the one text rule", () => {
    expect(errorsOf({ name: "a\nb" }).name).toMatch(/control characters/);
    expect(errorsOf({ message: "a\u0000b" }).message).toMatch(
      /control characters/,
    );
    expect(errorsOf({ company: "a\u202Eb" }).company).toMatch(/direction/);
    expect(errorsOf({ otherParties: "\uD800" }).otherParties).toMatch(
      /invalid/,
    );
  });

  it("names the first field in its message, and refuses a non-object", () => {
    const result = validateEnquiry({ ...GOOD, email: "x" });
    expect(result.ok || result.message).toBe(ENQUIRY_MESSAGES.emailInvalid);
    expect(validateEnquiry("text").ok).toBe(false);
  });
});
