import { describe, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesSettings,
} from "../api/professional-rules";
import type { Profile } from "../content/profile-schema";
import { applyRulesToContent } from "./apply-to-content";
import { effectiveRules } from "./effective";
import { PROSPECTIVE_CLIENT_NOTICE, RESULTS_DISCLAIMER } from "./presets";

const AT = "2026-11-27T10:00:00.000Z";
const rules = (change: Partial<ProfessionalRulesSettings>) =>
  effectiveRules({ ...PROFESSIONAL_RULES_DEFAULTS, ...change });
/** Only the part of the content the rules touch. */
const profile = (
  testimonials: Partial<Profile["testimonials"]> = {},
  tone: Partial<Profile["tone"]> = {},
): Profile =>
  ({
    name: "Ana",
    tone,
    testimonials: {
      show: true,
      hideCompanies: false,
      showInvitedMark: true,
      disclaimer: "",
      fallback: null,
      ...testimonials,
    },
  }) as unknown as Profile;

describe("applyRulesToContent", () => {
  it("changes nothing when no bar is chosen", () => {
    const given = profile({ disclaimer: "Mine." });
    expect(applyRulesToContent(given, rules({}), "en")).toBe(given);
  });

  it("hides the section when the rules hide testimonials, whatever the content says", () => {
    const shown = applyRulesToContent(
      profile(),
      rules({ bars: ["portugal"] }),
      "pt",
    );
    expect(shown.testimonials.show).toBe(false);
  });

  it("keeps the section hidden when the content hides it, even if the rules would show it", () => {
    const shown = applyRulesToContent(
      profile({ show: false }),
      rules({ bars: ["new-york"] }),
      "en",
    );
    expect(shown.testimonials.show).toBe(false);
    expect(shown.testimonials.disclaimer).toBe("");
  });

  it("hides company names when either the content or the rules hide them", () => {
    const byRules = rules({
      overrides: { companyNames: { value: "hidden", at: AT } },
    });
    expect(
      applyRulesToContent(profile(), byRules, "en").testimonials.hideCompanies,
    ).toBe(true);
    expect(
      applyRulesToContent(profile({ hideCompanies: true }), rules({}), "en")
        .testimonials.hideCompanies,
    ).toBe(true);
  });

  it("puts the results disclaimer in the page's language before the owner's own", () => {
    const withDisclaimer = rules({
      bars: ["portugal"],
      overrides: { testimonials: { value: "with-disclaimer", at: AT } },
    });
    const given = profile({ disclaimer: "My own words." });
    const en = applyRulesToContent(given, withDisclaimer, "en").testimonials;
    expect(en.show).toBe(true);
    expect(en.disclaimer).toBe(`${RESULTS_DISCLAIMER.en} My own words.`);
    const pt = applyRulesToContent(given, withDisclaimer, "pt").testimonials;
    expect(pt.disclaimer).toBe(`${RESULTS_DISCLAIMER.pt} My own words.`);
    // A language the rules have no words in reads the English.
    expect(
      applyRulesToContent(profile(), withDisclaimer, "de").testimonials
        .disclaimer,
    ).toBe(RESULTS_DISCLAIMER.en);
    // The content given is not changed.
    expect(given.testimonials.disclaimer).toBe("My own words.");
  });

  it("gives the form the bar's notice in the page's language when the owner wrote none", () => {
    const newYork = rules({ bars: ["new-york"] });
    for (const lang of ["en", "pt"] as const)
      expect(
        applyRulesToContent(profile(), newYork, lang).tone.enquiryNotice,
      ).toBe(PROSPECTIVE_CLIENT_NOTICE[lang]);
    // No bar, or a bar with no notice of its own: the dictionary's stays.
    for (const bars of [[], ["portugal" as const]])
      expect(
        applyRulesToContent(profile(), rules({ bars }), "en").tone
          .enquiryNotice,
      ).toBeUndefined();
  });

  it("keeps the owner's own notice, whatever the bar", () => {
    const given = profile({}, { enquiryNotice: "My own notice." });
    const shown = applyRulesToContent(given, rules({ bars: ["us-aba"] }), "en");
    expect(shown.tone.enquiryNotice).toBe("My own notice.");
  });
});
