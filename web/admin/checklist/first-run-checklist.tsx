import { useQueries } from "@tanstack/react-query";
import { SITE_LANGUAGES } from "../../../core/site-languages";
import { contentQuery } from "../content/api/use-content";
import { useSiteLanguages } from "../content/api/use-site-languages";
import { useSiteStatus } from "../shell/api/use-site-status";
import { firstRunSteps } from "./first-run-steps";

/**
 * The owner's first steps, under the tabs on every admin tab until each is
 * done: her address, her identity, each language reviewed, no made-up
 * testimonial, notifications.
 */
export function FirstRunChecklist() {
  const status = useSiteStatus();
  const languages = useSiteLanguages();
  const contents = useQueries({
    queries: SITE_LANGUAGES.map(contentQuery),
    combine: (results) =>
      Object.fromEntries(
        results.flatMap((result, index) =>
          result.data ? [[SITE_LANGUAGES[index]!, result.data]] : [],
        ),
      ),
  });
  if (!status.data || !languages.data) return null;
  const steps = firstRunSteps(status.data, languages.data, contents);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;

  return (
    <details
      open
      className="mb-6 rounded-xl border border-warning/60 bg-surface-raised p-4 sm:p-6"
    >
      <summary className="cursor-pointer text-lg font-semibold">
        Make the site yours: {done} of {steps.length} done
      </summary>
      <ol className="mt-3 space-y-3">
        {steps.map((step) => (
          <li key={step.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className={step.done ? "text-accent" : "text-ink-muted"}
            >
              {step.done ? "✓" : "○"}
            </span>
            <div>
              <p className="font-medium">
                {!step.done ? (
                  <a
                    href={step.href}
                    className="text-accent underline underline-offset-2"
                  >
                    {step.label}
                  </a>
                ) : (
                  step.label
                )}
                <span className="sr-only">
                  {step.done ? " (done)" : " (to do)"}
                </span>
              </p>
              {!step.done && (
                <p className="text-sm text-ink-muted">{step.how}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </details>
  );
}
