import { useId, useState, type KeyboardEvent, type Ref } from "react";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";

const PHONE = "popup,width=390,height=844";

/**
 * The editor's actions and its state, in a bar that stays at the top of the
 * window while the owner scrolls the form (the editor's whole column is its
 * containing block); the note for the version waits below it. Previews open
 * the draft as the server holds it, so unsaved changes are saved first; the
 * phone preview is a window 390 px wide (the admin forbids framing, so no
 * iframe). On a phone the bar keeps one row (the state, Publish and "More",
 * which unfolds the other actions): all of them in rows would hide a third
 * of the screen.
 */
export function ContentToolbar({
  lang,
  state,
  tone,
  message,
  busy,
  barRef,
  saveNow,
  onPublish,
  onSaveVersion,
  onDiscard,
}: {
  lang: string;
  /** "Unsaved changes", "Draft saved at 14:32"… */
  state: string;
  tone: "settled" | "unsaved" | "failed";
  /** What the last action did ("Published as version 3…"), or why not. */
  message: string;
  busy: boolean;
  barRef?: Ref<HTMLElement>;
  saveNow: () => Promise<boolean>;
  onPublish: (note: string) => Promise<boolean>;
  onSaveVersion: (note: string) => Promise<boolean>;
  onDiscard: () => void;
}) {
  const [note, setNote] = useState("");
  const [more, setMore] = useState(false);
  const moreId = useId();
  const previewUrl = `/admin/preview/${encodeURIComponent(lang)}`;

  const preview = async (features?: string, url = previewUrl) => {
    setMore(false);
    if (!(await saveNow())) return;
    window.open(
      url,
      features ? "phone-preview" : "_blank",
      features ?? "noopener",
    );
  };
  const withNote = (action: (note: string) => Promise<boolean>) => async () => {
    setMore(false);
    if (await action(note.trim())) setNote("");
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !more) return;
    setMore(false);
    document.getElementById(`${moreId}-button`)?.focus();
  };

  return (
    <>
      <section
        ref={barRef}
        aria-label="Publishing"
        className="sticky top-0 z-20 -mx-4 border-b border-ink-muted/40 bg-surface px-4 py-2 shadow-sm sm:-mx-6 sm:px-6"
      >
        <div
          className="flex flex-wrap items-center gap-x-4 gap-y-2"
          onKeyDown={closeOnEscape}
        >
          <p
            role="status"
            aria-atomic="true"
            data-tone={tone}
            className="flex min-w-0 flex-1 items-center gap-2 font-semibold data-[tone=failed]:text-danger data-[tone=unsaved]:text-warning sm:flex-none"
          >
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-full bg-current"
            />
            {state}
          </p>
          <div className="flex gap-2 sm:ml-auto">
            <Button
              size="sm"
              variant="primary"
              disabled={busy}
              onClick={withNote(onPublish)}
            >
              Publish
            </Button>
            <Button
              id={`${moreId}-button`}
              size="sm"
              className="sm:hidden"
              aria-expanded={more}
              aria-controls={moreId}
              onClick={() => setMore(!more)}
            >
              More
            </Button>
          </div>
          <div
            id={moreId}
            className={`${more ? "flex" : "hidden"} w-full flex-wrap gap-2 sm:flex sm:w-auto`}
          >
            <Button size="sm" onClick={() => void preview()}>
              Preview
            </Button>
            <Button size="sm" onClick={() => void preview(PHONE)}>
              Preview at phone width
            </Button>
            <Button
              size="sm"
              onClick={() => void preview(undefined, `${previewUrl}/cv.pdf`)}
            >
              Preview CV (PDF)
            </Button>
            <Button size="sm" disabled={busy} onClick={withNote(onSaveVersion)}>
              Save version
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setMore(false);
                onDiscard();
              }}
            >
              Discard draft
            </Button>
          </div>
        </div>
        <p role="status" className="text-sm">
          {message}
        </p>
      </section>
      <Field
        label="Note for the version"
        hint="Optional; shown in History when you save a version or publish."
      >
        {(control) => (
          <input
            {...control}
            value={note}
            maxLength={200}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
