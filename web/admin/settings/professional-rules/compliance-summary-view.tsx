import type {
  BarDefault,
  ComplianceSummary,
} from "../../../../core/professional-rules/compliance-summary";
import type { Source } from "../../../../core/professional-rules/sources";

/** Where a default comes from, and whether its wording was confirmed. */
function SourceLine({ source }: { source: Source | null }) {
  if (!source)
    return <span>No source: with no bar chosen, no rule applies.</span>;
  return (
    <span>
      Source: {source.citation} (
      {source.confirmed ? "confirmed" : "not confirmed"}). {source.seen}
    </span>
  );
}

/** Each chosen bar's default for one rule: the value, why, and where from. */
export function BarDefaults({ defaults }: { defaults: readonly BarDefault[] }) {
  return (
    <ul className="space-y-2 text-sm text-ink-muted">
      {defaults.map((each, i) => (
        <li key={`${each.bar}-${i}`}>
          <strong className="text-ink">
            {each.barName}: {each.value}.
          </strong>{" "}
          {each.explanation} <SourceLine source={each.source} />
        </li>
      ))}
    </ul>
  );
}

/** What the site does now for each rule, the bars' defaults and the owner's dated choices. */
export function ComplianceSummaryView({
  summary,
}: {
  summary: ComplianceSummary;
}) {
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">What the site does now</h3>
      {summary.todos.length > 0 && (
        <div className="rounded-lg border border-danger p-3">
          <h4 className="font-semibold text-danger">To do</h4>
          <ul className="list-disc ps-5">
            {summary.todos.map((todo) => (
              <li key={todo}>{todo}</li>
            ))}
          </ul>
        </div>
      )}
      <ul aria-label="The rules the site applies" className="space-y-3">
        {summary.rules.map((rule) => (
          <li key={rule.rule}>
            <p>
              <strong>{rule.title}:</strong> {rule.sentence}
            </p>
            <details className="mt-1">
              <summary className="cursor-pointer text-sm">
                {rule.title}: each bar&rsquo;s default and its source
              </summary>
              <div className="mt-2">
                <BarDefaults defaults={rule.defaults} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
