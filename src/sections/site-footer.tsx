import { useContent } from "../content/content-context";
import { useDictionary } from "../i18n/i18n-context";

export function SiteFooter() {
  const profile = useContent();
  const { server } = useDictionary();
  return (
    <footer className="border-t border-ink/10 px-6 py-8 text-center text-sm text-ink-muted band">
      <p>
        {profile.name} ·{" "}
        <a
          href={`mailto:${profile.email}`}
          className="underline underline-offset-4 hover:text-ink"
        >
          {profile.email}
        </a>{" "}
        ·{" "}
        <a href="#home" className="underline underline-offset-4 hover:text-ink">
          {server.backToTop}
        </a>
      </p>
    </footer>
  );
}
