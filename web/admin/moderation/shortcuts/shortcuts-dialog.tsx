import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/modal";
import { MODERATION_KEYS, type Shortcut } from "./moderation-keys";

const MODERATION_WHERE =
  "They work while focus is in the list (Tab to a testimonial's buttons, or click a testimonial), and not while typing in a field.";

/** Lists a list's keys (the moderation list's unless told). */
export function ShortcutsDialog({
  open,
  onClose,
  keys = MODERATION_KEYS,
  where = MODERATION_WHERE,
}: {
  open: boolean;
  onClose: () => void;
  keys?: readonly Shortcut<string>[];
  /** Where the keys work, in a sentence. */
  where?: string;
}) {
  return (
    <Modal open={open} labelledBy="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title" className="mb-3 text-xl font-semibold">
        Keyboard shortcuts
      </h2>
      <p className="mb-4 text-ink-muted">{where}</p>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {keys.map(({ key, does }) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-ink-muted/40 px-2 py-0.5 font-mono">
                {key}
              </kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
      <div className="flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
