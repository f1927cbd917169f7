import { TextField } from "../form/content-fields";
import { LABELS, NOUNS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { TextList } from "../form/list-editor";

export function AboutFields() {
  return (
    <FormSection id="content-about" title="About">
      <TextList
        path={["about"]}
        title={LABELS.about!}
        noun={NOUNS.about!}
        rows={4}
        min={1}
        max={6}
      />
      <TextList
        path={["waysOfWorking"]}
        title={LABELS.waysOfWorking!}
        noun={NOUNS.waysOfWorking!}
        rows={2}
        min={0}
        max={10}
      />
      <TextField
        path={["personalNote"]}
        label={LABELS.personalNote!}
        hint="Optional."
        rows={3}
      />
    </FormSection>
  );
}
