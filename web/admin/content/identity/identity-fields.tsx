import { AccentColourField } from "./accent-colour-field";
import { AdmissionsList } from "./admissions-list";
import { TextField } from "../form/content-fields";
import { LABELS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { PortraitField } from "./portrait-field";
import { ScopeGroup } from "./scope-group";

export function IdentityFields() {
  return (
    <FormSection id="content-identity" title="Identity">
      <ScopeGroup
        shared
        intro="These are the same in every language: a change here changes them in all of them. Only the portrait's alt text is written in each language, and the bar admissions' heading (under Headings)."
      >
        <TextField path={["name"]} label={LABELS.name!} required />
        <TextField
          path={["email"]}
          label={LABELS.email!}
          type="email"
          required
        />
        <TextField
          path={["phone"]}
          label={LABELS.phone!}
          type="tel"
          hint="Optional."
        />
        <PortraitField />
        <AccentColourField />
        <AdmissionsList />
      </ScopeGroup>
      <ScopeGroup shared={false}>
        <TextField path={["title"]} label={LABELS.title!} required />
      </ScopeGroup>
    </FormSection>
  );
}
