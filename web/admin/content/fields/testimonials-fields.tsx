import { useEffect, useRef } from "react";
import { Button } from "../../../ui/button";
import { CheckboxField, SelectField, TextField } from "../form/content-fields";
import { getAt } from "../form/document-path";
import { useEditor } from "../form/editor-context";
import { LABELS } from "../form/field-labels";
import { FormSection } from "../form/form-section";

const RELATIONSHIPS = [
  { value: "", label: "Not given" },
  ...["Client", "Colleague", "Partner", "Other"].map((value) => ({
    value,
    label: value,
  })),
];

const FALLBACK = ["testimonials", "fallback"];
const EMPTY_FALLBACK = { name: "", company: "", relationship: "", comment: "" };

/**
 * The testimonial shown while none is approved, which the owner may remove
 * (null) and write again. Focus follows the change: to the button that
 * undoes it, or to the new testimonial's first field.
 */
function FallbackFields() {
  const editor = useEditor();
  const removed = getAt(editor.document, FALLBACK) === null;
  const addId = editor.idFor([...FALLBACK, "add"]);
  const nameId = editor.idFor([...FALLBACK, "name"]);
  // The control to focus once the change is on screen.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  return (
    <fieldset className="space-y-3 rounded-lg border border-white/15 p-4">
      <legend className="px-1 font-medium">{LABELS.fallback}</legend>
      <p className="text-sm text-ink-muted">
        Shown while no testimonial is approved. Once the name under Identity is
        yours, the sample&apos;s fallback testimonial is no longer shown to
        visitors until you write your own here or remove it: a testimonial
        nobody gave you misleads visitors and can breach the rules of
        professional conduct.
      </p>
      {removed ? (
        <Button
          id={addId}
          onClick={() => {
            editor.update(FALLBACK, EMPTY_FALLBACK);
            focusNext.current = nameId;
          }}
        >
          Add a fallback testimonial
        </Button>
      ) : (
        <>
          <TextField path={[...FALLBACK, "name"]} label="Name" required />
          <TextField path={[...FALLBACK, "company"]} label="Company" />
          <SelectField
            path={[...FALLBACK, "relationship"]}
            label="Relationship"
            options={RELATIONSHIPS}
          />
          <TextField
            path={[...FALLBACK, "comment"]}
            label="Comment"
            rows={3}
            required
          />
          <Button
            variant="ghost"
            onClick={() => {
              editor.update(FALLBACK, null);
              focusNext.current = addId;
            }}
          >
            Remove the fallback testimonial
          </Button>
        </>
      )}
    </fieldset>
  );
}

export function TestimonialsFields() {
  return (
    <FormSection id="content-testimonials" title="Testimonials">
      <CheckboxField
        path={["testimonials", "show"]}
        label={LABELS.show!}
        hint="Rules on lawyers' advertising differ by country: untick to hide the section."
      />
      <CheckboxField
        path={["testimonials", "hideCompanies"]}
        label={LABELS.hideCompanies!}
        hint="Show only names, not the companies visitors gave."
      />
      <CheckboxField
        path={["testimonials", "showInvitedMark"]}
        label={LABELS.showInvitedMark!}
        hint="A small “Invited” beside testimonials sent through your invitation links."
        checkedWhenUnset
      />
      <TextField
        path={["testimonials", "disclaimer"]}
        label={LABELS.disclaimer!}
        hint="Shown under the testimonials. Optional."
        rows={2}
      />
      <FallbackFields />
    </FormSection>
  );
}
