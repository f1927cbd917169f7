import type { FlaggedRuleId } from "../../../../core/professional-rules/flagged-words";
import {
  combinePresets,
  PRESETS,
  type BarId,
} from "../../../../core/professional-rules/presets";

/** The bars as a sentence names them ("New York and ABA rules…"). */
const SHORT_NAMES: Record<BarId, string> = {
  portugal: "Portuguese",
  "new-york": "New York",
  "us-aba": "ABA",
  "england-wales": "SRA",
  none: "Your",
};

/** What each rule's words risk, after the bars' names. */
const WHY: Record<FlaggedRuleId, string> = {
  specialist:
    "rules allow it only for a specialisation certified or recognised by a named body; record yours in Settings → Professional rules.",
  expert:
    "rules read it as a claim to be a specialist, which needs a certification.",
  superlative:
    "rules treat a comparison no one can verify as likely to mislead.",
  guarantee:
    "rules do not allow promising a result: no lawyer can guarantee an outcome.",
};

const list = (names: readonly string[]) =>
  names.length < 2
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * One short sentence per rule the owner's bars flag, naming the bars that
 * flag it ("New York and ABA rules allow it only for…"). The page names the
 * rules' sources in Settings; a warning only says why, in a line.
 */
export function flagReasons(
  bars: readonly BarId[],
): Partial<Record<FlaggedRuleId, string>> {
  const chosen = combinePresets(bars).bars;
  const reasons: Partial<Record<FlaggedRuleId, string>> = {};
  for (const rule of Object.keys(WHY) as FlaggedRuleId[]) {
    const by = chosen.filter((bar) =>
      PRESETS[bar].flaggedWords.some((flagged) => flagged.rule === rule),
    );
    if (by.length > 0)
      reasons[rule] = `${list(by.map((bar) => SHORT_NAMES[bar]))} ${WHY[rule]}`;
  }
  return reasons;
}
