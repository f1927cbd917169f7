import {
  PROFESSIONAL_RULES_DEFAULTS,
  RECORD_DAYS,
  type OverrideKey,
  type ProfessionalRulesSettings,
} from "../../../../core/api/professional-rules";
import { complianceSummary } from "../../../../core/professional-rules/compliance-summary";
import {
  formatRuleDate,
  type SummaryRule,
} from "../../../../core/professional-rules/compliance-texts";
import { RECORD_FALLBACK } from "../../../../core/professional-rules/effective";
import {
  combinePresets,
  type BarId,
} from "../../../../core/professional-rules/presets";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { BarDefaults } from "./compliance-summary-view";
import type { RulesDraft } from "./rules-draft";

type ChoiceKey = keyof RulesDraft["choices"];
type DayKey = keyof RulesDraft["days"];

const CHOICES: Record<
  ChoiceKey,
  { legend: string; label: string; options: [string, string][] }
> = {
  testimonials: {
    legend: "Testimonials",
    label: "Testimonials on the site",
    options: [
      ["shown", "Shown"],
      ["with-disclaimer", "Shown with a results disclaimer"],
      ["hidden", "Hidden"],
    ],
  },
  companyNames: {
    legend: "Company names",
    label: "Company names with testimonials",
    options: [
      ["shown", "Shown"],
      ["hidden", "Hidden"],
    ],
  },
  advertisingLabel: {
    legend: "Advertising label",
    label: "The “Attorney Advertising” label on the home page",
    options: [
      ["true", "Shown"],
      ["false", "Not shown"],
    ],
  },
};

const DAYS: Record<
  DayKey,
  { label: string; range: { min: number; max: number } }
> = {
  recordEveryDays: {
    label: "Take a copy at least every (days)",
    range: RECORD_DAYS.every,
  },
  recordKeepDays: {
    label: "Keep each copy for (days)",
    range: RECORD_DAYS.keep,
  },
};

/** The text of a choice's value ("Hidden", "Shown"). */
const optionText = (key: ChoiceKey, value: string) =>
  CHOICES[key].options.find(([option]) => option === value)?.[1] ?? value;

/** The bars' combined defaults, as the controls write them. */
function defaultsFor(bars: readonly BarId[]) {
  const combined = combinePresets(bars);
  const record = combined.advertisingRecord ?? RECORD_FALLBACK;
  return {
    testimonials: combined.testimonials.value,
    companyNames: combined.companyNames.value,
    advertisingLabel: String(combined.advertisingLabels.length > 0),
    recordEveryDays: String(record.everyDays),
    recordKeepDays: String(record.keepDays),
  } satisfies Record<OverrideKey, string>;
}

const RULE_OF: Record<OverrideKey, SummaryRule> = {
  testimonials: "testimonials",
  companyNames: "companyNames",
  advertisingLabel: "advertisingLabel",
  recordEveryDays: "advertisingRecord",
  recordKeepDays: "advertisingRecord",
};

const controlId = (key: OverrideKey) => `rules-${key}`;

// The way back goes once used: focus moves to the control it reset, not the page.
const refocus = (key: OverrideKey) =>
  requestAnimationFrame(() => document.getElementById(controlId(key))?.focus());

/**
 * When the owner's choice dates from: the saved override's date while the
 * form holds the saved value, "today" once she changes it.
 */
function ChoiceDate({
  saved,
  current,
}: {
  saved: { value: unknown; at: string } | undefined;
  current: string | undefined;
}) {
  if (current === undefined)
    return <p className="text-sm">The default applies.</p>;
  return (
    <p className="text-sm">
      {saved && String(saved.value) === current
        ? `Your choice since ${formatRuleDate(saved.at)}.`
        : "Your choice: dated today when you save."}
    </p>
  );
}

/**
 * For each default the owner may override: the bars' default with its
 * explanation and source, a control to choose otherwise, and the way back
 * to the default.
 */
export function OverrideFields({
  draft,
  saved,
  errorFor,
  change,
}: {
  draft: RulesDraft;
  saved: ProfessionalRulesSettings;
  errorFor: (id: string) => string | null;
  change: (changes: Partial<RulesDraft>) => void;
}) {
  const defaults = defaultsFor(draft.bars);
  const summary = complianceSummary({
    ...PROFESSIONAL_RULES_DEFAULTS,
    bars: draft.bars,
  });
  const barDefaults = (key: OverrideKey) =>
    summary.rules.find((rule) => rule.rule === RULE_OF[key])!.defaults;

  const setChoice = (key: ChoiceKey, value: string) => {
    const choices = { ...draft.choices };
    if (value === "") delete choices[key];
    else
      Object.assign(choices, {
        [key]: key === "advertisingLabel" ? value === "true" : value,
      });
    change({ choices });
  };

  const choice = (key: ChoiceKey) => {
    const current =
      draft.choices[key] === undefined ? undefined : String(draft.choices[key]);
    const { legend, label, options } = CHOICES[key];
    return (
      <fieldset
        key={key}
        className="space-y-2 rounded-lg border border-white/10 p-3"
      >
        <legend className="px-1 font-medium">{legend}</legend>
        <BarDefaults defaults={barDefaults(key)} />
        <Field
          label={label}
          id={controlId(key)}
          error={errorFor(controlId(key))}
        >
          {(control) => (
            <select
              {...control}
              value={current ?? ""}
              onChange={(event) => setChoice(key, event.target.value)}
            >
              <option value="">
                The default: {optionText(key, defaults[key])}
              </option>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ChoiceDate saved={saved.overrides[key]} current={current} />
        {current !== undefined && (
          <Button
            size="sm"
            onClick={() => {
              setChoice(key, "");
              refocus(key);
            }}
          >
            Back to the default ({optionText(key, defaults[key])})
          </Button>
        )}
      </fieldset>
    );
  };

  const days = (key: DayKey) => {
    const { label, range } = DAYS[key];
    const typed = draft.days[key];
    const current = typed.trim() === "" ? undefined : typed.trim();
    return (
      <div key={key} className="space-y-2">
        <Field
          label={label}
          id={controlId(key)}
          error={errorFor(controlId(key))}
          hint={`Empty: the default, ${defaults[key]} days. From ${range.min} to ${range.max}.`}
          className="max-w-xs"
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              step={1}
              value={typed}
              onChange={(event) =>
                change({ days: { ...draft.days, [key]: event.target.value } })
              }
            />
          )}
        </Field>
        <ChoiceDate saved={saved.overrides[key]} current={current} />
        {current !== undefined && (
          <Button
            size="sm"
            onClick={() => {
              change({ days: { ...draft.days, [key]: "" } });
              refocus(key);
            }}
          >
            Back to the default ({defaults[key]} days)
          </Button>
        )}
      </div>
    );
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold">
        Your choices over the defaults
      </legend>
      {(Object.keys(CHOICES) as ChoiceKey[]).map(choice)}
      <fieldset className="space-y-3 rounded-lg border border-white/10 p-3">
        <legend className="px-1 font-medium">Advertising record</legend>
        <BarDefaults defaults={barDefaults("recordKeepDays")} />
        {days("recordEveryDays")}
        {days("recordKeepDays")}
      </fieldset>
    </fieldset>
  );
}
