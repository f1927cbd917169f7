import type { ReactNode } from "react";
import { privacyPath } from "../../../core/content/privacy-page";
import { languageHome, LANGUAGE_INFO } from "../../../core/site-languages";
import type { BootData } from "../app/boot-data";
import { useContent } from "../app/content-context";
import { useAlternates, useDictionary } from "../i18n/i18n-context";
import { SiteFooter } from "./site-footer";

const LINK = "text-accent underline underline-offset-4 hover:no-underline";

/**
 * The frame of the pages beside the home page (privacy, contact): the
 * owner's name home, the other languages, the page's own content, a link
 * home and the footer. Drawn on the server only.
 */
export function SubPageFrame({
  boot: { lang, languages },
  onPrivacyPage = false,
  children,
}: {
  boot: BootData;
  onPrivacyPage?: boolean;
  children: ReactNode;
}) {
  const profile = useContent();
  const { page } = useDictionary();
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
        {children}
        <p className="mt-10">
          <a href={home} className={LINK}>
            {page.returnHome}
          </a>
        </p>
      </main>
      <SiteFooter
        privacyHref={privacyPath(lang, languages.defaultLanguage)}
        top="#top"
        onPrivacyPage={onPrivacyPage}
      />
    </>
  );
}
