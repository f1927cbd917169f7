// The owner's contact settings on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the defaults, a change the page follows at once, and nothing
// stored outside the rules, whether through the repository or the table.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CONTACT_SETTINGS_DEFAULTS,
  KEEP_MONTHS,
  type ContactSettings,
} from "../../../core/api/enquiries";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { ContactSettingsRefused } from "./contact-settings";

const CHANGED: ContactSettings = {
  startConversation: "form",
  showEmail: false,
  showBooking: false,
  notifyWithText: true,
  keepHandledMonths: KEEP_MONTHS.min,
  keepUnhandledMonths: KEEP_MONTHS.max,
};

describe.each(STORE_KINDS)("contact settings on %s", (kind) => {
  let t: TestStore;
  let changes = 0;
  beforeAll(async () => {
    t = await openTestStore(kind);
    t.store.onChange(() => changes++);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed(); // the reset bypassed the repository
    changes = 0;
  });

  it("starts with the defaults", async () => {
    expect(await t.store.contactSettings.get()).toEqual(
      CONTACT_SETTINGS_DEFAULTS,
    );
  });

  it("keeps what is put, answers it, and fires the change event", async () => {
    expect(await t.store.contactSettings.put(CHANGED)).toEqual(CHANGED);
    expect(changes).toBe(1);
    expect(await t.store.contactSettings.get()).toEqual(CHANGED);
    const [row] = await t.store.db.query(
      "SELECT start_conversation, keep_unhandled_months FROM contact_settings",
    );
    expect(row).toEqual({
      start_conversation: "form",
      keep_unhandled_months: KEEP_MONTHS.max,
    });
  });

  it.each([
    ["an unknown action", { startConversation: "email" }],
    ["a boolean as text", { showEmail: "yes" }],
    ["a missing boolean", { notifyWithText: undefined }],
    ["a fraction of a month", { keepHandledMonths: 12.5 }],
    ["months as text", { keepHandledMonths: "12" }],
    ["too few months", { keepHandledMonths: KEEP_MONTHS.min - 1 }],
    ["too many months", { keepUnhandledMonths: KEEP_MONTHS.max + 1 }],
  ])("refuses %s, storing nothing", async (_, change) => {
    const bad = { ...CHANGED, ...change } as unknown as ContactSettings;
    await expect(t.store.contactSettings.put(bad)).rejects.toThrow(
      ContactSettingsRefused,
    );
    expect(changes).toBe(0);
    t.store.changed();
    expect(await t.store.contactSettings.get()).toEqual(
      CONTACT_SETTINGS_DEFAULTS,
    );
  });

  it.each([
    "UPDATE contact_settings SET start_conversation = 'email'",
    "UPDATE contact_settings SET keep_handled_months = 0",
    "UPDATE contact_settings SET keep_unhandled_months = 121",
    "INSERT INTO contact_settings (id) VALUES (false)",
  ])("the table refuses %s", async (sql) => {
    await expect(t.store.db.query(sql)).rejects.toThrow(/constraint/);
  });
});
