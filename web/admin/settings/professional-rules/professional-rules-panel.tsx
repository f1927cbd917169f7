import { useState, type FormEvent } from "react";
import {
  RULES_TEXT_LIMITS,
  type ProfessionalRulesSettings,
} from "../../../../core/api/professional-rules";
import { complianceSummary } from "../../../../core/professional-rules/compliance-summary";
import { BARS, type BarId } from "../../../../core/professional-rules/presets";
import { Button } from "../../../ui/button";
import { Field, GROWS_WITH_TEXT } from "../../../ui/field";
import { useProfessionalRules } from "../api/use-professional-rules";
import { useSaveProfessionalRules } from "../api/use-save-professional-rules";
import { Panel } from "../panel";
import { ComplianceSummaryView } from "./compliance-summary-view";
import { OverrideFields } from "./override-fields";
import {
  fromDraft,
  namedControl,
  toDraft,
  type RulesDraft,
} from "./rules-draft";
import { SpecialisationFields } from "./specialisation-fields";

const BAR_LABELS: Record<BarId, string> = {
  portugal: "Portugal (Ordem dos Advogados)",
  "new-york": "New York",
  "us-aba": "Another US state (ABA Model Rules as the base)",
  "england-wales": "England and Wales (SRA)",
  none: "None of these",
};

/**
 * "Professional rules" in the Settings tab: what the site does for the bars
 * the owner chose (the compliance summary, each default explained and
 * sourced), her bars, her dated overrides, the footer's address line and
 * regulatory notice, and her recognised specialisations, saved with PUT.
 */
export function ProfessionalRulesPanel() {
  const settings = useProfessionalRules();
  return (
    <Panel title="Professional rules">
      <p className="text-sm">
        This is not legal advice: the site applies the rules of the bars you
        choose, and shows where each default comes from and whether its wording
        was confirmed. Every default is yours to override.
      </p>
      {settings.isError && (
        <p role="alert" className="text-danger">
          The professional rules could not be read: {settings.error.message}
        </p>
      )}
      {settings.data && (
        <>
          <ComplianceSummaryView summary={complianceSummary(settings.data)} />
          <RulesForm saved={settings.data} />
        </>
      )}
    </Panel>
  );
}

function RulesForm({ saved }: { saved: ProfessionalRulesSettings }) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [done, setDone] = useState(false);
  // Unticking "None of these" leaves every box unticked while she picks her
  // bars; saved with none, no bar's rules apply and it is ticked again.
  const [choosing, setChoosing] = useState(false);
  const save = useSaveProfessionalRules();
  const error = save.error?.message ?? null;
  const errorControl = error ? namedControl(error) : null;
  const errorFor = (id: string) => (errorControl === id ? error : null);

  const change = (changes: Partial<RulesDraft>) => {
    setDraft((before) => ({ ...before, ...changes }));
    setDone(false);
  };

  const toggleBar = (bar: BarId, on: boolean) => {
    if (bar === "none") {
      setChoosing(!on);
      if (!on) document.getElementById("rules-bars")?.focus();
      return change({ bars: [] });
    }
    const bars = on
      ? BARS.filter((each) => each === bar || draft.bars.includes(each))
      : draft.bars.filter((each) => each !== bar);
    if (bars.length === 0) setChoosing(false);
    change({ bars });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate(fromDraft(draft), {
      onSuccess: (answer) => {
        setDraft(toDraft(answer));
        setChoosing(false);
        setDone(true);
      },
      onError: (failure) => {
        const id = namedControl(failure.message);
        if (id) document.getElementById(id)?.focus();
      },
    });
  };

  const text = (
    field: "officeAddress" | "regulatorLink",
    label: string,
    hint: string,
    limit: number,
    type: "text" | "url" = "text",
  ) => (
    <Field
      label={label}
      hint={hint}
      id={`rules-${field}`}
      error={errorFor(`rules-${field}`)}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          maxLength={limit}
          value={draft[field]}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset
        aria-describedby={
          errorFor("rules-bars") ? "rules-bars-error" : undefined
        }
      >
        <legend className="mb-2 font-semibold">
          The bars you are admitted to
        </legend>
        <p className="mb-2 text-sm text-ink-muted">
          Choose every bar that applies: where their defaults differ, the
          stricter one is used.
        </p>
        <div className="space-y-2">
          {BARS.map((bar) => (
            <Field
              key={bar}
              inline
              label={BAR_LABELS[bar]}
              id={bar === BARS[0] ? "rules-bars" : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  type="checkbox"
                  checked={
                    bar === "none"
                      ? draft.bars.length === 0 && !choosing
                      : draft.bars.includes(bar)
                  }
                  onChange={(event) => toggleBar(bar, event.target.checked)}
                />
              )}
            </Field>
          ))}
        </div>
        {choosing && draft.bars.length === 0 && (
          <p className="mt-1 text-sm">
            Tick the bars you are admitted to; saved with none ticked, no
            bar&rsquo;s rules apply.
          </p>
        )}
        {errorFor("rules-bars") && (
          <p id="rules-bars-error" className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>

      <OverrideFields
        draft={draft}
        saved={saved}
        errorFor={errorFor}
        change={change}
      />

      <fieldset className="space-y-3">
        <legend className="mb-1 font-semibold">
          Shown in the page&rsquo;s footer
        </legend>
        {text(
          "officeAddress",
          "Office address line",
          "Your name, principal office address and telephone number, on one line. New York requires it.",
          RULES_TEXT_LIMITS.officeAddress,
        )}
        <Field
          label="Regulatory notice"
          hint="For example the SRA's wording for a regulated firm. Empty: none."
          id="rules-regulatoryNotice"
          error={errorFor("rules-regulatoryNotice")}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${GROWS_WITH_TEXT}`}
              rows={3}
              maxLength={RULES_TEXT_LIMITS.regulatoryNotice}
              value={draft.regulatoryNotice}
              onChange={(event) =>
                change({ regulatoryNotice: event.target.value })
              }
            />
          )}
        </Field>
        {text(
          "regulatorLink",
          "Regulator link",
          "An https:// address shown beside the notice, for example your regulator's register. Empty: none.",
          RULES_TEXT_LIMITS.regulatorLink,
          "url",
        )}
      </fieldset>

      <SpecialisationFields
        specialisations={draft.specialisations}
        errorFor={errorFor}
        change={(specialisations) => change({ specialisations })}
      />

      {error && (
        <p role="alert" className="text-danger">
          Not saved: {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save professional rules"}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {done ? "Saved." : ""}
        </p>
      </div>
    </form>
  );
}
