// How long the Insights daily totals are kept, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: the default, a change the privacy page
// follows at once, and nothing stored outside the rules, whether through
// the repository or the table.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { KEEP_MONTHS } from "../../../core/api/enquiries";
import {
  INSIGHTS_SETTINGS_DEFAULTS,
  type InsightsSettings,
} from "../../../core/api/insights";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { InsightsSettingsRefused } from "./insights-settings";

describe.each(STORE_KINDS)("Insights settings on %s", (kind) => {
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

  it("keeps the totals 25 months by default", async () => {
    expect(INSIGHTS_SETTINGS_DEFAULTS).toEqual({ keepMonths: 25 });
    expect(await t.store.insightsSettings.get()).toEqual({ keepMonths: 25 });
  });

  it.each([KEEP_MONTHS.min, KEEP_MONTHS.max])(
    "keeps %i months when put, answers it, and fires the change event",
    async (keepMonths) => {
      expect(await t.store.insightsSettings.put({ keepMonths })).toEqual({
        keepMonths,
      });
      expect(changes).toBe(1);
      expect(await t.store.insightsSettings.get()).toEqual({ keepMonths });
      expect(
        await t.store.db.query("SELECT keep_months FROM insights_settings"),
      ).toEqual([{ keep_months: keepMonths }]);
    },
  );

  it.each([
    ["a fraction of a month", 12.5],
    ["months as text", "12"],
    ["no months", undefined],
    ["too few months", KEEP_MONTHS.min - 1],
    ["too many months", KEEP_MONTHS.max + 1],
  ])("refuses %s, storing nothing", async (_, keepMonths) => {
    const bad = { keepMonths } as unknown as InsightsSettings;
    await expect(t.store.insightsSettings.put(bad)).rejects.toThrow(
      new InsightsSettingsRefused(
        "keepMonths must be a whole number of months from 1 to 120",
      ),
    );
    expect(changes).toBe(0);
    t.store.changed();
    expect(await t.store.insightsSettings.get()).toEqual(
      INSIGHTS_SETTINGS_DEFAULTS,
    );
  });

  it.each([
    "UPDATE insights_settings SET keep_months = 0",
    "UPDATE insights_settings SET keep_months = 121",
    "INSERT INTO insights_settings (id) VALUES (false)",
  ])("the table refuses %s", async (sql) => {
    await expect(t.store.db.query(sql)).rejects.toThrow(/constraint/);
  });
});
