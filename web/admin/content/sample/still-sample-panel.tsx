import type { MouseEvent } from "react";
import { fieldId } from "../form/document-path";
import { focusField } from "../navigation/folding";
import { editInLanguage, fieldAddress } from "../edited-language";
import type { SampleEntry } from "./still-sample";

export const fieldsCount = (count: number) =>
  count === 1 ? "1 field" : `${count} fields`;

/** A plain click the page handles itself; one asking for a new tab or window is left to the browser. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * Every field, in every language, still holding the shipped sample's
 * content, each linking to its field: this language's (and the shared ones)
 * on this page, another language's in that language's editor.
 */
export function StillSamplePanel({
  lang,
  entries,
}: {
  lang: string;
  entries: readonly SampleEntry[];
}) {
  if (entries.length === 0) return null;
  const go = (entry: SampleEntry, id: string) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    if (entry.lang && entry.lang !== lang) {
      event.preventDefault();
      editInLanguage(entry.lang, id);
      return;
    }
    if (!document.getElementById(id)) return;
    event.preventDefault();
    focusField(id);
  };
  return (
    <section
      aria-labelledby={`still-sample-${lang}`}
      className="rounded-xl border border-warning/50 p-4"
    >
      <h2 id={`still-sample-${lang}`} className="mb-2 font-semibold">
        Still sample: {fieldsCount(entries.length)}
      </h2>
      <p className="mb-2 text-sm text-ink-muted">
        These still hold the made-up sample lawyer&apos;s details. Visitors
        would take them for yours: replace each with your own, or remove it.
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm sm:columns-2 sm:gap-8">
        {entries.map((entry) => {
          const where = entry.lang ?? lang;
          const id = fieldId(where, entry.path.split("."));
          return (
            <li key={`${entry.lang ?? ""}:${entry.path}`}>
              <a
                className="underline"
                href={where === lang ? `#${id}` : fieldAddress(where, id)}
                onClick={go(entry, id)}
              >
                {entry.label}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
