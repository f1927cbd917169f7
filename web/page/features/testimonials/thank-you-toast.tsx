import { X } from "lucide";
import { useEffect } from "react";
import { Glyph } from "../../../ui/glyph";
import type { FormStrings } from "../../i18n/dictionary";

/** The success toast shows for 3000 ms, then closes by itself. */
export const TOAST_DURATION_MS = 3000;

/**
 * The thank-you toast. Rendered inside a polite live region the section keeps
 * on the page, so screen readers announce it when it appears.
 */
export default function ThankYouToast({
  strings,
  thanks,
  onClose,
}: {
  strings: FormStrings;
  /** The owner's own words for the thanks, instead of the dictionary's. */
  thanks?: string;
  onClose: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

  return (
    <div className="pointer-events-auto flex items-center gap-3 rounded-xl bg-surface-raised py-3 pr-3 pl-5 text-ink shadow-lg ring-1 ring-ink-muted/30">
      <div>
        <p>{thanks || strings.toast}</p>
        <p className="text-sm text-ink-muted">{strings.toastReviewed}</p>
      </div>
      <button
        type="button"
        aria-label={strings.close}
        onClick={onClose}
        className="grid size-8 place-items-center rounded-full text-ink-muted hover:text-ink"
      >
        <Glyph icon={X} className="size-4" />
      </button>
    </div>
  );
}
