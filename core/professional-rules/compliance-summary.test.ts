import { describe, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesSettings,
} from "../api/professional-rules";
import { complianceSummary } from "./compliance-summary";
import type { SummaryRule } from "./compliance-texts";
import { SOURCES } from "./sources";

const AT = "2026-12-03T10:00:00.000Z";
const settings = (
  change: Partial<ProfessionalRulesSettings>,
): ProfessionalRulesSettings => ({ ...PROFESSIONAL_RULES_DEFAULTS, ...change });
const rule = (given: Partial<ProfessionalRulesSettings>, id: SummaryRule) =>
  complianceSummary(settings(given), { timeZone: "UTC" }).rules.find(
    (each) => each.rule === id,
  )!;

describe("complianceSummary", () => {
  it("reads no bar as the none preset, every default without a source", () => {
    const summary = complianceSummary(PROFESSIONAL_RULES_DEFAULTS);
    expect(summary.bars).toEqual(["none"]);
    expect(summary.rules.map((each) => each.title)).toEqual([
      "Testimonials",
      "Company names",
      "Advertising label",
      "Results disclaimer",
      "Office address line",
      "Advertising record",
      "Contact form notice",
      "Flagged words",
    ]);
    for (const each of summary.rules)
      expect(each.defaults.map((d) => [d.barName, d.source])).toEqual([
        ["Other / none", null],
      ]);
    expect(summary.todos).toEqual([]);
  });

  describe("testimonials", () => {
    it("says what the site does and the bar's default, explained and sourced", () => {
      const testimonials = rule({ bars: ["portugal"] }, "testimonials");
      expect(testimonials.sentence).toBe(
        "Testimonials are hidden; the Portugal preset hides them by default.",
      );
      expect(testimonials.defaults).toEqual([
        {
          bar: "portugal",
          barName: "Portugal",
          value: "Hidden",
          explanation: expect.stringContaining("Hidden by default"),
          source: SOURCES.ptPublicity,
        },
      ]);
      expect(testimonials.defaults[0]!.source!.confirmed).toBe(false);
      expect(testimonials.overrides).toEqual([]);
    });

    it("says when the owner overrode the default", () => {
      const testimonials = rule(
        {
          bars: ["portugal"],
          overrides: { testimonials: { value: "shown", at: AT } },
        },
        "testimonials",
      );
      expect(testimonials.sentence).toBe(
        "Testimonials are shown; the Portugal preset hides them by default; you chose to show them on 3 December 2026.",
      );
      expect(testimonials.overrides).toEqual([
        { key: "testimonials", at: AT, date: "3 December 2026" },
      ]);
    });

    it("names every bar whose default wins, and lists each bar's own", () => {
      const testimonials = rule(
        { bars: ["new-york", "england-wales"] },
        "testimonials",
      );
      expect(testimonials.sentence).toBe(
        "Testimonials are shown with a results disclaimer; the New York and England and Wales presets show them with a results disclaimer by default.",
      );
      expect(testimonials.defaults.map((d) => d.barName)).toEqual([
        "New York",
        "England and Wales",
      ]);
    });
  });

  it("company names: the default and the owner's choice", () => {
    expect(
      rule(
        {
          bars: ["us-aba"],
          overrides: { companyNames: { value: "shown", at: AT } },
        },
        "companyNames",
      ).sentence,
    ).toBe(
      "Company names are shown; the Another US state (ABA Model Rules) preset hides them by default; you chose to show them on 3 December 2026.",
    );
  });

  it("advertising label: New York adds it, the owner may leave it out", () => {
    expect(rule({ bars: ["new-york"] }, "advertisingLabel").sentence).toBe(
      "The home page carries the “Attorney Advertising” label; the New York preset adds it by default.",
    );
    const out = rule(
      {
        bars: ["new-york"],
        overrides: { advertisingLabel: { value: false, at: AT } },
      },
      "advertisingLabel",
    );
    expect(out.sentence).toBe(
      "The home page carries no advertising label; the New York preset adds it by default; you chose to leave it out on 3 December 2026.",
    );
    expect(out.defaults[0]!.value).toBe("“Attorney Advertising”");
    expect(out.defaults[0]!.source).toBe(SOURCES.nyLabel);
  });

  it("results disclaimer: follows the testimonials", () => {
    expect(rule({ bars: ["new-york"] }, "resultsDisclaimer").sentence).toBe(
      "Each testimonial carries “Prior results do not guarantee a similar outcome.”; the New York preset adds one by default.",
    );
    expect(rule({ bars: ["portugal"] }, "resultsDisclaimer").now).toBe(
      "No results disclaimer is shown, as testimonials are hidden.",
    );
    const chosen = rule(
      {
        bars: ["portugal"],
        overrides: { testimonials: { value: "with-disclaimer", at: AT } },
      },
      "resultsDisclaimer",
    );
    expect(chosen.sentence).toContain(
      "it follows your choice for testimonials",
    );
    expect(
      rule({ bars: ["new-york"] }, "resultsDisclaimer").defaults[0]!.value,
    ).toBe("“Prior results do not guarantee a similar outcome.” (prescribed)");
  });

  describe("office address line", () => {
    it("is something to do when a bar requires it and none is set", () => {
      const summary = complianceSummary(settings({ bars: ["new-york"] }));
      const address = summary.rules.find((r) => r.rule === "officeAddress")!;
      expect(address.sentence).toBe(
        "No office address line is shown; the New York preset requires one.",
      );
      expect(address.todo).toBe(
        "Add the office address line (your name, principal office address and telephone number): the New York preset requires it.",
      );
      expect(summary.todos).toEqual([address.todo]);
    });

    it("is done once set (blank counts as none)", () => {
      expect(
        rule({ bars: ["new-york"], officeAddress: "   " }, "officeAddress")
          .todo,
      ).not.toBeNull();
      const set = rule(
        {
          bars: ["new-york"],
          officeAddress: "Ana Silva, 1 Main St, New York, +1 212 555 0100",
        },
        "officeAddress",
      );
      expect(set.todo).toBeNull();
      expect(set.now).toBe(
        "The footer shows the office address line “Ana Silva, 1 Main St, New York, +1 212 555 0100”.",
      );
    });
  });

  it("advertising record: the bar's rhythm, New York's when none, and the owner's days", () => {
    expect(rule({ bars: ["portugal"] }, "advertisingRecord").sentence).toBe(
      "A copy of the site is taken on publishing and at least every 90 days, each kept 365 days; the Portugal preset sets no rhythm, so New York's applies by default: every 90 days, kept 365 days.",
    );
    const chosen = rule(
      {
        bars: ["new-york"],
        overrides: {
          recordKeepDays: { value: 730, at: AT },
          recordEveryDays: { value: 1, at: "2026-12-04T23:30:00.000Z" },
        },
      },
      "advertisingRecord",
    );
    expect(chosen.sentence).toBe(
      "A copy of the site is taken on publishing and at least every day, each kept 730 days; the New York preset sets every 90 days, kept 365 days, by default; you chose to take one every day on 4 December 2026; you chose to keep each 730 days on 3 December 2026.",
    );
    expect(chosen.overrides.map((o) => o.key)).toEqual([
      "recordEveryDays",
      "recordKeepDays",
    ]);
  });

  it("contact form notice: the bar's notice for prospective clients, sourced, the owner's own winning", () => {
    const newYork = rule({ bars: ["portugal", "new-york"] }, "enquiryNotice");
    expect(newYork.sentence).toBe(
      "Where the contact form is offered, a sender acknowledges your bar’s notice for prospective clients unless you wrote your own; the New York preset supplies it by default; your own “Contact form notice” (Content, in each language) always wins.",
    );
    expect(newYork.defaults.map((d) => [d.bar, d.source])).toEqual([
      ["portugal", SOURCES.noRuleFound],
      ["new-york", SOURCES.nyProspective],
    ]);
    expect(newYork.defaults[0]!.value).toBe("The site’s general notice");
    expect(newYork.defaults[1]!.value).toContain(
      "does not create a lawyer–client relationship",
    );
    expect(rule({ bars: ["england-wales"] }, "enquiryNotice").now).toBe(
      "Where the contact form is offered, a sender acknowledges the site’s general notice unless you wrote your own.",
    );
  });

  it("flagged words: every group a bar flags, each sourced, the specialist words exempt once a specialisation is recorded", () => {
    const words = rule({ bars: ["portugal"] }, "flaggedWords");
    expect(words.sentence).toBe(
      "The editor warns on “specialist” and its forms, “expert”, superlatives such as “the best” and promises such as “guaranteed”; the Portugal preset flags them by default.",
    );
    expect(words.defaults.map((d) => d.source?.citation)).toEqual([
      SOURCES.ptSpecialist.citation,
      SOURCES.ptSpecialist.citation,
      SOURCES.ccbe.citation,
      SOURCES.ccbe.citation,
    ]);
    const exempt = rule(
      {
        bars: ["portugal"],
        specialisations: [
          { area: "Tax law", certifiedBy: "Ordem dos Advogados" },
        ],
      },
      "flaggedWords",
    );
    expect(exempt.now).toBe(
      "The editor warns on “expert”, superlatives such as “the best” and promises such as “guaranteed”.",
    );
    expect(exempt.sentence).toContain(
      "“specialist” is not flagged because you recorded a recognised specialisation",
    );
    expect(
      rule(
        {
          bars: ["portugal"],
          specialisations: [{ area: "Tax", certifiedBy: "" }],
        },
        "flaggedWords",
      ).now,
    ).toContain("“specialist” and its forms");
  });
});
