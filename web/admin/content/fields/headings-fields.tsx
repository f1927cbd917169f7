import { SECTION_ANCHORS } from "../../../../core/content/profile-schema";
import { SelectField, TextField } from "../form/content-fields";
import { HEADING_LABELS, LABELS, NOUNS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { GroupList } from "../form/list-editor";

const SECTION_NAMES: Record<(typeof SECTION_ANCHORS)[number], string> = {
  "#home": "Home (top)",
  "#expertise": "Expertise",
  "#profile": "Profile (about and experience)",
  "#academic": "Academic background",
  "#testimonials": "Testimonials",
  "#elsewhere": "Elsewhere",
};

const SECTION_OPTIONS = SECTION_ANCHORS.map((anchor) => ({
  value: anchor,
  label: SECTION_NAMES[anchor],
}));

export function HeadingsFields() {
  return (
    <FormSection id="content-headings" title="Headings">
      <GroupList
        path={["navigation"]}
        title={LABELS.navigation!}
        noun={NOUNS.navigation!}
        hint="The menu at the top of the page."
        min={1}
        max={6}
        newItem={() => ({ name: "", href: "#home" })}
      >
        {(item) => (
          <>
            <TextField path={[...item, "name"]} label="Name" required />
            <SelectField
              path={[...item, "href"]}
              label="Section"
              options={SECTION_OPTIONS}
              required
            />
          </>
        )}
      </GroupList>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">Section headings</legend>
        {Object.entries(HEADING_LABELS).map(([key, label]) => (
          <TextField
            key={key}
            path={["headings", key]}
            label={label}
            required
          />
        ))}
      </fieldset>
    </FormSection>
  );
}
