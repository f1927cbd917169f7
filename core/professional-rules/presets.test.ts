import { describe, expect, it } from "vitest";
import { findFlaggedWords } from "./flagged-words";
import {
  BARS,
  PRESETS,
  PROSPECTIVE_CLIENT_NOTICE,
  combinePresets,
  type Preset,
} from "./presets";
import { SOURCES } from "./sources";

const NY_DISCLAIMER = "Prior results do not guarantee a similar outcome.";

function defaultsOf(preset: Preset) {
  return [
    preset.testimonials,
    preset.companyNames,
    preset.advertisingLabel,
    preset.resultsDisclaimer,
    preset.officeAddressRequired,
    preset.advertisingRecord,
    preset.enquiryNotice,
    ...preset.flaggedWords,
  ];
}

describe("every preset", () => {
  it("names each bar in both languages", () => {
    for (const bar of BARS) {
      expect(PRESETS[bar].bar).toBe(bar);
      expect(PRESETS[bar].name.en).not.toBe("");
      expect(PRESETS[bar].name.pt).not.toBe("");
    }
  });

  it("explains each default in one English sentence", () => {
    for (const bar of BARS)
      for (const { explanation } of defaultsOf(PRESETS[bar])) {
        expect(explanation).toMatch(/^[A-Z“].*[.”]$/);
        expect(explanation.match(/[.!?]”?(\s|$)/g)).toHaveLength(1);
      }
  });

  it("gives each default of a bar a source, and none to the no-bar preset", () => {
    for (const bar of BARS)
      for (const { source } of defaultsOf(PRESETS[bar]))
        if (bar === "none") expect(source).toBeNull();
        else {
          expect(source?.citation).toBeTruthy();
          expect(source?.seen).toBeTruthy();
        }
  });

  it("pairs a disclaimer with every 'with-disclaimer' default, in both languages", () => {
    for (const bar of BARS) {
      const preset = PRESETS[bar];
      if (preset.testimonials.value !== "with-disclaimer") continue;
      expect(preset.resultsDisclaimer.value?.text.en).toBe(NY_DISCLAIMER);
      expect(preset.resultsDisclaimer.value?.text.pt).toContain(
        "Resultados anteriores não garantem um resultado semelhante.",
      );
    }
  });

  it("never flags its own page texts", () => {
    for (const bar of BARS) {
      const preset = PRESETS[bar];
      const rules = preset.flaggedWords.map((f) => f.rule);
      for (const text of [
        preset.advertisingLabel.value?.text,
        preset.resultsDisclaimer.value?.text,
        preset.enquiryNotice.value ?? undefined,
      ])
        for (const value of [text?.en ?? "", text?.pt ?? ""])
          expect(findFlaggedWords(value, rules)).toEqual([]);
    }
  });

  it("leaves saying “not confirmed” to the admin, which says it once beside the citation", () => {
    for (const source of Object.values(SOURCES))
      expect(source.seen).not.toMatch(/not confirmed/i);
  });

  it("marks a source confirmed only where its wording was read in the rule's own text", () => {
    const confirmed = Object.entries(SOURCES)
      .filter(([, s]) => s.confirmed)
      .map(([key]) => key);
    expect(confirmed.sort()).toEqual([
      "abaComparison",
      "abaResults",
      "nySpecialist",
    ]);
  });
});

describe("Portugal", () => {
  const pt = PRESETS.portugal;

  it("hides testimonials by default, citing the amended Estatuto, unconfirmed", () => {
    expect(pt.testimonials.value).toBe("hidden");
    expect(pt.testimonials.explanation).toMatch(
      /at least one published reading .* and the owner decides/,
    );
    expect(pt.testimonials.source).toBe(SOURCES.ptPublicity);
    expect(pt.testimonials.source?.citation).toContain("art. 94.º");
    expect(pt.testimonials.source?.confirmed).toBe(false);
  });

  it("hides company names", () => {
    expect(pt.companyNames.value).toBe("hidden");
    expect(pt.companyNames.source).toBe(SOURCES.ptPublicity);
  });

  it("adds no label, disclaimer, address line or record of its own", () => {
    expect(pt.advertisingLabel.value).toBeNull();
    expect(pt.resultsDisclaimer.value).toBeNull();
    expect(pt.officeAddressRequired.value).toBe(false);
    expect(pt.advertisingRecord.value).toBeNull();
  });

  it("flags 'especialista' under the Ordem's recognition, and superlatives and guarantees under CCBE 2.6", () => {
    expect(pt.flaggedWords.map((f) => [f.rule, f.source])).toEqual([
      ["specialist", SOURCES.ptSpecialist],
      ["expert", SOURCES.ptSpecialist],
      ["superlative", SOURCES.ccbe],
      ["guarantee", SOURCES.ccbe],
    ]);
    expect(SOURCES.ptSpecialist.citation).toContain("art. 70.º n.º 3");
    expect(SOURCES.ccbe.citation).toContain("2.6");
  });
});

