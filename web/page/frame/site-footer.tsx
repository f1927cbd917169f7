import { useContact, useContent } from "../app/content-context";
import type { FooterRules } from "../app/boot-data";
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
  const { settings, rules } = useContact();
  const { showEmail } = settings;
  const labels = rules?.advertisingLabels ?? [];
  const { server } = useDictionary();
  return (
    <footer className="border-t border-ink/10 px-6 py-8 text-center text-sm text-ink-muted band">
      {labels.length > 0 && (
        <p className="mb-4 font-semibold text-ink">{labels.join(" · ")}</p>
      )}
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
      {rules && <RulesLines rules={rules} />}
    </footer>
  );
}

/**
 * The office address line and the regulatory notice with its link, as the
 * owner's professional rules set them; nothing when none is set.
 */
function RulesLines({
  rules: { officeAddress, regulatoryNotice, regulatorLink },
}: {
  rules: FooterRules;
}) {
  return (
    <>
      {officeAddress && <p className="mt-2">{officeAddress}</p>}
      {(regulatoryNotice || regulatorLink) && (
        <p className="mt-2 whitespace-pre-line">
          {/* One text node before the link (see above). */}
          {regulatoryNotice && regulatorLink
            ? `${regulatoryNotice} `
            : regulatoryNotice}
          {regulatorLink && (
            <a href={regulatorLink} className={LINK}>
              {regulatorLink.replace(/^https:\/\//, "").replace(/\/$/, "")}
            </a>
          )}
        </p>
      )}
    </>
  );
}
