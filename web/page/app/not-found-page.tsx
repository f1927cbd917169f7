import { useEffect } from "react";
import { languageHome } from "../../../core/site-languages";
import { useStrings } from "../i18n/i18n-context";
import type { BootData } from "./boot-data";

export function NotFoundPage({ boot }: { boot: BootData }) {
  const strings = useStrings();
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }, []);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-ink-muted">{strings.notFoundMessage}</p>
      <a
        href={languageHome(boot.lang, boot.languages.defaultLanguage)}
        className="text-accent underline underline-offset-4 hover:no-underline"
      >
        {strings.returnHome}
      </a>
    </main>
  );
}
