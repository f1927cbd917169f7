import { AccentColourField } from "./accent-colour-field";
import { TextField } from "../form/content-fields";
import { LABELS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { PortraitField } from "./portrait-field";

export function IdentityFields() {
  return (
    <FormSection id="content-identity" title="Identity">
      <TextField path={["name"]} label={LABELS.name!} required />
      <TextField path={["title"]} label={LABELS.title!} required />
      <TextField path={["email"]} label={LABELS.email!} type="email" required />
      <TextField
        path={["phone"]}
        label={LABELS.phone!}
        type="tel"
        hint="Optional."
      />
      <PortraitField />
      <AccentColourField />
    </FormSection>
  );
}
