import { useState } from "react";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";

const PHONE = "popup,width=390,height=844";

/**
 * The editor's actions. Previews open the draft as the server holds it, so
 * unsaved changes are saved first; the phone preview is a window 390 px wide
 * (the admin forbids framing, so no iframe).
 */
export function ContentToolbar({
  lang,
  saveStatus,
  busy,
  saveNow,
  onPublish,
  onSaveVersion,
  onDiscard,
}: {
  lang: string;
  saveStatus: string;
  busy: boolean;
  saveNow: () => Promise<boolean>;
  onPublish: (note: string) => Promise<boolean>;
  onSaveVersion: (note: string) => Promise<boolean>;
  onDiscard: () => void;
}) {
  const [note, setNote] = useState("");
  const previewUrl = `/admin/preview/${encodeURIComponent(lang)}`;

  const preview = async (features?: string) => {
    if (!(await saveNow())) return;
    window.open(
      previewUrl,
      features ? "phone-preview" : "_blank",
      features ?? "noopener",
    );
  };
  const withNote = (action: (note: string) => Promise<boolean>) => async () => {
    if (await action(note.trim())) setNote("");
  };

  return (
    <section aria-label="Publishing" className="space-y-3">
      <div className="sticky top-0 z-10 -mx-4 border-b border-white/10 bg-surface/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void preview()}>Preview</Button>
          <Button onClick={() => void preview(PHONE)}>
            Preview at phone width
          </Button>
          <Button disabled={busy} onClick={withNote(onSaveVersion)}>
            Save version
          </Button>
          <Button
            variant="primary"
            disabled={busy}
            onClick={withNote(onPublish)}
          >
            Publish
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onDiscard}>
            Discard draft
          </Button>
          <p role="status" className="ml-auto text-sm text-ink-muted">
            {saveStatus}
          </p>
        </div>
      </div>
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
    </section>
  );
}
