import { privacyPath } from "../../../core/content/privacy-page";
import { languageHome, LANGUAGE_INFO } from "../../../core/site-languages";
import { EnquiryFields } from "../features/contact/enquiry-fields";
import { SiteFooter } from "../frame/site-footer";
import { useAlternates, useDictionary } from "../i18n/i18n-context";
import { Button } from "../../ui/button";
import type { BootData } from "./boot-data";
import { useContact, useContent } from "./content-context";

const LINK = "text-accent underline underline-offset-4 hover:no-underline";

/**
 * The enquiry page (`/contact`, `/pt/contact`), for visitors without the
 * script: the form posts itself to the enquiry call, which redirects back
 * here with `?sent=1` or `?refused=<why>`. Drawn once on the server and
 * handed to the App by the renderer's entry, so the browser's bundle never
 * imports it: its fields are the enquiry form's, which a module the main
 * script imported would pull into the main script with the rules and zod.
 */
export function ContactPage({ boot: { lang, languages } }: { boot: BootData }) {
  const profile = useContent();
  const { page, server } = useDictionary();
  const { texts, state } = useContact();
  const alternates = useAlternates();
  const home = languageHome(lang, languages.defaultLanguage);
  const privacyHref = privacyPath(lang, languages.defaultLanguage);
  const strings = texts.enquiry;
  return (
    <>
      <header
        id="top"
        className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 px-6 pt-8"
      >
        <a href={home} className="font-semibold hover:text-accent">
          {profile.name}
        </a>
        {alternates.length > 0 && (
          <nav aria-label={page.languages} className="flex gap-4 text-sm">
            {alternates.map((other) => (
              <a
                key={other.lang}
                href={other.href}
                hrefLang={LANGUAGE_INFO[other.lang].tag}
                lang={LANGUAGE_INFO[other.lang].tag}
                className={LINK}
              >
                {LANGUAGE_INFO[other.lang].name}
              </a>
            ))}
          </nav>
        )}
      </header>
      <main className="mx-auto max-w-3xl px-6 pt-10 pb-16 leading-relaxed">
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
        <p className="mt-10">
          <a href={home} className={LINK}>
            {page.returnHome}
          </a>
        </p>
      </main>
      <SiteFooter privacyHref={privacyHref} top="#top" />
    </>
  );
}
