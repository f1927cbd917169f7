import { describe, expect, it } from "vitest";
import { findFlaggedWords, type FlaggedRuleId } from "./flagged-words";

const ALL: FlaggedRuleId[] = [
  "specialist",
  "expert",
  "superlative",
  "guarantee",
];

const words = (text: string, rules = ALL, specialisations = []) =>
  findFlaggedWords(text, rules, specialisations).map((f) => [f.text, f.rule]);

describe("findFlaggedWords in English", () => {
  it("finds each word with its position and rule", () => {
    const text = "An expert and specialist: the best, guaranteed.";
    expect(findFlaggedWords(text, ALL)).toEqual([
      { text: "expert", start: 3, end: 9, rule: "expert" },
      { text: "specialist", start: 14, end: 24, rule: "specialist" },
      { text: "the best", start: 26, end: 34, rule: "superlative" },
      { text: "guaranteed", start: 36, end: 46, rule: "guarantee" },
    ]);
  });

  it("finds both spellings, plurals and verb forms of 'specialise'", () => {
    expect(
      words(
        "Specialised, specialized, specialists, specializes in, specialising, specialization",
      ).map(([w]) => w),
    ).toEqual([
      "Specialised",
      "specialized",
      "specialists",
      "specializes",
      "specialising",
      "specialization",
    ]);
  });

  it("matches whole words only, not inside others", () => {
    expect(
      words(
        "She worked inexpertly with expertise, no experts' club; bestseller; unguaranteed; thebest",
      ),
    ).toEqual([["experts", "expert"]]);
  });

  it("ignores case", () => {
    expect(words("THE BEST EXPERT, The Best")).toEqual([
      ["THE BEST", "superlative"],
      ["EXPERT", "expert"],
      ["The Best", "superlative"],
    ]);
  });

  it("lets a line break or several spaces sit between the words of a phrase", () => {
    expect(words("truly the\nbest and the   best")).toEqual([
      ["the\nbest", "superlative"],
      ["the   best", "superlative"],
    ]);
  });

  it("treats a hyphen or an apostrophe as the end of a word", () => {
    expect(words("a non-specialist; the expert's view")).toEqual([
      ["specialist", "specialist"],
      ["expert", "expert"],
    ]);
  });

  it("leaves 'guarantee' alone, so the results disclaimer is not flagged", () => {
    expect(
      words("Prior results do not guarantee a similar outcome; no guarantees."),
    ).toEqual([]);
  });
});

describe("findFlaggedWords in Portuguese", () => {
  it("finds 'especialista', 'especializada/o', 'especialização' and their plurals", () => {
    expect(
      words(
        "Especialista; somos especialistas; advogada especializada, escritório especializado, equipas especializadas; especialização e especializações",
      ),
    ).toEqual([
      ["Especialista", "specialist"],
      ["especialistas", "specialist"],
      ["especializada", "specialist"],
      ["especializado", "specialist"],
      ["especializadas", "specialist"],
      ["especialização", "specialist"],
      ["especializações", "specialist"],
    ]);
  });

  it("finds 'o melhor', 'a melhor' and their plurals, and 'garantido/a'", () => {
    expect(
      words(
        "O melhor advogado, a melhor defesa, os melhores, as melhores; êxito garantido, vitória garantida",
      ),
    ).toEqual([
      ["O melhor", "superlative"],
      ["a melhor", "superlative"],
      ["os melhores", "superlative"],
      ["as melhores", "superlative"],
      ["garantido", "guarantee"],
      ["garantida", "guarantee"],
    ]);
  });

  it("matches whole words only, accents included", () => {
    expect(
      words(
        "Especialidade, especializar-se, superespecialista, do melhor, melhoria, garantia, garantem, garantidamente",
      ),
    ).toEqual([]);
  });

  it("ignores case across accented letters", () => {
    expect(words("ESPECIALIZAÇÃO, Especialização")).toEqual([
      ["ESPECIALIZAÇÃO", "specialist"],
      ["Especialização", "specialist"],
    ]);
  });

  it("reads decomposed accents as their composed letters", () => {
    const decomposed = "especializac\u0327a\u0303o";
    expect(words(decomposed)).toEqual([["especialização", "specialist"]]);
  });

  it("does not take an accented letter for a word boundary", () => {
    expect(words("éexpert especialistaé")).toEqual([]);
  });

  it("finds English words in a Portuguese text, and the reverse", () => {
    expect(words("Uma expert em direito; a trusted especialista")).toEqual([
      ["expert", "expert"],
      ["especialista", "specialist"],
    ]);
  });
});

describe("findFlaggedWords and the chosen rules", () => {
  it("flags only the rules it is given", () => {
    expect(words("the best expert", ["expert"])).toEqual([
      ["expert", "expert"],
    ]);
    expect(words("the best expert", [])).toEqual([]);
  });

  it("does not flag specialist words once a specialisation is recorded with its certifying body", () => {
    const recorded = [
      { area: "Direito do Trabalho", certifiedBy: "Ordem dos Advogados" },
    ];
    expect(
      findFlaggedWords(
        "Especialista em Direito do Trabalho, a melhor",
        ALL,
        recorded,
      ).map((f) => f.rule),
    ).toEqual(["superlative"]);
  });

  it("still flags them when the record names no certifying body or no area", () => {
    for (const record of [
      { area: "Employment law", certifiedBy: " " },
      { area: "", certifiedBy: "Ordem dos Advogados" },
    ])
      expect(
        findFlaggedWords("a specialist", ALL, [record]).map((f) => f.rule),
      ).toEqual(["specialist"]);
  });

  it("keeps flagging 'expert' with a recorded specialisation", () => {
    const recorded = [{ area: "Tax", certifiedBy: "A certifying board" }];
    expect(
      findFlaggedWords("a tax expert", ALL, recorded).map((f) => f.rule),
    ).toEqual(["expert"]);
  });
});
