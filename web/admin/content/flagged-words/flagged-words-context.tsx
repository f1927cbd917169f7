import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import {
  findFlaggedWords,
  type FlaggedRuleId,
  type RecordedSpecialisation,
} from "../../../../core/professional-rules/flagged-words";
import { effectiveRules } from "../../../../core/professional-rules/effective";
import { useProfessionalRules } from "../../settings/api/use-professional-rules";
import { pathKey, type Path } from "../form/document-path";
import { describePath } from "../form/field-labels";
import { flagReasons } from "./flag-reasons";
import { createFlaggedFields, type FlaggedFields } from "./flagged-fields";
import { FlaggedWordsWarning } from "./flagged-words-warning";

/** What the word check needs from the owner's professional rules. */
interface FlagRules {
  rules: readonly FlaggedRuleId[];
  specialisations: readonly RecordedSpecialisation[];
  /** One sentence per flagged rule: why the chosen bars flag it. */
  reasons: Partial<Record<FlaggedRuleId, string>>;
}

interface FlaggedWordsState {
  /** null while the rules load, or when they could not be read: nothing is flagged then. */
  rules: FlagRules | null;
  fields: FlaggedFields;
}

const FlaggedWordsContext = createContext<FlaggedWordsState | null>(null);

/**
 * Reads the owner's professional rules for the content form's fields below:
 * each text field then warns of the words they flag (`useFlaggedWordsWarning`) and
 * reports them for the editor's summary. Until the rules arrive, or if they
 * cannot be read, nothing is flagged and nothing waits: the warnings never
 * stand in the way of editing.
 */
export function FlaggedWordsProvider({ children }: { children: ReactNode }) {
  const { data } = useProfessionalRules();
  const [fields] = useState(createFlaggedFields);
  const rules = useMemo<FlagRules | null>(() => {
    if (!data) return null;
    const effective = effectiveRules(data);
    return {
      rules: effective.flaggedRules,
      specialisations: effective.specialisations,
      reasons: flagReasons(data.bars),
    };
  }, [data]);
  const state = useMemo(() => ({ rules, fields }), [rules, fields]);
  return (
    <FlaggedWordsContext.Provider value={state}>
      {children}
    </FlaggedWordsContext.Provider>
  );
}

/** The reported fields, for the summary (none outside a provider). */
export function useFlaggedFieldsStore(): FlaggedFields | null {
  return useContext(FlaggedWordsContext)?.fields ?? null;
}

/**
 * The warning under the field at `path` (its control is `id`) of the words
 * the owner's rules flag in its `text`, reported for the summary while the
 * field is on screen. Null when there is none, so that the field keeps its
 * polite region; undefined (no region at all) outside a provider, while the
 * rules load or if they cannot be read, when they flag no word (no bar
 * chosen), or when `checked` is false (an address, an e-mail).
 */
export function useFlaggedWordsWarning(
  id: string,
  path: Path,
  text: string,
  checked = true,
): ReactNode {
  const state = useContext(FlaggedWordsContext);
  const rules = checked ? (state?.rules ?? null) : null;
  const found = useMemo(
    () =>
      rules ? findFlaggedWords(text, rules.rules, rules.specialisations) : [],
    [text, rules],
  );
  const fields = state?.fields;
  const label = describePath(pathKey(path));
  const words = JSON.stringify(found.map((word) => word.text));
  useEffect(() => {
    if (!fields) return;
    const list = JSON.parse(words) as string[];
    fields.report(id, list.length > 0 ? { id, label, words: list } : null);
    return () => fields.report(id, null);
  }, [fields, id, label, words]);
  if (!rules || rules.rules.length === 0) return undefined;
  if (found.length === 0) return null;
  return <FlaggedWordsWarning found={found} reasons={rules.reasons} />;
}
