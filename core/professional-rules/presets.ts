// The professional (bar advertising) rules presets: for each bar the owner
// can say she is admitted to, the site's defaults, each with a one-sentence
// explanation and its source. The owner may override every default; where a
// source could not be confirmed, the default is the cautious choice
// (decision 043). This applies the rules the owner chooses; it is not legal
// advice.

import type { FlaggedRuleId } from "./flagged-words.ts";
import { SOURCES, type Source } from "./sources.ts";

export const BARS = [
  "portugal",
  "new-york",
  "us-aba",
  "england-wales",
  "none",
] as const;

export type BarId = (typeof BARS)[number];

/** A text the page shows, in each of its languages. */
export type Texts = { readonly en: string; readonly pt: string };

export type TestimonialDisplay = "shown" | "with-disclaimer" | "hidden";
export type Visibility = "shown" | "hidden";

/** A preset's default, why, and where from (null: no bar chosen, no rule). */
type Default<T> = {
  readonly value: T;
  readonly explanation: string;
  readonly source: Source | null;
};

/** A page text; `prescribed` when the rule dictates its wording. */
type PageText = { readonly text: Texts; readonly prescribed: boolean };

export type AdvertisingRecord = {
  /** Copies are kept at least this long. */
  readonly keepDays: number;
  /** A copy is taken at least this often, besides on publishing. */
  readonly everyDays: number;
};

type FlaggedWordsDefault = {
  readonly rule: FlaggedRuleId;
  readonly explanation: string;
  readonly source: Source;
};

export type Preset = {
  readonly bar: BarId;
  readonly name: Texts;
  readonly testimonials: Default<TestimonialDisplay>;
  readonly companyNames: Default<Visibility>;
  /** Shown on the home page. */
  readonly advertisingLabel: Default<PageText | null>;
  /** Shown with every testimonial. */
  readonly resultsDisclaimer: Default<PageText | null>;
  /** The lawyer's name, principal office address and telephone number. */
  readonly officeAddressRequired: Default<boolean>;
  readonly advertisingRecord: Default<AdvertisingRecord | null>;
  /**
   * The enquiry form's notice when the owner wrote none; null: the site's
   * general notice (the page dictionary's). Her own notice always wins.
   */
  readonly enquiryNotice: Default<Texts | null>;
  readonly flaggedWords: readonly FlaggedWordsDefault[];
};

export const RESULTS_DISCLAIMER: Texts = {
  en: "Prior results do not guarantee a similar outcome.",
  pt: "Resultados anteriores não garantem um resultado semelhante.",
};

// New York prescribes English words; the Portuguese page keeps them beside
// the translation, the cautious reading.
const NY_RESULTS_DISCLAIMER: Texts = {
  en: RESULTS_DISCLAIMER.en,
  pt: `${RESULTS_DISCLAIMER.pt} (${RESULTS_DISCLAIMER.en})`,
};

export const ATTORNEY_ADVERTISING: Texts = {
  en: "Attorney Advertising",
  pt: "Publicidade de advogado (Attorney Advertising)",
};

/**
 * The enquiry form's notice under the US duties to prospective clients: a
 * person who writes about a possible engagement may become one, so the form
 * says no relationship is created yet and asks for nothing confidential
 * before the conflicts check.
 * @internal
 */
export const PROSPECTIVE_CLIENT_NOTICE: Texts = {
  en: "Sending this message does not create a lawyer–client relationship, and I have not yet agreed to act for you. Until I have checked for conflicts of interest and we have agreed to work together, please send only the names of those involved and a short outline of the matter, and nothing confidential.",
  pt: "O envio desta mensagem não cria uma relação entre advogada e cliente, e ainda não aceitei tratar do seu assunto. Até eu verificar se há conflitos de interesses e termos acordado trabalhar em conjunto, indique apenas os nomes dos envolvidos e um breve resumo do assunto, sem informação confidencial.",
};

const NO_BAR = null;

const generalNotice = (explanation: string): Default<Texts | null> => ({
  value: null,
  explanation,
  source: SOURCES.noRuleFound,
});

const noLabel = (source: Source): Default<PageText | null> => ({
  value: null,
  explanation: "No advertising label is required by this bar’s rules as found.",
  source,
});

const noAddress = (source: Source): Default<boolean> => ({
  value: false,
  explanation:
    "No rule requiring an office address line on the page was found for this bar.",
  source,
});

const noRecord = (source: Source): Default<AdvertisingRecord | null> => ({
  value: null,
  explanation:
    "No rule on keeping copies of the site was found for this bar; the record follows the owner’s setting.",
  source,
});

