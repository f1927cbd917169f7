import { describe, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesSettings,
} from "../api/professional-rules";
import { effectiveRules, RECORD_FALLBACK } from "./effective";

const settings = (
  change: Partial<ProfessionalRulesSettings>,
): ProfessionalRulesSettings => ({ ...PROFESSIONAL_RULES_DEFAULTS, ...change });
const AT = "2026-12-03T10:00:00.000Z";

describe("effectiveRules", () => {
  it("with no bar chosen, the site is as it was: testimonials and companies shown, no label", () => {
    const rules = effectiveRules();
    expect(rules.testimonials).toBe("shown");
    expect(rules.companyNames).toBe("shown");
    expect(rules.advertisingLabels).toEqual([]);
    expect(rules.resultsDisclaimer).toBeNull();
    expect(rules.officeAddressMissing).toBe(false);
    expect(rules.record).toEqual(RECORD_FALLBACK);
  });

  it("Portugal hides testimonials and company names by default", () => {
    const rules = effectiveRules(settings({ bars: ["portugal"] }));
    expect(rules.testimonials).toBe("hidden");
    expect(rules.companyNames).toBe("hidden");
    expect(rules.resultsDisclaimer).toBeNull();
  });

  it("New York labels the home page, disclaims results and asks for the office address", () => {
    const rules = effectiveRules(settings({ bars: ["new-york"] }));
    expect(rules.advertisingLabels.map((label) => label.en)).toEqual([
      "Attorney Advertising",
    ]);
    expect(rules.testimonials).toBe("with-disclaimer");
    expect(rules.resultsDisclaimer?.en).toBe(
      "Prior results do not guarantee a similar outcome.",
    );
    expect(rules.officeAddressMissing).toBe(true);
    expect(
      effectiveRules(
        settings({ bars: ["new-york"], officeAddress: "1 Main St, New York" }),
      ).officeAddressMissing,
    ).toBe(false);
  });

  it("the owner's overrides win over her bars' defaults", () => {
    const rules = effectiveRules(
      settings({
        bars: ["portugal"],
        overrides: {
          testimonials: { value: "with-disclaimer", at: AT },
          companyNames: { value: "shown", at: AT },
          advertisingLabel: { value: true, at: AT },
          recordKeepDays: { value: 730, at: AT },
          recordEveryDays: { value: 30, at: AT },
        },
      }),
    );
    expect(rules.testimonials).toBe("with-disclaimer");
    expect(rules.resultsDisclaimer?.en).toBe(
      "Prior results do not guarantee a similar outcome.",
    );
    expect(rules.companyNames).toBe("shown");
    expect(rules.advertisingLabels.map((label) => label.en)).toEqual([
      "Attorney Advertising",
    ]);
    expect(rules.record).toEqual({ keepDays: 730, everyDays: 30 });
  });

  it("an override can turn New York's label off", () => {
    const rules = effectiveRules(
      settings({
        bars: ["new-york"],
        overrides: { advertisingLabel: { value: false, at: AT } },
      }),
    );
    expect(rules.advertisingLabels).toEqual([]);
  });

  it("with Portugal and New York, the stricter wins: testimonials hidden, and so no disclaimer", () => {
    const rules = effectiveRules(settings({ bars: ["portugal", "new-york"] }));
    expect(rules.testimonials).toBe("hidden");
    expect(rules.resultsDisclaimer).toBeNull();
    expect(rules.advertisingLabels).toHaveLength(1);
  });
});
