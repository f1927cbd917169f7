import { SelectField, TextField } from "../form/content-fields";
import { LABELS, NOUNS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { TextList } from "../form/list-editor";

export function HeroFields() {
  return (
    <FormSection id="content-hero" title="Hero">
      <SelectField
        path={["headlineEffect"]}
        label="Headline"
        hint="How your title appears at the top of the page. Visitors who ask for less motion always see it still."
        options={[
          { value: "typed", label: "Typed in, letter by letter" },
          { value: "still", label: "Still, all at once" },
        ]}
      />
      <TextField
        path={["subtitle"]}
        label={LABELS.subtitle!}
        rows={3}
        required
      />
      <TextList
        path={["actionChips"]}
        title={LABELS.actionChips!}
        noun={NOUNS.actionChips!}
        hint="Short phrases shown under the subtitle."
        min={0}
        max={12}
      />
    </FormSection>
  );
}
