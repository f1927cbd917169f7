import { privacyPath } from "../../../core/content/privacy-page";
import { languageHome, LANGUAGE_INFO } from "../../../core/site-languages";
import { StaticIsland } from "../lib/static-island";
import { useContact, useContent } from "./content-context";
import { PrivacyNotice } from "../features/privacy/privacy-notice";
import { useAlternates, useDictionary } from "../i18n/i18n-context";
import { privacyNotice } from "../../../content/privacy-notice";
import { SiteFooter } from "../frame/site-footer";
import type { BootData } from "./boot-data";

const LINK = "text-accent underline underline-offset-4 hover:no-underline";

/**
 * The privacy page: drawn once on the server, like the page's static
 * sections (docs/decisions/005-static-islands.md), so its text is never in
 * the browser's bundle; it has nothing to hydrate.
 */
export function PrivacyPage({ boot }: { boot: BootData }) {
  return (
    <StaticIsland id="island-privacy">
      {__RENDER_STATIC__ && <PrivacyContent boot={boot} />}
    </StaticIsland>
  );
}

function PrivacyContent({ boot: { lang, languages } }: { boot: BootData }) {
  const profile = useContent();
  const { settings } = useContact();
  const { page, server } = useDictionary();
  const alternates = useAlternates();
  const home = languageHome(lang, languages.defaultLanguage);
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
        <h1 className="mb-6 text-4xl font-bold tracking-tight">
          {server.privacyTitle}
        </h1>
        <PrivacyNotice text={privacyNotice(lang, profile, settings)} />
        <p className="mt-10">
          <a href={home} className={LINK}>
            {page.returnHome}
          </a>
        </p>
      </main>
      <SiteFooter
        privacyHref={privacyPath(lang, languages.defaultLanguage)}
        top="#top"
        onPrivacyPage
      />
    </>
  );
}