const portugal: Preset = {
  bar: "portugal",
  name: { en: "Portugal", pt: "Portugal" },
  testimonials: {
    value: "hidden",
    explanation:
      "Hidden by default because at least one published reading of the Estatuto as amended by Lei 6/2024 allows no client testimonials, ratings or client names, and the owner decides whether to show them.",
    source: SOURCES.ptPublicity,
  },
  companyNames: {
    value: "hidden",
    explanation:
      "Client names are hidden because the same reading allows none and professional secrecy covers who a lawyer’s clients are.",
    source: SOURCES.ptPublicity,
  },
  advertisingLabel: noLabel(SOURCES.noRuleFound),
  resultsDisclaimer: {
    value: null,
    explanation:
      "Testimonials are hidden by default; if the owner shows them, she adds the disclaimer she chooses.",
    source: SOURCES.ptPublicity,
  },
  officeAddressRequired: noAddress(SOURCES.noRuleFound),
  advertisingRecord: noRecord(SOURCES.noRuleFound),
  enquiryNotice: generalNotice(
    "No rule on a notice for people who write before engaging a lawyer was confirmed, so the form keeps the site’s general notice that no relationship is created and nothing confidential should be sent.",
  ),
  flaggedWords: [
    {
      rule: "specialist",
      explanation:
        "Only a lawyer the Ordem dos Advogados has recognised as a specialist may call herself one.",
      source: SOURCES.ptSpecialist,
    },
    {
      rule: "expert",
      explanation:
        "“Expert” claims what “especialista” claims, which only the Ordem can grant.",
      source: SOURCES.ptSpecialist,
    },
    {
      rule: "superlative",
      explanation:
        "Information must be true, objective and not misleading, which an unverifiable “the best” is not.",
      source: SOURCES.ccbe,
    },
    {
      rule: "guarantee",
      explanation:
        "A guaranteed result misleads, since no lawyer can promise an outcome.",
      source: SOURCES.ccbe,
    },
  ],
};

const newYork: Preset = {
  bar: "new-york",
  name: { en: "New York", pt: "Nova Iorque" },
  testimonials: {
    value: "with-disclaimer",
    explanation:
      "Client testimonials are allowed in New York only with the disclaimer “Prior results do not guarantee a similar outcome.”",
    source: SOURCES.nyResults,
  },
  companyNames: {
    value: "hidden",
    explanation:
      "Naming a client in an advertisement needs the client’s prior written consent, which the testimonial’s consent does not clearly give.",
    source: SOURCES.nyClientNames,
  },
  advertisingLabel: {
    value: { text: ATTORNEY_ADVERTISING, prescribed: true },
    explanation:
      "A lawyer’s website is labelled “Attorney Advertising” on its home page.",
    source: SOURCES.nyLabel,
  },
  resultsDisclaimer: {
    value: { text: NY_RESULTS_DISCLAIMER, prescribed: true },
    explanation:
      "Every testimonial is shown with “Prior results do not guarantee a similar outcome.”",
    source: SOURCES.nyResults,
  },
  officeAddressRequired: {
    value: true,
    explanation:
      "An advertisement carries the lawyer’s name, principal law office address and telephone number.",
    source: SOURCES.nyAddress,
  },
  advertisingRecord: {
    value: { keepDays: 365, everyDays: 90 },
    explanation:
      "A copy of the website is kept when first published, on each major change and at least every 90 days, each for at least one year.",
    source: SOURCES.nyRecord,
  },
  enquiryNotice: {
    value: PROSPECTIVE_CLIENT_NOTICE,
    explanation:
      "Someone who writes about a possible engagement may become a prospective client whose information the lawyer must protect, so the form says no relationship is created yet and asks for nothing confidential before the conflicts check.",
    source: SOURCES.nyProspective,
  },
  flaggedWords: [
    {
      rule: "specialist",
      explanation:
        "A lawyer may not say she is a specialist or specialises unless certified, naming the certifying body.",
      source: SOURCES.nySpecialist,
    },
    {
      rule: "expert",
      explanation:
        "“Expert” can read as a claim to be a specialist, which needs a certification.",
      source: SOURCES.nySpecialist,
    },
    {
      rule: "superlative",
      explanation:
        "“The best” is a claim no one can verify, which risks being misleading.",
      source: SOURCES.nyMisleading,
    },
    {
      rule: "guarantee",
      explanation:
        "A guaranteed result is a misleading claim, since no lawyer can promise an outcome.",
      source: SOURCES.nyMisleading,
    },
  ],
};