describe("the enquiry form's notice", () => {
  it("is the prospective-client notice in both languages under the US presets, after Rule 1.18 (unconfirmed)", () => {
    expect(PRESETS["new-york"].enquiryNotice.value).toBe(
      PROSPECTIVE_CLIENT_NOTICE,
    );
    expect(PRESETS["new-york"].enquiryNotice.source).toBe(
      SOURCES.nyProspective,
    );
    expect(PRESETS["us-aba"].enquiryNotice.value).toBe(
      PROSPECTIVE_CLIENT_NOTICE,
    );
    expect(PRESETS["us-aba"].enquiryNotice.source).toBe(SOURCES.abaProspective);
    expect(SOURCES.abaProspective.citation).toContain("Rule 1.18");
    expect(SOURCES.abaProspective.seen).toContain("is a prospective client");
    expect(SOURCES.nyProspective.confirmed).toBe(false);
    const { en, pt } = PROSPECTIVE_CLIENT_NOTICE;
    expect(en).toContain("does not create a lawyer–client relationship");
    expect(en).toContain("conflicts of interest");
    expect(en).toContain("nothing confidential");
    expect(pt).toContain("não cria uma relação entre advogada e cliente");
    expect(pt).toContain("conflitos de interesses");
    expect(pt).toContain("sem informação confidencial");
  });

  it("stays the site's general notice under Portugal and England and Wales, no rule being confirmed, and with no bar", () => {
    for (const bar of ["portugal", "england-wales"] as const) {
      expect(PRESETS[bar].enquiryNotice.value).toBeNull();
      expect(PRESETS[bar].enquiryNotice.source).toBe(SOURCES.noRuleFound);
      expect(PRESETS[bar].enquiryNotice.explanation).toContain("was confirmed");
    }
    expect(PRESETS.none.enquiryNotice.value).toBeNull();
  });

  it("is the first chosen bar's that has one", () => {
    expect(combinePresets(["portugal"]).enquiryNotice).toEqual({
      value: null,
      by: ["portugal"],
    });
    expect(
      combinePresets(["portugal", "new-york", "us-aba"]).enquiryNotice,
    ).toEqual({
      value: PROSPECTIVE_CLIENT_NOTICE,
      by: ["new-york", "us-aba"],
    });
  });
});

describe("New York", () => {
  const ny = PRESETS["new-york"];

  it("shows testimonials with the 7.1(e)(3) disclaimer, in its exact words", () => {
    expect(ny.testimonials.value).toBe("with-disclaimer");
    expect(ny.testimonials.source?.citation).toBe(
      "22 NYCRR Part 1200, Rule 7.1(e)(3)",
    );
    expect(ny.resultsDisclaimer.value).toEqual({
      text: {
        en: NY_DISCLAIMER,
        pt: `Resultados anteriores não garantem um resultado semelhante. (${NY_DISCLAIMER})`,
      },
      prescribed: true,
    });
  });

  it("labels the home page 'Attorney Advertising' (7.1(f)), keeping the English words in Portuguese", () => {
    expect(ny.advertisingLabel.value?.text.en).toBe("Attorney Advertising");
    expect(ny.advertisingLabel.value?.text.pt).toContain(
      "(Attorney Advertising)",
    );
    expect(ny.advertisingLabel.source?.citation).toBe(
      "22 NYCRR Part 1200, Rule 7.1(f)",
    );
  });

  it("requires the office address line (7.1(h))", () => {
    expect(ny.officeAddressRequired.value).toBe(true);
    expect(ny.officeAddressRequired.source?.citation).toBe(
      "22 NYCRR Part 1200, Rule 7.1(h)",
    );
  });

  it("keeps a copy at least every 90 days, each for at least a year (7.1(k))", () => {
    const record = ny.advertisingRecord.value;
    expect(record?.keepDays).toBeGreaterThanOrEqual(365);
    expect(record?.everyDays).toBeLessThanOrEqual(90);
    expect(ny.advertisingRecord.source?.citation).toBe(
      "22 NYCRR Part 1200, Rule 7.1(k)",
    );
  });

  it("hides company names without a client's written consent (7.1(b)(2))", () => {
    expect(ny.companyNames.value).toBe("hidden");
    expect(ny.companyNames.source).toBe(SOURCES.nyClientNames);
  });

  it("flags 'specialist' under 7.4, the one New York source confirmed", () => {
    const specialist = ny.flaggedWords.find((f) => f.rule === "specialist");
    expect(specialist?.source).toBe(SOURCES.nySpecialist);
    expect(specialist?.source.confirmed).toBe(true);
    expect(specialist?.source.seen).toContain(
      "shall not state that the lawyer or law firm is a specialist",
    );
    expect(ny.flaggedWords.map((f) => f.rule)).toEqual([
      "specialist",
      "expert",
      "superlative",
      "guarantee",
    ]);
  });
});

