/** A field of the form whose text holds flagged words. */
export interface FlaggedField {
  /** The control's id (a link to it focuses it). */
  id: string;
  /** What the owner reads the field as ("Experience 2 › Highlight 1"). */
  label: string;
  /** The flagged words as typed, in order, repeats included. */
  words: readonly string[];
}

/**
 * The form's fields that hold flagged words, as each field reports them, for
 * the editor's summary: a small store read with `useSyncExternalStore`.
 */
export function createFlaggedFields() {
  let fields: ReadonlyMap<string, FlaggedField> = new Map();
  const listeners = new Set<() => void>();
  return {
    /** Records what the field `id` holds now (null: nothing flagged). */
    report(id: string, field: FlaggedField | null) {
      const before = fields.get(id);
      if (!field && !before) return;
      if (
        field &&
        before &&
        field.label === before.label &&
        JSON.stringify(field.words) === JSON.stringify(before.words)
      )
        return;
      const next = new Map(fields);
      if (field) next.set(id, field);
      else next.delete(id);
      fields = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => fields,
  };
}

export type FlaggedFields = ReturnType<typeof createFlaggedFields>;
