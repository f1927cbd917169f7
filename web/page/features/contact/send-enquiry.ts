import type { SiteLanguage } from "../../../../core/site-languages";
import type { EnquiryField } from "./enquiry-fields";

/** The public call (server/routes/submit-enquiry.ts); always our own server's. */
const ENQUIRY_PATH = "/api/enquiry";

export type EnquiryBody = Record<
  Exclude<EnquiryField, "acknowledged">,
  string
> & { acknowledged: boolean; website: string; lang: SiteLanguage };

/** What the call answered: sent, refused per field, or a status the form says in its own words. */
export type EnquiryAnswer =
  | { ok: true }
  | {
      ok: false;
      status: number;
      errors: Partial<Record<EnquiryField, string>>;
    };

/** POSTs an enquiry as JSON; a network failure rejects. */
export async function sendEnquiry(body: EnquiryBody): Promise<EnquiryAnswer> {
  const response = await fetch(ENQUIRY_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true };
  let errors = {};
  try {
    const answer = (await response.json()) as { errors?: unknown };
    if (typeof answer.errors === "object" && answer.errors)
      errors = answer.errors;
  } catch {
    // Not JSON (a proxy's error page): the status alone speaks.
  }
  return { ok: false, status: response.status, errors };
}