const usAba: Preset = {
  bar: "us-aba",
  name: {
    en: "Another US state (ABA Model Rules)",
    pt: "Outro estado dos EUA (Regras Modelo da ABA)",
  },
  testimonials: {
    value: "with-disclaimer",
    explanation:
      "Reports of results can create unjustified expectations, and a disclaimer may prevent that.",
    source: SOURCES.abaResults,
  },
  companyNames: {
    value: "hidden",
    explanation:
      "No rule on naming a client’s company was confirmed, so names stay hidden until the owner decides.",
    source: SOURCES.noRuleFound,
  },
  advertisingLabel: noLabel(SOURCES.noRuleFound),
  resultsDisclaimer: {
    value: { text: RESULTS_DISCLAIMER, prescribed: false },
    explanation:
      "Testimonials are shown with a results disclaimer, which may prevent unjustified expectations.",
    source: SOURCES.abaResults,
  },
  officeAddressRequired: noAddress(SOURCES.noRuleFound),
  advertisingRecord: noRecord(SOURCES.noRuleFound),
  enquiryNotice: {
    value: PROSPECTIVE_CLIENT_NOTICE,
    explanation:
      "A person who consults a lawyer about a possible engagement is a prospective client whose information the lawyer may not use or reveal, so the form says no relationship is created yet and asks for nothing confidential before the conflicts check.",
    source: SOURCES.abaProspective,
  },
  flaggedWords: [
    {
      rule: "specialist",
      explanation:
        "A lawyer may not imply she is a certified specialist unless certified by an approved body that is named.",
      source: SOURCES.abaSpecialist,
    },
    {
      rule: "expert",
      explanation:
        "“Expert” can imply a certified specialisation, which needs an approved, named body.",
      source: SOURCES.abaSpecialist,
    },
    {
      rule: "superlative",
      explanation:
        "An unsubstantiated comparison with other lawyers may be misleading.",
      source: SOURCES.abaComparison,
    },
    {
      rule: "guarantee",
      explanation:
        "A promised result creates an unjustified expectation that the same results could be obtained.",
      source: SOURCES.abaResults,
    },
  ],
};

const englandWales: Preset = {
  bar: "england-wales",
  name: { en: "England and Wales", pt: "Inglaterra e País de Gales" },
  testimonials: {
    value: "with-disclaimer",
    explanation:
      "Publicity must be accurate and not misleading, and with no SRA text on testimonials confirmed, they are shown with a results disclaimer.",
    source: SOURCES.sraPublicity,
  },
  companyNames: {
    value: "hidden",
    explanation:
      "No rule on naming a client’s company was confirmed, so names stay hidden until the owner decides.",
    source: SOURCES.noRuleFound,
  },
  advertisingLabel: noLabel(SOURCES.noRuleFound),
  resultsDisclaimer: {
    value: { text: RESULTS_DISCLAIMER, prescribed: false },
    explanation:
      "Testimonials are shown with a results disclaimer so that they do not mislead about outcomes.",
    source: SOURCES.sraPublicity,
  },
  officeAddressRequired: noAddress(SOURCES.noRuleFound),
  advertisingRecord: noRecord(SOURCES.noRuleFound),
  enquiryNotice: generalNotice(
    "No SRA text on a notice for people who write before instructing a solicitor was confirmed, so the form keeps the site’s general notice that no relationship is created and nothing confidential should be sent.",
  ),
  flaggedWords: [
    {
      rule: "specialist",
      explanation:
        "No SRA text on “specialist” was confirmed, so the claim is flagged unless a recognised specialisation is recorded.",
      source: SOURCES.sraPublicity,
    },
    {
      rule: "expert",
      explanation:
        "“Expert” is flagged like “specialist”, since publicity must be accurate and not misleading.",
      source: SOURCES.sraPublicity,
    },
    {
      rule: "superlative",
      explanation:
        "“The best” cannot be shown to be accurate, and publicity must not mislead.",
      source: SOURCES.sraPublicity,
    },
    {
      rule: "guarantee",
      explanation:
        "A guaranteed result is misleading, since no solicitor can promise an outcome.",
      source: SOURCES.sraPublicity,
    },
  ],
};