describe("another US state (ABA Model Rules)", () => {
  const aba = PRESETS["us-aba"];

  it("shows testimonials with a disclaimer, after 7.1 comment [3] (confirmed)", () => {
    expect(aba.testimonials.value).toBe("with-disclaimer");
    expect(aba.testimonials.source).toBe(SOURCES.abaResults);
    expect(aba.testimonials.source?.confirmed).toBe(true);
    expect(aba.testimonials.source?.seen).toContain(
      "disclaimer or qualifying language may preclude",
    );
    expect(aba.resultsDisclaimer.value?.prescribed).toBe(false);
  });

  it("flags 'specialist' under 7.2(c) (unconfirmed) and 'the best' under comment [3]", () => {
    const byRule = new Map(aba.flaggedWords.map((f) => [f.rule, f.source]));
    expect(byRule.get("specialist")).toBe(SOURCES.abaSpecialist);
    expect(SOURCES.abaSpecialist.confirmed).toBe(false);
    expect(byRule.get("superlative")).toBe(SOURCES.abaComparison);
    expect(byRule.get("guarantee")).toBe(SOURCES.abaResults);
  });

  it("hides company names and adds no label, address line or record", () => {
    expect(aba.companyNames.value).toBe("hidden");
    expect(aba.advertisingLabel.value).toBeNull();
    expect(aba.officeAddressRequired.value).toBe(false);
    expect(aba.advertisingRecord.value).toBeNull();
  });
});

describe("England and Wales", () => {
  const ew = PRESETS["england-wales"];

  it("shows testimonials with a disclaimer, SRA Code 8.8 being unconfirmed", () => {
    expect(ew.testimonials.value).toBe("with-disclaimer");
    expect(ew.testimonials.source).toBe(SOURCES.sraPublicity);
    expect(ew.testimonials.source?.confirmed).toBe(false);
    expect(ew.resultsDisclaimer.value?.text.en).toBe(NY_DISCLAIMER);
  });

  it("flags every word group under accuracy, and hides company names", () => {
    expect(ew.flaggedWords.map((f) => f.rule)).toEqual([
      "specialist",
      "expert",
      "superlative",
      "guarantee",
    ]);
    expect(ew.companyNames.value).toBe("hidden");
  });
});

describe("other / none", () => {
  it("changes nothing: testimonials and companies shown, no texts, no flags", () => {
    const none = PRESETS.none;
    expect(none.testimonials.value).toBe("shown");
    expect(none.companyNames.value).toBe("shown");
    expect(none.advertisingLabel.value).toBeNull();
    expect(none.resultsDisclaimer.value).toBeNull();
    expect(none.officeAddressRequired.value).toBe(false);
    expect(none.advertisingRecord.value).toBeNull();
    expect(none.flaggedWords).toEqual([]);
  });
});

describe("combinePresets", () => {
  it("reads no bar as 'none'", () => {
    expect(combinePresets([])).toEqual(combinePresets(["none"]));
    expect(combinePresets([]).testimonials).toEqual({
      value: "shown",
      by: ["none"],
    });
  });

  it("lets the stricter testimonial setting win: hidden over with a disclaimer over shown", () => {
    expect(combinePresets(["none", "us-aba"]).testimonials).toEqual({
      value: "with-disclaimer",
      by: ["us-aba"],
    });
    expect(
      combinePresets(["new-york", "portugal", "none"]).testimonials,
    ).toEqual({ value: "hidden", by: ["portugal"] });
    expect(combinePresets(["new-york", "us-aba"]).testimonials).toEqual({
      value: "with-disclaimer",
      by: ["new-york", "us-aba"],
    });
  });

  it("hides company names when any chosen bar does", () => {
    expect(combinePresets(["none", "portugal"]).companyNames.value).toBe(
      "hidden",
    );
    expect(combinePresets(["none"]).companyNames.value).toBe("shown");
  });

  it("adds labels up, once each, and prefers New York's prescribed disclaimer", () => {
    const both = combinePresets(["us-aba", "new-york", "new-york"]);
    expect(both.bars).toEqual(["us-aba", "new-york"]);
    expect(both.advertisingLabels).toEqual([
      PRESETS["new-york"].advertisingLabel.value?.text,
    ]);
    expect(both.resultsDisclaimer).toBe(
      PRESETS["new-york"].resultsDisclaimer.value?.text,
    );
    expect(combinePresets(["us-aba"]).resultsDisclaimer?.pt).toBe(
      "Resultados anteriores não garantem um resultado semelhante.",
    );
    expect(combinePresets(["portugal"]).advertisingLabels).toEqual([]);
  });

  it("requires the address line when any chosen bar does", () => {
    expect(combinePresets(["portugal", "new-york"]).officeAddressRequired).toBe(
      true,
    );
    expect(combinePresets(["portugal"]).officeAddressRequired).toBe(false);
  });

  it("keeps the record longest and takes copies most often", () => {
    expect(combinePresets(["portugal"]).advertisingRecord).toBeNull();
    expect(combinePresets(["portugal", "new-york"]).advertisingRecord).toEqual({
      keepDays: 365,
      everyDays: 90,
    });
  });

  it("flags the union of the chosen bars' words", () => {
    expect(combinePresets(["none"]).flaggedRules).toEqual([]);
    expect(combinePresets(["none", "portugal"]).flaggedRules).toEqual([
      "specialist",
      "expert",
      "superlative",
      "guarantee",
    ]);
  });
});
