import { TriangleAlert } from "lucide";
import type {
  FlaggedRuleId,
  FlaggedWord,
} from "../../../../core/professional-rules/flagged-words";
import { Glyph } from "../../../ui/glyph";

/** Each distinct word once (case aside), as first typed, in order. */
export function distinctWords(words: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const text of words) {
    const key = text.toLocaleLowerCase().replace(/\s+/g, " ");
    if (!seen.has(key)) seen.set(key, text.replace(/\s+/g, " "));
  }
  return [...seen.values()];
}

export const quoted = (words: readonly string[]) =>
  words.map((word) => `“${word}”`).join(", ");

/**
 * Under a field whose text holds words the owner's professional rules flag:
 * which, and one sentence per rule on why. It warns; saving and publishing
 * go on as before.
 */
export function FlaggedWordsWarning({
  found,
  reasons,
}: {
  found: readonly FlaggedWord[];
  reasons: Partial<Record<FlaggedRuleId, string>>;
}) {
  const rules = [...new Set(found.map((word) => word.rule))];
  return (
    <div className="rounded-lg border border-warning/60 px-3 py-2 text-sm text-ink">
      <p className="flex items-start gap-2 font-medium">
        <Glyph
          icon={TriangleAlert}
          className="mt-0.5 size-4 shrink-0 text-warning"
        />
        <span>
          Your professional rules flag{" "}
          {quoted(distinctWords(found.map((word) => word.text)))}.
        </span>
      </p>
      <ul className="mt-1 space-y-1 pl-6">
        {rules.map((rule) => (
          <li key={rule}>
            {quoted(
              distinctWords(
                found
                  .filter((word) => word.rule === rule)
                  .map((word) => word.text),
              ),
            )}
            : {reasons[rule]}
          </li>
        ))}
      </ul>
    </div>
  );
}
