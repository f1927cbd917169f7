// What the admin's "Professional rules" panel tells the owner: for each rule
// the site applies, what it does now, what each chosen bar's preset sets by
// default (why, and where from), and whether she overrode it and when. The
// values come from effective.ts, so the summary says what the site does; the
// texts are English, as the admin is. This applies the rules the owner
// chooses; it is not legal advice.
import type {
  OverrideKey,
  OverrideValues,
  ProfessionalRulesSettings,
} from "../api/professional-rules.ts";
import { effectiveRules, RECORD_FALLBACK } from "./effective.ts";
import {
  days,
  every,
  FLAGGED_WORDS,
  formatRuleDate,
  list,
  NAMES_DO,
  presetsDo,
  RULE_TITLES,
  sentence,
  TESTIMONIALS_DO,
  TESTIMONIALS_NOW,
  TESTIMONIALS_VALUE,
  verb,
  type SummaryRule,
} from "./compliance-texts.ts";
import { findFlaggedWords } from "./flagged-words.ts";
import { combinePresets, PRESETS, type BarId, type Preset } from "./presets.ts";
import type { Source } from "./sources.ts";

/** One chosen bar's default for a rule, why, and where from (null: no bar, no source). */
export interface BarDefault {
  bar: BarId;
  barName: string;
  /** The default in a few words, e.g. "Hidden". */
  value: string;
  explanation: string;
  source: Source | null;
}

/** An override the owner made, and when (`date` as the summary writes it). */
interface DatedChoice {
  key: OverrideKey;
  at: string;
  date: string;
}

interface RuleSummary {
  rule: SummaryRule;
  title: string;
  /** What the site does now, as one sentence. */
  now: string;
  /** Now, the bars' default and the owner's choice, as one sentence. */
  sentence: string;
  defaults: BarDefault[];
  overrides: DatedChoice[];
  /** Something the owner has to do for her bars' rules to be met. */
  todo: string | null;
}

export interface ComplianceSummary {
  /** The presets read: the chosen bars, or "none". */
  bars: BarId[];
  rules: RuleSummary[];
  todos: string[];
}

const defaultsOf = (
  presets: readonly Preset[],
  pick: (preset: Preset) => {
    value: string;
    explanation: string;
    source: Source | null;
  },
): BarDefault[] =>
  presets.map((preset) => ({
    bar: preset.bar,
    barName: preset.name.en,
    ...pick(preset),
  }));

/**
 * The summary of `settings` for the admin: one entry per rule, in the order
 * of RULE_TITLES, and the things to do (an office address line a bar
 * requires and none set). Dates are written in `timeZone` (the browser's by
 * default).
 */
