import { useContact, useContent } from "../app/content-context";
import { useDictionary } from "../i18n/i18n-context";

const LINK = "whitespace-nowrap underline underline-offset-4 hover:text-ink";

export function SiteFooter({
  privacyHref,
  top,
  onPrivacyPage = false,
}: {
  /** The privacy page in the page's language. */
  privacyHref: string;
  /** Where "Back to top" goes: the page's first element. */
  top: string;
  onPrivacyPage?: boolean;
}) {
  const profile = useContent();
  const { showEmail } = useContact().settings;
  const { server } = useDictionary();
  return (
    <footer className="border-t border-ink/10 px-6 py-8 text-center text-sm text-ink-muted band">
      {/* One text node between links: React marks adjacent ones with comments. */}
      <p>
        {`${profile.name} · `}
        {showEmail && (
          <>
            <a href={`mailto:${profile.email}`} className={LINK}>
              {profile.email}
            </a>
            {" · "}
          </>
        )}
        <a
          href={privacyHref}
          aria-current={onPrivacyPage ? "page" : undefined}
          className={LINK}
        >
          {server.privacyTitle}
        </a>
        {" · "}
        <a href={top} className={LINK}>
          {server.backToTop}
        </a>
      </p>
    </footer>
  );
}
