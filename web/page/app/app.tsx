import type { Profile } from "../../../core/content/profile-schema";
import { ContentProvider } from "./content-context";
import type { Dictionary } from "../i18n/dictionary";
import { I18nProvider } from "../i18n/i18n-context";
import type { BootData } from "./boot-data";
import { ErrorBoundary } from "./error-boundary";
import { HomePage } from "./home-page";
import { NotFoundPage } from "./not-found-page";
import { PrivacyPage } from "./privacy-page";

/**
 * The page in its language's `dictionary`; `profile` (the whole content) is
 * given where static islands render: the server.
 */
export function App({
  boot,
  profile,
  dictionary,
}: {
  boot: BootData;
  profile?: Profile;
  dictionary: Dictionary;
}) {
  return (
    <I18nProvider
      lang={boot.lang}
      dictionary={dictionary}
      alternates={boot.alternates}
    >
      <ErrorBoundary>
        <ContentProvider content={boot.content} profile={profile}>
          {boot.page === "home" ? (
            <HomePage boot={boot} />
          ) : boot.page === "privacy" ? (
            <PrivacyPage boot={boot} />
          ) : (
            <NotFoundPage boot={boot} />
          )}
        </ContentProvider>
      </ErrorBoundary>
    </I18nProvider>
  );
}
