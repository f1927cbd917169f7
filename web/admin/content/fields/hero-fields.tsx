import { TextField } from "../form/content-fields";
import { LABELS, NOUNS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { TextList } from "../form/list-editor";

export function HeroFields() {
  return (
    <FormSection id="content-hero" title="Hero">
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
