import { LANGUAGE_LEVELS } from "../../../../core/content/profile-schema";
import { SelectField, TextField, YearField } from "../form/content-fields";
import type { Path } from "../form/document-path";
import { LABELS, NOUNS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { GroupList } from "../form/list-editor";

const LEVEL_OPTIONS = LANGUAGE_LEVELS.map((level) => ({
  value: level,
  label: level[0]!.toUpperCase() + level.slice(1),
}));

function RecognitionItemFields({ item }: { item: Path }) {
  return (
    <>
      <TextField path={[...item, "title"]} label="Title" required />
      <TextField path={[...item, "issuer"]} label="Issuer" required />
      <YearField path={[...item, "year"]} label="Year" required />
    </>
  );
}

const newRecognition = () => ({ title: "", issuer: "", year: "" });

export function RecognitionFields() {
  return (
    <FormSection id="content-recognition" title="Languages & recognition">
      <GroupList
        path={["languages"]}
        title={LABELS.languages!}
        noun={NOUNS.languages!}
        min={0}
        max={10}
        newItem={() => ({ name: "", level: "working", note: "" })}
      >
        {(item) => (
          <>
            <TextField path={[...item, "name"]} label="Name" required />
            <SelectField
              path={[...item, "level"]}
              label="Level"
              options={LEVEL_OPTIONS}
              required
            />
            <TextField
              path={[...item, "note"]}
              label="Note"
              hint="Shown beside the level, e.g. “Cambridge FCE”. Optional."
            />
          </>
        )}
      </GroupList>
      <GroupList
        path={["certifications"]}
        title={LABELS.certifications!}
        noun={NOUNS.certifications!}
        min={0}
        max={20}
        newItem={newRecognition}
      >
        {(item) => <RecognitionItemFields item={item} />}
      </GroupList>
      <GroupList
        path={["awards"]}
        title={LABELS.awards!}
        noun={NOUNS.awards!}
        min={0}
        max={20}
        newItem={newRecognition}
      >
        {(item) => <RecognitionItemFields item={item} />}
      </GroupList>
    </FormSection>
  );
}
