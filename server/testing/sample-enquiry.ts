// Test support: one well-formed enquiry, for the suites that need a valid
// one and do not care which.
import { validateEnquiry } from "../../core/enquiries/enquiry";
import type { ValidEnquiry } from "../store/repos/enquiries";

/** The body of an enquiry every rule accepts. */
export const SAMPLE_ENQUIRY = {
  name: "Rui Costa",
  email: "rui@example.com",
  company: "Costa & Filhos",
  otherParties: "Banco Exemplo, S.A.",
  message: "We need advice on a supply contract.\nCould we talk this week?",
  acknowledged: true,
};

/** The sample, with `overrides`, as the shared rules hand it to the store. */
export function validEnquiry(
  overrides: Record<string, unknown> = {},
): ValidEnquiry {
  const result = validateEnquiry({ ...SAMPLE_ENQUIRY, ...overrides });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}
