import { TextField } from "../form/content-fields";
import { LABELS } from "../form/field-labels";
import { FormSection } from "../form/form-section";

export function LinksFields() {
  return (
    <FormSection id="content-links" title="Links">
      <TextField
        path={["linkedinUrl"]}
        label={LABELS.linkedinUrl!}
        hint="Your professional network profile; “Start a Conversation” links here."
        type="url"
        required
      />
      <TextField
        path={["bookingUrl"]}
        label={LABELS.bookingUrl!}
        hint="Where visitors book a call. Leave empty to hide the button."
        type="url"
      />
      <TextField
        path={["websiteUrl"]}
        label={LABELS.websiteUrl!}
        hint="Optional."
        type="url"
      />
    </FormSection>
  );
}