const none: Preset = {
  bar: "none",
  name: { en: "Other / none", pt: "Outra / nenhuma" },
  testimonials: {
    value: "shown",
    explanation:
      "No bar is chosen, so testimonials are shown as the site’s own settings say.",
    source: NO_BAR,
  },
  companyNames: {
    value: "shown",
    explanation:
      "No bar is chosen, so company names are shown as the site’s own settings say.",
    source: NO_BAR,
  },
  advertisingLabel: {
    value: null,
    explanation: "No bar is chosen, so no advertising label is added.",
    source: NO_BAR,
  },
  resultsDisclaimer: {
    value: null,
    explanation: "No bar is chosen, so no disclaimer is added.",
    source: NO_BAR,
  },
  officeAddressRequired: {
    value: false,
    explanation:
      "No bar is chosen, so the page shows the address only if the owner adds it.",
    source: NO_BAR,
  },
  advertisingRecord: {
    value: null,
    explanation: "No bar is chosen, so the record follows the owner’s setting.",
    source: NO_BAR,
  },
  enquiryNotice: {
    value: null,
    explanation:
      "No bar is chosen, so the form keeps the site’s general notice.",
    source: NO_BAR,
  },
  flaggedWords: [],
};

export const PRESETS: Readonly<Record<BarId, Preset>> = {
  portugal,
  "new-york": newYork,
  "us-aba": usAba,
  "england-wales": englandWales,
  none,
};

/** A combined value and the chosen bars whose default it is. */
type Decided<T> = { readonly value: T; readonly by: readonly BarId[] };

export type CombinedRules = {
  readonly bars: readonly BarId[];
  readonly testimonials: Decided<TestimonialDisplay>;
  readonly companyNames: Decided<Visibility>;
  readonly advertisingLabels: readonly Texts[];
  readonly resultsDisclaimer: Texts | null;
  readonly officeAddressRequired: boolean;
  readonly advertisingRecord: AdvertisingRecord | null;
  /** The enquiry form's notice the first chosen bar with one supplies; null: the general one. */
  readonly enquiryNotice: Decided<Texts | null>;
  readonly flaggedRules: readonly FlaggedRuleId[];
};

const TESTIMONIAL_STRICTNESS: readonly TestimonialDisplay[] = [
  "shown",
  "with-disclaimer",
  "hidden",
];
const VISIBILITY_STRICTNESS: readonly Visibility[] = ["shown", "hidden"];

function strictest<T>(
  presets: readonly Preset[],
  order: readonly T[],
  pick: (preset: Preset) => T,
): Decided<T> {
  const value = presets
    .map(pick)
    .reduce((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a));
  return {
    value,
    by: presets.filter((p) => pick(p) === value).map((p) => p.bar),
  };
}

/**
 * The defaults of several chosen bars together: the stricter wins (hidden
 * over with a disclaimer over shown), labels and flagged words add up, the
 * record keeps copies longest and takes them most often, a prescribed
 * disclaimer wins over a suggested one, and the first chosen bar with an
 * enquiry notice supplies it (the US presets share one). No bar chosen reads
 * as "none".
 */
export function combinePresets(chosen: readonly BarId[]): CombinedRules {
  const bars: readonly BarId[] =
    chosen.length === 0 ? ["none"] : [...new Set(chosen)];
  const presets = bars.map((bar) => PRESETS[bar]);
  const labels = presets.flatMap((p) => p.advertisingLabel.value?.text ?? []);
  const disclaimers = presets
    .flatMap((p) => p.resultsDisclaimer.value ?? [])
    .sort((a, b) => Number(b.prescribed) - Number(a.prescribed));
  const records = presets.flatMap((p) => p.advertisingRecord.value ?? []);
  const notice =
    presets.find((p) => p.enquiryNotice.value)?.enquiryNotice.value ?? null;
  return {
    bars,
    testimonials: strictest(
      presets,
      TESTIMONIAL_STRICTNESS,
      (p) => p.testimonials.value,
    ),
    companyNames: strictest(
      presets,
      VISIBILITY_STRICTNESS,
      (p) => p.companyNames.value,
    ),
    advertisingLabels: labels.filter(
      (label, i) =>
        labels.findIndex((l) => l.en === label.en && l.pt === label.pt) === i,
    ),
    resultsDisclaimer: disclaimers[0]?.text ?? null,
    officeAddressRequired: presets.some((p) => p.officeAddressRequired.value),
    advertisingRecord:
      records.length === 0
        ? null
        : {
            keepDays: Math.max(...records.map((r) => r.keepDays)),
            everyDays: Math.min(...records.map((r) => r.everyDays)),
          },
    enquiryNotice: {
      value: notice,
      by: presets
        .filter((p) => p.enquiryNotice.value === notice)
        .map((p) => p.bar),
    },
    flaggedRules: [
      ...new Set(presets.flatMap((p) => p.flaggedWords.map((f) => f.rule))),
    ],
  };
}
