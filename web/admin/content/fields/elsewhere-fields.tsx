import { Button } from "../../../ui/button";
import { TextField } from "../form/content-fields";
import { getAt } from "../form/document-path";
import { useEditor } from "../form/editor-context";
import { FormSection } from "../form/form-section";

/** The book or the podcast: shown only when the owner adds it. */
function OptionalWork({
  field,
  noun,
}: {
  field: "book" | "podcast";
  noun: string;
}) {
  const editor = useEditor();
  const work = getAt(editor.document, [field]);
  const present = work !== null && typeof work === "object";
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);
  if (!present)
    return (
      <div>
        <h3 className="mb-2 font-semibold">{Noun}</h3>
        <Button
          onClick={() =>
            editor.update([field], { title: "", url: "", description: "" })
          }
        >
          Add {noun}
        </Button>
      </div>
    );
  return (
    <fieldset className="space-y-3 rounded-lg border border-white/15 p-4">
      <legend className="px-1 font-semibold">{Noun}</legend>
      <TextField path={[field, "title"]} label="Title" required />
      <TextField path={[field, "url"]} label="Link" type="url" required />
      <TextField
        path={[field, "description"]}
        label="Description"
        rows={3}
        required
      />
      <Button variant="ghost" onClick={() => editor.update([field], null)}>
        Remove {noun}
      </Button>
    </fieldset>
  );
}

export function ElsewhereFields() {
  return (
    <FormSection id="content-elsewhere" title="Elsewhere">
      <OptionalWork field="book" noun="book" />
      <OptionalWork field="podcast" noun="podcast" />
    </FormSection>
  );
}
