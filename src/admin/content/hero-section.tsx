import { TextField } from "./content-fields";
import { LABELS, NOUNS } from "./field-labels";
import { FormSection } from "./form-section";
import { TextList } from "./list-editor";

export function HeroSection() {
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
