import { useId, useState, type FormEvent } from "react";
import { KEEP_MONTHS } from "../../../core/api/enquiries";
import {
  INSIGHTS_SETTINGS_DEFAULTS,
  type InsightsSettings,
} from "../../../core/api/insights";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { useInsightsSettings } from "./api/use-insights-settings";
import { useSaveInsightsSettings } from "./api/use-save-insights-settings";

/**
 * How long the daily totals are kept, under the numbers: the retention
 * sweep deletes older days within the hour, and the privacy notice states
 * the figure.
 */
export function RetentionSetting() {
  const headingId = useId();
  const settings = useInsightsSettings();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-3 rounded-xl border border-ink-muted/30 p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        How long the totals are kept
      </h2>
      {settings.isError && (
        <p role="alert" className="text-danger">
          The setting could not be read: {settings.error.message}
        </p>
      )}
      {settings.data && <RetentionForm initial={settings.data} />}
    </section>
  );
}

function RetentionForm({ initial }: { initial: InsightsSettings }) {
  const inputId = useId();
  // As typed: an empty or partial number goes as it is, and the server names the field it refuses.
  const [months, setMonths] = useState(String(initial.keepMonths));
  const [saved, setSaved] = useState(false);
  const save = useSaveInsightsSettings();
  const error = save.error?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      { keepMonths: Number(months || Number.NaN) },
      {
        onSuccess: (answer) => {
          setMonths(String(answer.keepMonths));
          setSaved(true);
        },
        onError: () => document.getElementById(inputId)?.focus(),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field
        id={inputId}
        label="Keep the daily totals for (months)"
        hint={`Older days' totals are deleted within the hour, and cannot be brought back but from a backup. The privacy notice says how long. From ${KEEP_MONTHS.min} to ${KEEP_MONTHS.max}; ${INSIGHTS_SETTINGS_DEFAULTS.keepMonths} by default, two years to compare with a month to spare.`}
        error={error}
        className="max-w-md"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={KEEP_MONTHS.min}
            max={KEEP_MONTHS.max}
            step={1}
            value={months}
            onChange={(event) => {
              setMonths(event.target.value);
              setSaved(false);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {saved ? "Saved." : ""}
        </p>
      </div>
    </form>
  );
}
