import type { ReactNode } from "react";
import type { Profile } from "../../core/content/profile-schema";
import {
  DEFAULT_LANGUAGE,
  languageHome,
  type SiteLanguage,
} from "../../core/site-languages";
import type { Alternate } from "../page/app/boot-data";
import { ContentProvider } from "../page/app/content-context";
import { toPageContent } from "../page/app/page-content";
import { DICTIONARIES } from "../page/i18n/dictionaries";
import { I18nProvider } from "../page/i18n/i18n-context";
import { contentFixture } from "../../content/content-fixture";

/**
 * `ui` inside the content and the interface texts of `lang`, as the server
 * renders it (whole profile, page content and whole dictionary).
 */
export function withContent(
  ui: ReactNode,
  profile: Profile = contentFixture,
  {
    lang = "en",
    alternates = [],
  }: { lang?: SiteLanguage; alternates?: Alternate[] } = {},
) {
  const dictionary = DICTIONARIES[lang];
  return (
    <I18nProvider
      lang={lang}
      dictionary={dictionary}
      alternates={alternates}
      home={languageHome(lang, DEFAULT_LANGUAGE)}
    >
      <ContentProvider content={toPageContent(profile)} profile={profile}>
        {ui}
      </ContentProvider>
    </I18nProvider>
  );
}
