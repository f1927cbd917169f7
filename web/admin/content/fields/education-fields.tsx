import { TextField, YearField } from "../form/content-fields";
import { LABELS, NOUNS } from "../form/field-labels";
import { FormSection, sectionHeadingId } from "../form/form-section";
import { GroupList } from "../form/list-editor";

const SECTION = "content-education";

export function EducationFields() {
  return (
    <FormSection id={SECTION} title="Education">
      <GroupList
        path={["education"]}
        title={LABELS.education!}
        labelledBy={sectionHeadingId(SECTION)}
        noun={NOUNS.education!}
        min={0}
        max={12}
        newItem={() => ({ title: "", school: "", year: "", detail: "" })}
      >
        {(item) => (
          <>
            <TextField path={[...item, "title"]} label="Title" required />
            <TextField path={[...item, "school"]} label="School" required />
            <YearField path={[...item, "year"]} label="Year" required />
            <TextField
              path={[...item, "detail"]}
              label="Detail"
              hint="Optional."
              rows={2}
            />
          </>
        )}
      </GroupList>
    </FormSection>
  );
}
