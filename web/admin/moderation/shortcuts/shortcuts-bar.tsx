import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";

/** The switch for the list's single-key shortcuts (WCAG 2.1.4), and a way to see them. */
export function ShortcutsBar({
  enabled,
  onChange,
  onShowKeys,
  hint = "In the list: j and k move, a approves, r rejects, e edits, u undoes, ? lists them.",
}: {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
  onShowKeys: () => void;
  /** What the keys do, in a sentence (the moderation list's unless told). */
  hint?: string;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <Field inline label="Keyboard shortcuts" hint={hint}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={enabled}
            onChange={(event) => onChange(event.target.checked)}
          />
        )}
      </Field>
      <Button size="sm" variant="ghost" onClick={onShowKeys}>
        Show keys
      </Button>
    </div>
  );
}
