import { useEffect } from "react";
import { languageHome } from "../../../core/site-languages";
import { useStrings } from "../i18n/i18n-context";
import { StaticIsland } from "../lib/static-island";
import type { BootData } from "./boot-data";
import { useContent } from "./content-context";

/** The owner's own words for it, or the dictionary's. */
function NotFoundMessage() {
  const strings = useStrings();
  const { tone } = useContent();
  return (
    <p className="text-xl text-ink-muted">
      {tone.notFound || strings.notFoundMessage}
    </p>
  );
}

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
      <StaticIsland id="island-not-found">
        {__RENDER_STATIC__ && <NotFoundMessage />}
      </StaticIsland>
      <a
        href={languageHome(boot.lang, boot.languages.defaultLanguage)}
        className="text-accent underline underline-offset-4 hover:no-underline"
      >
        {strings.returnHome}
      </a>
    </main>
  );
}
