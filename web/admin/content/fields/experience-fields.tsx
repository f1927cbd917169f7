import { CheckboxField, TextField } from "../form/content-fields";
import { LABELS, NOUNS } from "../form/field-labels";
import { FormSection, sectionHeadingId } from "../form/form-section";
import { GroupList, TextList } from "../form/list-editor";

const SECTION = "content-experience";

export function ExperienceFields() {
  return (
    <FormSection id={SECTION} title="Experience">
      <GroupList
        path={["experience"]}
        title={LABELS.experience!}
        labelledBy={sectionHeadingId(SECTION)}
        noun={NOUNS.experience!}
        min={0}
        max={10}
        newItem={() => ({
          title: "",
          company: "",
          period: "",
          current: false,
          highlights: [],
        })}
      >
        {(item) => (
          <>
            <TextField path={[...item, "title"]} label="Title" required />
            <TextField path={[...item, "company"]} label="Company" required />
            <TextField
              path={[...item, "period"]}
              label="Period"
              hint="As it should read, e.g. “2021 – present”."
              required
            />
            <CheckboxField path={[...item, "current"]} label="Current role" />
            <TextList
              path={[...item, "highlights"]}
              title={LABELS.highlights!}
              noun={NOUNS.highlights!}
              rows={2}
              min={0}
              max={10}
            />
          </>
        )}
      </GroupList>
    </FormSection>
  );
}
