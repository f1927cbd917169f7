import { TextField } from "../form/content-fields";
import { LABELS, NOUNS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { IconField } from "../form/icon-choices";
import { GroupList } from "../form/list-editor";

export function ExpertiseFields() {
  return (
    <FormSection id="content-expertise" title="Expertise">
      <GroupList
        path={["coreAreas"]}
        title={LABELS.coreAreas!}
        noun={NOUNS.coreAreas!}
        min={1}
        max={12}
        newItem={() => ({ title: "", description: "", icon: "Scale" })}
      >
        {(item) => (
          <>
            <TextField path={[...item, "title"]} label="Title" required />
            <TextField
              path={[...item, "description"]}
              label="Description"
              rows={3}
              required
            />
            <IconField path={[...item, "icon"]} />
          </>
        )}
      </GroupList>
      <GroupList
        path={["industries"]}
        title={LABELS.industries!}
        noun={NOUNS.industries!}
        min={0}
        max={20}
        newItem={() => ({ name: "", icon: "Briefcase" })}
      >
        {(item) => (
          <>
            <TextField path={[...item, "name"]} label="Name" required />
            <IconField path={[...item, "icon"]} />
          </>
        )}
      </GroupList>
      <TextField
        path={["industriesUpdated"]}
        label={LABELS.industriesUpdated!}
        hint="Shown under the industries, e.g. “Updated March 2026”. Optional."
      />
    </FormSection>
  );
}
