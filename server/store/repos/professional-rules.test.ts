// The owner's professional rules on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the defaults, a change the page follows at once, the
// overrides' dates, and nothing stored outside the rules, whether through
// the repository or the table.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesChange,
} from "../../../core/api/professional-rules";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { ProfessionalRulesRefused } from "./professional-rules";

const CHANGED: ProfessionalRulesChange = {
  bars: ["england-wales"],
  overrides: { companyNames: "hidden", recordEveryDays: 30 },
  specialisations: [],
  officeAddress: "1 Fleet Street, London EC4Y 1AA",
  regulatoryNotice: "Authorised and regulated by the SRA.",
  regulatorLink: "https://www.sra.org.uk/",
};

describe.each(STORE_KINDS)("professional rules on %s", (kind) => {
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
    expect(await t.store.professionalRules.get()).toEqual(
      PROFESSIONAL_RULES_DEFAULTS,
    );
  });

  it("keeps what is put with dated overrides, answers it, and fires the change event", async () => {
    const saved = await t.store.professionalRules.put(CHANGED);
    expect(changes).toBe(1);
    expect(saved.bars).toEqual(["england-wales"]);
    expect(saved.overrides.companyNames?.value).toBe("hidden");
    expect(saved.overrides.recordEveryDays?.value).toBe(30);
    expect(saved.overrides.companyNames?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await t.store.professionalRules.get()).toEqual(saved);
    const [row] = await t.store.db.query(
      "SELECT bars, office_address FROM professional_rules",
    );
    expect(row).toEqual({
      bars: ["england-wales"],
      office_address: CHANGED.officeAddress,
    });
  });

  it.each([
    ["an unknown bar", { bars: ["france"] }],
    ["an override of the wrong type", { overrides: { advertisingLabel: 1 } }],
    ["a link that is not https", { regulatorLink: "http://sra.org.uk/" }],
  ])("refuses %s, storing nothing", async (_, change) => {
    const bad = { ...CHANGED, ...change } as unknown as ProfessionalRulesChange;
    await expect(t.store.professionalRules.put(bad)).rejects.toThrow(
      ProfessionalRulesRefused,
    );
    expect(changes).toBe(0);
    t.store.changed();
    expect(await t.store.professionalRules.get()).toEqual(
      PROFESSIONAL_RULES_DEFAULTS,
    );
  });

  it.each([
    "UPDATE professional_rules SET bars = '{france}'",
    "UPDATE professional_rules SET regulator_link = 'javascript:alert(1)'",
    "UPDATE professional_rules SET overrides = '[]'",
    "INSERT INTO professional_rules (id) VALUES (false)",
  ])("the table refuses %s", async (sql) => {
    await expect(t.store.db.query(sql)).rejects.toThrow(/constraint/);
  });
});
