import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { portraitFileName } from "../../../../core/content/portrait-files";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { ApiError } from "../../shell/query";
import { getAt } from "../form/document-path";
import { useEditor } from "../form/editor-context";
import { TextField } from "../form/content-fields";
import { PortraitCrop, type Chosen } from "./portrait-crop";
import { PORTRAIT_ACCEPT, portraitFileProblem } from "./portrait-file";
import {
  useUploadPortrait,
  type PortraitFocus,
} from "../api/use-upload-portrait";

interface StoredPortrait {
  id: string;
  alt?: string;
  widths: number[];
}

const isPortrait = (value: unknown): value is StoredPortrait =>
  !!value &&
  typeof value === "object" &&
  typeof (value as StoredPortrait).id === "string" &&
  Array.isArray((value as StoredPortrait).widths);

/** Reads the file for the crop preview (the admin's CSP allows data: images, not blob:). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The portrait: upload (with framing), its required alt text, and removal. */
export function PortraitField() {
  const editor = useEditor();
  const current = getAt(editor.document, ["portrait"]);
  const upload = useUploadPortrait();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altId = editor.idFor(["portrait", "alt"]);
  const name = getAt(editor.document, ["name"]);
  const owner = typeof name === "string" ? name.trim() : "";

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setChosen(null);
    if (!file) return;
    const refused = portraitFileProblem(file);
    if (refused) return setProblem(refused);
    setChosen({ file, preview: await readAsDataUrl(file).catch(() => null) });
  };

  const send = (focus: PortraitFocus) => {
    if (!chosen) return;
    upload.mutate(
      { file: chosen.file, focus },
      {
        onSuccess: (portrait) => {
          const alt = isPortrait(current) ? (current.alt ?? "") : "";
          flushSync(() => {
            editor.update(["portrait"], { ...portrait, alt });
            setChosen(null);
          });
          if (fileInput.current) fileInput.current.value = "";
          // The owner's next step: the alt text the page needs.
          document.getElementById(altId)?.focus();
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError
              ? `Not uploaded: ${error.message}`
              : "Not uploaded. Try again.",
          ),
      },
    );
  };

  return (
    <fieldset className="space-y-3 rounded-lg border border-white/15 p-4">
      <legend className="px-1 font-semibold">Portrait</legend>
      {isPortrait(current) && (
        <div className="flex flex-wrap items-end gap-4">
          {/* The WebP, as the page shows it: a transparent photo on the page's raised surface. */}
          <img
            src={`/portrait/${portraitFileName(current.id, current.widths[0]!, "webp")}`}
            alt=""
            className="h-40 w-32 rounded-lg bg-surface-raised object-cover"
          />
          <TextField
            path={["portrait", "alt"]}
            label="Alt text"
            placeholder={owner ? `Portrait of ${owner}` : undefined}
            hint={`What the photo shows, for people who cannot see it, e.g. “${owner ? `${owner} smiling` : "Smiling"}, in a dark blazer”. Written for this language only; the photo is the same in every language.`}
            required
          />
          <Button
            variant="ghost"
            onClick={() => editor.update(["portrait"], null)}
          >
            Remove portrait
          </Button>
        </div>
      )}
      <Field
        label={
          isPortrait(current) ? "Replace portrait photo" : "Portrait photo"
        }
        hint="JPEG, PNG, WebP or AVIF, up to 15 MB. Shown 4:5 (portrait)."
        error={problem ?? editor.errorAt(["portrait"])}
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept={PORTRAIT_ACCEPT}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        )}
      </Field>
      {chosen && (
        <PortraitCrop
          chosen={chosen}
          busy={upload.isPending}
          onUpload={send}
          onCancel={() => {
            setChosen(null);
            if (fileInput.current) fileInput.current.value = "";
          }}
        />
      )}
    </fieldset>
  );
}