export function complianceSummary(
  settings: ProfessionalRulesSettings,
  { timeZone }: { timeZone?: string } = {},
): ComplianceSummary {
  const combined = combinePresets(settings.bars);
  const effective = effectiveRules(settings);
  const presets = combined.bars.map((bar) => PRESETS[bar]);
  const dated = (key: OverrideKey): DatedChoice[] => {
    const override = settings.overrides[key];
    return override
      ? [{ key, at: override.at, date: formatRuleDate(override.at, timeZone) }]
      : [];
  };
  const chose = <K extends OverrideKey>(
    key: K,
    say: (value: OverrideValues[K]) => string,
  ) => {
    const override = settings.overrides[key];
    return override
      ? `you chose to ${say(override.value as OverrideValues[K])} on ${formatRuleDate(override.at, timeZone)}`
      : null;
  };
  const entry = (
    rule: SummaryRule,
    now: string,
    parts: (string | null)[],
    defaults: BarDefault[],
    overrides: DatedChoice[] = [],
    todo: string | null = null,
  ): RuleSummary => ({
    rule,
    title: RULE_TITLES[rule],
    now: `${now}.`,
    sentence: sentence(now, ...parts),
    defaults,
    overrides,
    todo,
  });

  const testimonials = entry(
    "testimonials",
    TESTIMONIALS_NOW[effective.testimonials],
    [
      `${presetsDo(combined.testimonials.by, TESTIMONIALS_DO[combined.testimonials.value])} by default`,
      chose("testimonials", (value) => TESTIMONIALS_DO[value].base),
    ],
    defaultsOf(presets, (p) => ({
      ...p.testimonials,
      value: TESTIMONIALS_VALUE[p.testimonials.value],
    })),
    dated("testimonials"),
  );

  const companyNames = entry(
    "companyNames",
    `Company names are ${effective.companyNames}`,
    [
      `${presetsDo(combined.companyNames.by, NAMES_DO[combined.companyNames.value])} by default`,
      chose("companyNames", (value) => NAMES_DO[value].base),
    ],
    defaultsOf(presets, (p) => ({
      ...p.companyNames,
      value: p.companyNames.value === "shown" ? "Shown" : "Hidden",
    })),
    dated("companyNames"),
  );

  const labelled = presets.filter((p) => p.advertisingLabel.value);
  const label = effective.advertisingLabels[0]?.en;
  const advertisingLabel = entry(
    "advertisingLabel",
    label
      ? `The home page carries the “${label}” label`
      : "The home page carries no advertising label",
    [
      labelled.length > 0
        ? `${presetsDo(
            labelled.map((p) => p.bar),
            verb("add it", "adds it"),
          )} by default`
        : `${presetsDo(combined.bars, verb("add none", "adds none"))} by default`,
      chose("advertisingLabel", (on) => (on ? "add it" : "leave it out")),
    ],
    defaultsOf(presets, (p) => ({
      ...p.advertisingLabel,
      value: p.advertisingLabel.value
        ? `“${p.advertisingLabel.value.text.en}”`
        : "No label",
    })),
    dated("advertisingLabel"),
  );

  const disclaiming = presets.filter((p) => p.resultsDisclaimer.value);
  const disclaimer = effective.resultsDisclaimer?.en;
  const resultsDisclaimer = entry(
    "resultsDisclaimer",
    disclaimer
      ? `Each testimonial carries “${disclaimer}”`
      : `No results disclaimer is shown, as testimonials are ${
          effective.testimonials === "hidden" ? "hidden" : "shown without one"
        }`,
    [
      disclaiming.length > 0
        ? `${presetsDo(
            disclaiming.map((p) => p.bar),
            verb("add one", "adds one"),
          )} by default`
        : `${presetsDo(combined.bars, verb("add none", "adds none"))} by default`,
      settings.overrides.testimonials
        ? "it follows your choice for testimonials"
        : null,
    ],
    defaultsOf(presets, (p) => ({
      ...p.resultsDisclaimer,
      value: p.resultsDisclaimer.value
        ? `“${p.resultsDisclaimer.value.text.en}” (${
            p.resultsDisclaimer.value.prescribed ? "prescribed" : "suggested"
          })`
        : "None",
    })),
  );

  const requiring = presets.filter((p) => p.officeAddressRequired.value);
  const address = settings.officeAddress.trim();
  const officeAddress = entry(
    "officeAddress",
    address
      ? `The footer shows the office address line “${address}”`
      : "No office address line is shown",
    [
      requiring.length > 0
        ? `${presetsDo(
            requiring.map((p) => p.bar),
            verb("require one", "requires one"),
          )}`
        : `${presetsDo(combined.bars, verb("require none", "requires none"))}`,
    ],
    defaultsOf(presets, (p) => ({
      ...p.officeAddressRequired,
      value: p.officeAddressRequired.value ? "Required" : "Not required",
    })),
    [],
    effective.officeAddressMissing
      ? `Add the office address line (your name, principal office address and telephone number): ${presetsDo(
          requiring.map((p) => p.bar),
          verb("require it", "requires it"),
        )}.`
      : null,
  );

  const { keepDays, everyDays } = effective.record;
  const preset = combined.advertisingRecord;
  const advertisingRecord = entry(
    "advertisingRecord",
    `A copy of the site is taken on publishing and at least ${every(everyDays)}, each kept ${days(keepDays)}`,
    [
      preset
        ? `${presetsDo(
            presets.filter((p) => p.advertisingRecord.value).map((p) => p.bar),
            verb("set", "sets"),
          )} ${every(preset.everyDays)}, kept ${days(preset.keepDays)}, by default`
        : `${presetsDo(combined.bars, verb("set no rhythm", "sets no rhythm"))}, so New York's applies by default: ${every(RECORD_FALLBACK.everyDays)}, kept ${days(RECORD_FALLBACK.keepDays)}`,
      chose("recordEveryDays", (n) => `take one ${every(n)}`),
      chose("recordKeepDays", (n) => `keep each ${days(n)}`),
    ],
    defaultsOf(presets, (p) => ({
      ...p.advertisingRecord,
      value: p.advertisingRecord.value
        ? `Every ${days(p.advertisingRecord.value.everyDays)}, kept ${days(p.advertisingRecord.value.keepDays)}`
        : "None set",
    })),
    [...dated("recordEveryDays"), ...dated("recordKeepDays")],
  );

  // The owner's own notice lives in each language's content, which the
  // summary does not read: it says that hers wins rather than which is shown.
  const notice = combined.enquiryNotice;
  const enquiryNotice = entry(
    "enquiryNotice",
    notice.value
      ? "Where the contact form is offered, a sender acknowledges your bar’s notice for prospective clients unless you wrote your own"
      : "Where the contact form is offered, a sender acknowledges the site’s general notice unless you wrote your own",
    [
      notice.value
        ? `${presetsDo(notice.by, verb("supply it", "supplies it"))} by default`
        : `${presetsDo(combined.bars, verb("supply none", "supplies none"))} by default`,
      "your own “Contact form notice” (Content, in each language) always wins",
    ],
    defaultsOf(presets, (p) => ({
      ...p.enquiryNotice,
      value: p.enquiryNotice.value
        ? `“${p.enquiryNotice.value.en}”`
        : "The site’s general notice",
    })),
  );

  const exempt =
    findFlaggedWords("specialist", ["specialist"], settings.specialisations)
      .length === 0;
  const flagged = effective.flaggedRules.filter(
    (rule) => !(rule === "specialist" && exempt),
  );
  const flaggedWords = entry(
    "flaggedWords",
    flagged.length > 0
      ? `The editor warns on ${list(flagged.map((rule) => FLAGGED_WORDS[rule]))}`
      : "The editor flags no words",
    [
      effective.flaggedRules.length > 0
        ? `${presetsDo(
            presets.filter((p) => p.flaggedWords.length > 0).map((p) => p.bar),
            verb("flag them", "flags them"),
          )} by default`
        : `${presetsDo(combined.bars, verb("flag none", "flags none"))} by default`,
      exempt && effective.flaggedRules.includes("specialist")
        ? "“specialist” is not flagged because you recorded a recognised specialisation"
        : null,
    ],
    presets.flatMap((p) =>
      p.flaggedWords.length === 0
        ? defaultsOf([p], () => ({
            value: "None",
            explanation: "No bar is chosen, so no words are flagged.",
            source: null,
          }))
        : p.flaggedWords.map((word) => ({
            bar: p.bar,
            barName: p.name.en,
            value: `Flags ${FLAGGED_WORDS[word.rule]}`,
            explanation: word.explanation,
            source: word.source,
          })),
    ),
  );

  const rules = [
    testimonials,
    companyNames,
    advertisingLabel,
    resultsDisclaimer,
    officeAddress,
    advertisingRecord,
    enquiryNotice,
    flaggedWords,
  ];
  return {
    bars: [...combined.bars],
    rules,
    todos: rules.flatMap((rule) => rule.todo ?? []),
  };
}
