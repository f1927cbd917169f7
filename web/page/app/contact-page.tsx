import { privacyPath } from "../../../core/content/privacy-page";
import { EnquiryFields } from "../features/contact/enquiry-fields";
import { SubPageFrame } from "../frame/sub-page-frame";
import { useDictionary } from "../i18n/i18n-context";
import { Button } from "../../ui/button";
import type { BootData } from "./boot-data";
import { useContact, useContent } from "./content-context";

/**
 * The enquiry page (`/contact`, `/pt/contact`), for visitors without the
 * script: the form posts itself to the enquiry call, which redirects back
 * here with `?sent=1` or `?refused=<why>`. Drawn once on the server and
 * handed to the App by the renderer's entry, so the browser's bundle never
 * imports it: its fields are the enquiry form's, which a module the main
 * script imported would pull into the main script with the rules and zod.
 */
export function ContactPage({ boot }: { boot: BootData }) {
  const { lang, languages } = boot;
  const profile = useContent();
  const { server } = useDictionary();
  const { texts, state } = useContact();
  const privacyHref = privacyPath(lang, languages.defaultLanguage);
  const strings = texts.enquiry;
  return (
    <SubPageFrame boot={boot}>
      {state && "sent" in state ? (
        <div role="status">
          <h1 className="mb-6 text-4xl font-bold tracking-tight">
            {strings.sentTitle}
          </h1>
          <p className="mb-10 text-lg">
            {profile.tone.enquiryThanks || strings.thanks}
          </p>
        </div>
      ) : (
        <>
          <h1 className="mb-6 text-4xl font-bold tracking-tight">
            {strings.title}
          </h1>
          {state && (
            <p
              role="alert"
              className="mb-6 rounded-lg border border-danger p-4 text-danger"
            >
              {strings.refused[state.refused]}
            </p>
          )}
          <form
            method="post"
            action="/api/enquiry"
            className="relative grid gap-5 rounded-2xl bg-surface-raised p-6 sm:p-8"
          >
            <input type="hidden" name="lang" value={lang} />
            <EnquiryFields
              idPrefix="enquiry"
              texts={strings}
              notice={profile.tone.enquiryNotice || strings.notice}
              privacyHref={privacyHref}
              opensInNewTab={server.opensInNewTab}
            />
            <div className="flex justify-end">
              <Button type="submit" variant="primary">
                {strings.send}
              </Button>
            </div>
          </form>
        </>
      )}
    </SubPageFrame>
  );
}
