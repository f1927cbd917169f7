import {
  CONTACT_SETTINGS_DEFAULTS,
  KEEP_MONTHS,
  START_CONVERSATION_ACTIONS,
  type ContactSettings,
} from "../../../core/api/enquiries";
import type { Db, Queryable } from "../db/db";
import type { StoreChanges } from "../store-changes";
import { settingCache } from "./setting-cache";

/**
 * Contact settings that cannot be kept: the message says which field and why.
 * @internal
 */
export class ContactSettingsRefused extends Error {}

const isKeepMonths = (value: unknown) =>
  Number.isInteger(value) &&
  (value as number) >= KEEP_MONTHS.min &&
  (value as number) <= KEEP_MONTHS.max;

/**
 * What is wrong with `value` as contact settings, or null. Exact types only:
 * the database would read "yes" as true and round 12.5 to 13.
 */
export function contactSettingsProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null)
    return "Contact settings must be an object";
  const settings = value as Record<keyof ContactSettings, unknown>;
  if (
    !(START_CONVERSATION_ACTIONS as readonly unknown[]).includes(
      settings.startConversation,
    )
  )
    return `startConversation must be one of ${START_CONVERSATION_ACTIONS.join(", ")}`;
  for (const key of ["showEmail", "showBooking", "notifyWithText"] as const)
    if (typeof settings[key] !== "boolean")
      return `${key} must be true or false`;
  for (const key of ["keepHandledMonths", "keepUnhandledMonths"] as const)
    if (!isKeepMonths(settings[key]))
      return `${key} must be a whole number of months from ${KEEP_MONTHS.min} to ${KEEP_MONTHS.max}`;
  return null;
}

/** Replaces the stored settings with checked ones (the repository's put, an import). */
export async function writeContactSettings(
  db: Queryable,
  settings: ContactSettings,
): Promise<void> {
  await db.query(
    `UPDATE contact_settings SET start_conversation = $1, show_email = $2,
       show_booking = $3, notify_with_text = $4,
       keep_handled_months = $5, keep_unhandled_months = $6`,
    [
      settings.startConversation,
      settings.showEmail,
      settings.showBooking,
      settings.notifyWithText,
      settings.keepHandledMonths,
      settings.keepUnhandledMonths,
    ],
  );
}

/** The columns under the wire shape's names. */
const COLUMNS = `start_conversation AS "startConversation", show_email AS "showEmail",
  show_booking AS "showBooking", notify_with_text AS "notifyWithText",
  keep_handled_months AS "keepHandledMonths", keep_unhandled_months AS "keepUnhandledMonths"`;

/**
 * The owner's contact choices: what "Start a Conversation" opens, what the
 * page shows, what a notification carries and how long enquiries are kept.
 * The page renders from them, so a change fires the store's change event.
 */
export class ContactSettingsRepository {
  readonly get: () => Promise<ContactSettings>;

  constructor(
    private readonly db: Db,
    private readonly changes: StoreChanges,
  ) {
    this.get = settingCache(db, changes, () => this.read());
  }

  /** Replaces every setting; throws ContactSettingsRefused, storing nothing, for a value outside the rules. */
  async put(settings: ContactSettings): Promise<ContactSettings> {
    const problem = contactSettingsProblem(settings);
    if (problem) throw new ContactSettingsRefused(problem);
    await writeContactSettings(this.db, settings);
    this.changes.emit();
    return this.get();
  }

  private async read(): Promise<ContactSettings> {
    const [row] = await this.db.query<ContactSettings>(
      `SELECT ${COLUMNS} FROM contact_settings`,
    );
    return row ?? { ...CONTACT_SETTINGS_DEFAULTS };
  }
}
