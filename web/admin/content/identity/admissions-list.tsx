import { TextField, YearField } from "../form/content-fields";
import { LABELS, NOUNS } from "../form/field-labels";
import { GroupList } from "../form/list-editor";

/**
 * The owner's bar admissions: facts of the shared identity, the same in
 * every language (the jurisdiction is written once, in the owner's words).
 * The bounds repeat core/content/profile-shape.ts's.
 */
export function AdmissionsList() {
  return (
    <GroupList
      path={["admissions"]}
      title={LABELS.admissions!}
      noun={NOUNS.admissions!}
      hint="Shown in the academic section and in both CVs, and told to search engines."
      min={0}
      max={10}
      newItem={() => ({
        jurisdiction: "",
        year: "",
        registration: "",
        registerUrl: "",
      })}
    >
      {(item) => (
        <>
          <TextField
            path={[...item, "jurisdiction"]}
            label={LABELS.jurisdiction!}
            hint="As it should read in every language, e.g. “Ordem dos Advogados (Portugal)” or “New York State Bar”."
            required
          />
          <YearField path={[...item, "year"]} label="Year admitted" required />
          <TextField
            path={[...item, "registration"]}
            label={LABELS.registration!}
            hint="Optional."
          />
          <TextField
            path={[...item, "registerUrl"]}
            label={LABELS.registerUrl!}
            type="url"
            hint="Optional. The bar's public register (https:), where a reader can check your admission."
          />
        </>
      )}
    </GroupList>
  );
}
