import { useSyncExternalStore, type MouseEvent } from "react";
import { focusField } from "../navigation/folding";
import { useFlaggedFieldsStore } from "./flagged-words-context";
import type { FlaggedField, FlaggedFields } from "./flagged-fields";
import { distinctWords, quoted } from "./flagged-words-warning";

const NO_FIELDS: ReadonlyMap<string, FlaggedField> = new Map();
const noStore = () => () => {};

/** The fields in the order the form shows them (they report in mount order). */
function inFormOrder(fields: Iterable<FlaggedField>): FlaggedField[] {
  const position = (field: FlaggedField) => document.getElementById(field.id);
  return [...fields].sort((a, b) => {
    const [first, second] = [position(a), position(b)];
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) &
      Node.DOCUMENT_POSITION_FOLLOWING
      ? -1
      : 1;
  });
}

const wordsCount = (count: number) =>
  count === 1
    ? "1 word your professional rules flag"
    : `${count} words your professional rules flag`;

function useFlaggedFields(store: FlaggedFields | null) {
  return useSyncExternalStore(
    store?.subscribe ?? noStore,
    store?.snapshot ?? (() => NO_FIELDS),
  );
}

/**
 * Near the editor's bar: how many flagged words the form holds, each field
 * linking to its control (its folded section opens). Nothing when none.
 */
export function FlaggedWordsSummary({ lang }: { lang: string }) {
  const fields = useFlaggedFields(useFlaggedFieldsStore());
  if (fields.size === 0) return null;
  const listed = inFormOrder(fields.values());
  const count = listed.reduce((sum, field) => sum + field.words.length, 0);
  const go = (id: string) => (event: MouseEvent) => {
    // A click asking for a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (!document.getElementById(id)) return;
    event.preventDefault();
    focusField(id);
  };
  return (
    <section
      aria-labelledby={`flagged-words-${lang}`}
      className="rounded-xl border border-warning/50 p-4"
    >
      <h2 id={`flagged-words-${lang}`} className="mb-2 font-semibold">
        {wordsCount(count)}
      </h2>
      <p className="mb-2 text-sm text-ink-muted">
        A warning, not a refusal: each field says why. You can save and publish
        as you choose.
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {listed.map((field) => (
          <li key={field.id}>
            <a
              className="underline"
              href={`#${field.id}`}
              onClick={go(field.id)}
            >
              {field.label}
            </a>
            : {quoted(distinctWords(field.words))}
          </li>
        ))}
      </ul>
    </section>
  );
}
