// Enquiries and the owner's contact settings in an export. Each row is
// checked with the rules the form's are (core/enquiries/enquiry.ts), so a
// file edited by hand cannot store what the form would refuse; the first
// row that fails stops the import with one line naming it.
import type { ContactSettings } from "../../../core/api/enquiries";
import { validateEnquiry } from "../../../core/enquiries/enquiry";
import { isSiteLanguage } from "../../../core/site-languages";
import type { Queryable } from "../db/db";
import { contactSettingsProblem } from "../repos/contact-settings";
import { ANONYMISED_NAME } from "../repos/enquiries";
import { isUuid } from "../repos/testimonials";

type Row = Record<string, unknown>;

/** Selects the contact settings as one row in the wire shape (what checkedContactSettings reads). */
export const CONTACT_SETTINGS_ROW = `SELECT jsonb_build_object(
    'startConversation', start_conversation, 'showEmail', show_email,
    'showBooking', show_booking, 'notifyWithText', notify_with_text,
    'keepHandledMonths', keep_handled_months, 'keepUnhandledMonths', keep_unhandled_months
  ) AS row FROM contact_settings`;

/** An instant as PostgreSQL's to_jsonb writes it, or as the admin API does. */
const TIMESTAMP =
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d(:\d\d)?)$/;
const isTimestamp = (value: unknown) =>
  typeof value === "string" &&
  TIMESTAMP.test(value) &&
  !Number.isNaN(Date.parse(value));

const TEXT_COLUMNS = [
  "name",
  "email",
  "company",
  "other_parties",
  "message",
] as const;
const TIME_COLUMNS = ["read_at", "handled_at", "anonymised_at"] as const;

/** The row to insert, or what is wrong with it. */
function enquiryRow(row: Row): Row | string {
  if (typeof row.id !== "string" || !isUuid(row.id))
    return `id ${JSON.stringify(row.id)} is not a uuid`;
  for (const column of TEXT_COLUMNS)
    if (typeof row[column] !== "string") return `${column} must be text`;
  if (!isSiteLanguage(row.lang))
    return `lang ${JSON.stringify(row.lang)} is not a language of the site`;
  if (!isTimestamp(row.created_at)) return "created_at must be a timestamp";
  for (const column of TIME_COLUMNS)
    if (row[column] != null && !isTimestamp(row[column]))
      return `${column} must be a timestamp or null`;
  const anonymised = row.anonymised_at != null;
  if (
    anonymised &&
    (row.name !== ANONYMISED_NAME ||
      row.email !== "" ||
      row.company !== "" ||
      row.other_parties !== "")
  )
    return "an anonymised enquiry must keep none of its sender's details";
  const result = validateEnquiry({
    name: row.name,
    email: row.email,
    company: row.company,
    otherParties: row.other_parties,
    message: row.message,
    acknowledged: true,
  });
  if (!result.ok) {
    // An anonymised enquiry's e-mail is empty (checked above).
    const problems = Object.entries(result.errors).filter(
      ([field]) => !(anonymised && field === "email"),
    );
    // Named by column: the rule's message may not name its field.
    const [field, message] = problems[0] ?? [];
    if (field)
      return `${field === "otherParties" ? "other_parties" : field}: ${message}`;
  }
  const checked: Row = {
    id: row.id,
    lang: row.lang,
    created_at: row.created_at,
  };
  for (const column of [...TEXT_COLUMNS, ...TIME_COLUMNS])
    checked[column] = row[column] ?? null;
  return checked;
}

/**
 * The export's `index`th enquiry, checked; only its known columns (never a
 * client key). Throws one line naming it when it breaks a rule.
 */
export function checkedEnquiry(row: Row, index: number): Row {
  const checked = enquiryRow(row);
  if (typeof checked === "string")
    throw new Error(`enquiries[${index}]: ${checked}`);
  return checked;
}

/** The export's contact settings, checked; throws one line when they break a rule. */
export function checkedContactSettings(row: Row): ContactSettings {
  const problem = contactSettingsProblem(row);
  if (problem) throw new Error(`contact settings: ${problem}`);
  const settings = row as unknown as ContactSettings;
  return {
    startConversation: settings.startConversation,
    showEmail: settings.showEmail,
    showBooking: settings.showBooking,
    notifyWithText: settings.notifyWithText,
    keepHandledMonths: settings.keepHandledMonths,
    keepUnhandledMonths: settings.keepUnhandledMonths,
  };
}

/**
 * Inserts checked enquiries by id (an id already stored keeps its row);
 * returns how many were new. They are old enquiries, not new ones: the
 * owner is not notified of them.
 */
export async function importEnquiries(
  tx: Queryable,
  rows: Row[],
): Promise<number> {
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO enquiries (id, name, email, company, other_parties, message, lang,
       created_at, read_at, handled_at, anonymised_at)
     SELECT id, name, email, company, other_parties, message, lang,
       created_at, read_at, handled_at, anonymised_at
     FROM jsonb_populate_recordset(NULL::enquiries, $1::jsonb)
     ON CONFLICT (id) DO NOTHING
     RETURNING id::text AS id`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    "DELETE FROM notification_outbox WHERE enquiry_id = ANY($1::uuid[])",
    [inserted.map((row) => row.id)],
  );
  return inserted.length;
}
