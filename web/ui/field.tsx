import { useId, type ReactNode } from "react";

/** What the control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

/** The text-like controls' look; an invalid one gets a red border. */
const CONTROL =
  "w-full rounded-lg border border-ink-muted/40 bg-surface px-3 py-2 text-ink placeholder:text-ink-muted/70 aria-invalid:border-red-500 aria-invalid:ring-1 aria-invalid:ring-red-500";

/**
 * Added to an admin text area's classes: it grows with its text, from its
 * rows up to 70% of the screen's height, then scrolls; where `field-sizing`
 * or a typed `attr()` is unknown, it keeps its rows. Not on the public page,
 * whose form keeps a steady height while a visitor types. (Whole class
 * names: Tailwind finds them in the source.)
 */
export const GROWS_WITH_TEXT =
  "supports-[(field-sizing:content)_and_(min-height:attr(rows_type(<number>),2))]:field-sizing-content supports-[(field-sizing:content)_and_(min-height:attr(rows_type(<number>),2))]:max-h-[70vh] supports-[(field-sizing:content)_and_(min-height:attr(rows_type(<number>),2))]:min-h-[calc(attr(rows_type(<number>),2)*1lh+1rem+2px)]";
const CHECKBOX = "mt-1 size-4 shrink-0 accent-(--color-accent)";

/**
 * A label, its control, a hint, an error and a warning, wired for assistive
 * technology: the hint, error and warning describe the control, an error
 * marks it invalid, a warning does not (it never blocks the value). The
 * required `*` follows the label's last word, joined by a no-break space so a
 * wrapping label (a phone's narrow screen) never leaves it alone on a line; it
 * stays out of the label, so the field's name is the label alone.
 * `inline` puts a checkbox before its label.
 */
export function Field({
  label,
  hint,
  error,
  warning,
  required = false,
  inline = false,
  id: givenId,
  className = "",
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /**
   * A note that does not refuse the value (a word the owner's professional
   * rules flag), under the hint and error. Pass null while there is none:
   * its polite live region then stays in place, so a note that arrives as
   * the owner types is read out once she pauses, without interrupting her.
   * Left undefined, the field has no region at all (the public page's forms).
   */
  warning?: ReactNode;
  required?: boolean;
  inline?: boolean;
  /** The control's id, when others need it (to focus it); generated otherwise. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, warning ? warningId : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const control = children({
    id,
    ...(required && { required: true }),
    ...(error && { "aria-invalid": true }),
    ...(describedBy && { "aria-describedby": describedBy }),
    className: inline ? CHECKBOX : CONTROL,
  });
  const labelLine = (
    <span className={inline ? "text-sm" : "mb-1 block text-sm font-medium"}>
      <label htmlFor={id}>{label}</label>
      {required && (
        <span aria-hidden="true" className="text-danger">
          {"\u00a0*"}
        </span>
      )}
    </span>
  );
  return (
    <div className={className}>
      {inline ? (
        <div className="flex items-start gap-3">
          {control}
          {labelLine}
        </div>
      ) : (
        <>
          {labelLine}
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
      {warning !== undefined && (
        <div aria-live="polite">
          {warning && (
            <div id={warningId} className="mt-2">
              {warning}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
