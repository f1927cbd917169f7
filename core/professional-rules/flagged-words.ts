// Words a bar's advertising rules make risky: the editor warns on them, it
// does not refuse them (decision 043). Which rules apply comes from the
// chosen bars' presets (presets.ts); this module only finds the words.
//
// - Whole words only: a form matches where no letter, mark, digit or
//   underscore touches it on either side, so "inexpertly" and "expertise"
//   hold no "expert". A hyphen or an apostrophe is not part of a word:
//   "non-specialist" is flagged (a warning costs the owner a glance).
// - Plurals are listed on purpose: "especialistas" and "specialists" make
//   the same claim as the singular. Other derived words ("expertise",
//   "especialidade", "garantia") are not flagged.
// - Case-insensitive, Unicode-aware; the text is read in NFC (the form the
//   store keeps text in), and positions count UTF-16 code units in it.
// - Both languages' forms are looked for in every text: a Portuguese text
//   can say "expert", an English one "especialista".
// - "guarantee" and "garantem" are not flagged: the results disclaimer
//   itself says "do not guarantee" / "não garantem".

export type FlaggedRuleId =
  "specialist" | "expert" | "superlative" | "guarantee";

type Forms = { readonly en: readonly string[]; readonly pt: readonly string[] };

/** Each rule's words, as written (a space stands for any run of white space). */
const FLAGGED_FORMS: Readonly<Record<FlaggedRuleId, Forms>> = {
  specialist: {
    en: [
      "specialist",
      "specialists",
      "specialised",
      "specialized",
      "specialises",
      "specializes",
      "specialising",
      "specializing",
      "specialise",
      "specialize",
      "specialisation",
      "specialization",
    ],
    pt: [
      "especialista",
      "especialistas",
      "especializado",
      "especializada",
      "especializados",
      "especializadas",
      "especialização",
      "especializações",
    ],
  },
  expert: { en: ["expert", "experts"], pt: [] },
  superlative: {
    en: ["the best"],
    pt: ["o melhor", "a melhor", "os melhores", "as melhores"],
  },
  guarantee: {
    en: ["guaranteed"],
    pt: ["garantido", "garantida", "garantidos", "garantidas"],
  },
};

/**
 * A specialisation the owner has recorded: the area and the body that
 * certified or recognised it (the Ordem dos Advogados, an ABA-accredited
 * organisation, a state's authority). A record with a blank body exempts
 * nothing: the rules that allow the word ask for the body to be named.
 */
export type RecordedSpecialisation = {
  readonly area: string;
  readonly certifiedBy: string;
};

export type FlaggedWord = {
  /** The words as they appear in the (NFC) text. */
  readonly text: string;
  /** Where they start and end (end exclusive), in UTF-16 code units. */
  readonly start: number;
  readonly end: number;
  readonly rule: FlaggedRuleId;
};

const escape = (form: string) =>
  form
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("\\s+");

const WORD_CHAR = "[\\p{L}\\p{M}\\p{N}_]";

function pattern(forms: Forms) {
  // Longest first, so "especializados" is not cut at "especializado".
  const all = [...forms.en, ...forms.pt].sort((a, b) => b.length - a.length);
  return new RegExp(
    `(?<!${WORD_CHAR})(?:${all.map(escape).join("|")})(?!${WORD_CHAR})`,
    "giu",
  );
}

const hasCertifiedSpecialisation = (
  specialisations: readonly RecordedSpecialisation[],
) =>
  specialisations.some(
    (s) => s.area.trim() !== "" && s.certifiedBy.trim() !== "",
  );

/**
 * The flagged words in `text` under `rules`, in order of position. The
 * specialist words are not flagged once the owner has recorded a
 * specialisation with its certifying body: which area a sentence speaks of
 * cannot be told from the words, so the record exempts them everywhere.
 */
export function findFlaggedWords(
  text: string,
  rules: readonly FlaggedRuleId[],
  specialisations: readonly RecordedSpecialisation[] = [],
): FlaggedWord[] {
  const normalized = text.normalize("NFC");
  const exempt = hasCertifiedSpecialisation(specialisations);
  const found: FlaggedWord[] = [];
  for (const rule of new Set(rules)) {
    if (rule === "specialist" && exempt) continue;
    for (const match of normalized.matchAll(pattern(FLAGGED_FORMS[rule])))
      found.push({
        text: match[0],
        start: match.index,
        end: match.index + match[0].length,
        rule,
      });
  }
  return found.sort((a, b) => a.start - b.start);
}
