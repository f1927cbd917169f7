import type { ReactNode } from "react";
import type { Profile } from "../../../core/content/profile-schema";
import { languageHome } from "../../../core/site-languages";
import { ContentProvider, type ServerContact } from "./content-context";
import type { Dictionary } from "../i18n/dictionary";
import { I18nProvider } from "../i18n/i18n-context";
import type { BootData } from "./boot-data";
import { ErrorBoundary } from "./error-boundary";
import { HomePage } from "./home-page";
import { NotFoundPage } from "./not-found-page";
import { PrivacyPage } from "./privacy-page";
import { StaticIsland } from "../lib/static-island";

/**
 * The page in its language's `dictionary`; `profile` (the whole content) is
 * given where static islands render: the server.
 */
export function App({
  boot,
  profile,
  dictionary,
  contact,
  serverPage,
}: {
  boot: BootData;
  profile?: Profile;
  dictionary: Dictionary;
  contact?: ServerContact;
  /** A page only the server draws (the enquiry page), given by the renderer's entry. */
  serverPage?: ReactNode;
}) {
  return (
    <I18nProvider
      lang={boot.lang}
      dictionary={dictionary}
      alternates={boot.alternates}
      home={languageHome(boot.lang, boot.languages.defaultLanguage)}
    >
      <ErrorBoundary>
        <ContentProvider
          content={boot.content}
          profile={profile}
          contact={contact}
        >
          {boot.page === "home" ? (
            <HomePage boot={boot} />
          ) : boot.page === "privacy" ? (
            <PrivacyPage boot={boot} />
          ) : boot.page === "contact" ? (
            <StaticIsland id="island-contact">{serverPage}</StaticIsland>
          ) : (
            <NotFoundPage boot={boot} />
          )}
        </ContentProvider>
      </ErrorBoundary>
    </I18nProvider>
  );
}
