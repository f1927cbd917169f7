import { CheckboxField, SelectField, TextField } from "../form/content-fields";
import { LABELS } from "../form/field-labels";
import { FormSection } from "../form/form-section";

const RELATIONSHIPS = [
  { value: "", label: "Not given" },
  ...["Client", "Colleague", "Partner", "Other"].map((value) => ({
    value,
    label: value,
  })),
];

export function TestimonialsFields() {
  const fallback = ["testimonials", "fallback"];
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
      <fieldset className="space-y-3 rounded-lg border border-white/15 p-4">
        <legend className="px-1 font-medium">{LABELS.fallback}</legend>
        <p className="text-sm text-ink-muted">
          Shown while no testimonial is approved.
        </p>
        <TextField path={[...fallback, "name"]} label="Name" required />
        <TextField path={[...fallback, "company"]} label="Company" />
        <SelectField
          path={[...fallback, "relationship"]}
          label="Relationship"
          options={RELATIONSHIPS}
        />
        <TextField
          path={[...fallback, "comment"]}
          label="Comment"
          rows={3}
          required
        />
      </fieldset>
    </FormSection>
  );
}
