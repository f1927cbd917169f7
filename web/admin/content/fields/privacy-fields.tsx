import { isSiteLanguage } from "../../../../core/site-languages";
import { Button } from "../../../ui/button";
import { defaultPrivacyNotice } from "../../../../content/privacy-notice";
import { TextField } from "../form/content-fields";
import { getAt } from "../form/document-path";
import { useEditor } from "../form/editor-context";
import { LABELS } from "../form/field-labels";
import { FormSection } from "../form/form-section";
import { useContactSettings } from "../../settings/api/use-contact-settings";
import { useInsightsSettings } from "../../insights/api/use-insights-settings";

const TEXT = ["privacy", "text"];

const textAt = (document: unknown, key: string) => {
  const value = getAt(document, [key]);
  return typeof value === "string" ? value : "";
};

/** The privacy page's text: empty shows the default notice, which the owner may start from. */
export function PrivacyFields() {
  const { document, lang, update, touch } = useEditor();
  // The default notice states the owner's enquiry retention (Settings) and
  // how long she keeps the Insights daily totals (Insights).
  const { data: contactSettings } = useContactSettings();
  const { data: insightsSettings } = useInsightsSettings();
  const fallback = isSiteLanguage(lang)
    ? defaultPrivacyNotice(
        lang,
        {
          name: textAt(document, "name"),
          email: textAt(document, "email"),
        },
        contactSettings,
        insightsSettings,
      )
    : "";
  const written = getAt(document, TEXT);
  return (
    <FormSection id="content-privacy" title="Privacy notice">
      <TextField
        path={TEXT}
        label={LABELS.text!}
        hint={
          <>
            The privacy page, linked from the footer and the testimonial form. A
            blank line starts a paragraph, a line starting with <code>## </code>{" "}
            a heading, one starting with <code>- </code> a list item; e-mail
            addresses become links. Empty: the placeholder, the default notice
            with your name and e-mail.
          </>
        }
        placeholder={fallback}
        rows={16}
      />
      <Button
        size="sm"
        disabled={typeof written === "string" && written.trim() !== ""}
        onClick={() => {
          update(TEXT, fallback);
          touch(TEXT);
        }}
      >
        Start from the default notice
      </Button>
    </FormSection>
  );
}
