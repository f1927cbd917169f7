import {
  cvFileName,
  pageTitle,
} from "../../../../core/content/profile-derived";
import { SelectField, TextField } from "../form/content-fields";
import { getAt } from "../form/document-path";
import { useEditor } from "../form/editor-context";
import { LABELS, NOUNS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { TextList } from "../form/list-editor";

const textAt = (document: unknown, key: string) => {
  const value = getAt(document, [key]);
  return typeof value === "string" ? value : "";
};

export function SearchFields() {
  const { document, lang } = useEditor();
  const named = {
    name: textAt(document, "name"),
    title: textAt(document, "title"),
  };
  return (
    <FormSection id="content-search" title="Search & sharing">
      <TextField
        path={["seo", "title"]}
        label="Search title"
        hint="The title search engines and shared links show. Empty: the placeholder."
        placeholder={pageTitle({
          ...named,
          seo: { title: "", description: "", keywords: [] },
        })}
      />
      <TextField
        path={["seo", "description"]}
        label="Search description"
        rows={3}
        required
      />
      <TextList
        path={["seo", "keywords"]}
        title={LABELS.keywords!}
        noun={NOUNS.keywords!}
        min={0}
        max={30}
      />
      <TextField
        path={["cvFileName"]}
        label={LABELS.cvFileName!}
        hint="The downloaded CV's name, ending in .html. Empty: the placeholder."
        placeholder={cvFileName({ cvFileName: "", name: named.name }, lang)}
      />
      <SelectField
        path={["cvPaper"]}
        label={LABELS.cvPaper!}
        hint="The PDF CV's page size; the HTML CV prints on whatever paper the reader's printer holds."
        options={[
          { value: "A4", label: "A4" },
          { value: "LETTER", label: "US Letter" },
        ]}
      />
    </FormSection>
  );
}
