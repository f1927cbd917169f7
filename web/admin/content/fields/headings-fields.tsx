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
        {Object.entries(HEADING_LABELS).map(([key, label]) =>
          key === "admissions" ? (
            <TextField
              key={key}
              path={["headings", key]}
              label={label}
              hint="Shown over your bar admissions (under Identity). Empty: “Bar admissions”, in the page’s language."
            />
          ) : (
            <TextField
              key={key}
              path={["headings", key]}
              label={label}
              required
            />
          ),
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">In your own words</legend>
        <TextField
          path={["tone", "thanks"]}
          label="Thank-you message"
          hint="Shown after someone sends a testimonial. Empty: “Thank you. Coffee on me next time.”, in the page’s language."
        />
        <TextField
          path={["tone", "notFound"]}
          label="Page-not-found message"
          hint="Shown on an address that does not exist. Empty: “Oops! Page not found”, in the page’s language."
        />
        <TextField
          path={["tone", "enquiryNotice"]}
          label="Contact form notice"
          rows={3}
          hint="What a sender acknowledges before writing through the contact form. Empty: the notice for prospective clients where your bar’s professional rules supply one (Settings), otherwise “Sending this message does not create a lawyer–client relationship. Please do not include confidential information until we have agreed to work together.”, in the page’s language."
        />
        <TextField
          path={["tone", "enquiryThanks"]}
          label="Contact form confirmation"
          hint="Shown once a message is sent: say when to expect an answer. Empty: “Thank you. I usually answer within two working days.”, in the page’s language."
        />
      </fieldset>
    </FormSection>
  );
}
