import { TextField } from "../form/content-fields";
import { LABELS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { ScopeGroup } from "../identity/scope-group";

export function LinksFields() {
  return (
    <FormSection id="content-links" title="Links">
      <ScopeGroup
        shared
        intro="These are the same in every language: a change here changes them in all of them."
      >
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
      </ScopeGroup>
    </FormSection>
  );
}
