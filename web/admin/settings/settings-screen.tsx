import { SITE_LANGUAGES } from "../../../core/site-languages";
import { SiteLanguagesPanel } from "../content/site-languages-panel";
import { useSiteStatus } from "../shell/api/use-site-status";
import { SessionButtons } from "../shell/session-buttons";
import { ContactPanel } from "./contact-panel";
import { Panel } from "./panel";
import { ProfessionalRulesPanel } from "./professional-rules/professional-rules-panel";
import { SET_NOTIFICATIONS, SET_SITE_URL } from "./server-settings-help";

/** The site's address and notifications, as the server's environment set them. */
function SiteStatusPanels() {
  const status = useSiteStatus();
  if (status.isError)
    return (
      <p role="alert" className="mb-6 text-danger">
        The server's settings could not be read: {status.error.message}
      </p>
    );
  if (!status.data) return null;
  const { siteAddress, siteAddressFromConfig, notifications } = status.data;
  return (
    <>
      <Panel title="The site's address">
        <p>
          Links, the sitemap and the social card name{" "}
          <strong className="wrap-anywhere">{siteAddress}</strong>.
        </p>
        <p className="text-sm text-ink-muted">
          {siteAddressFromConfig
            ? "It is SITE_URL's, from the server's environment; it changes there, with a restart."
            : `SITE_URL is not set, so this is the server's own address. ${SET_SITE_URL}`}
        </p>
      </Panel>
      <Panel title="Notifications">
        <p>
          {notifications
            ? "You are told about each new testimonial."
            : "You are not told about new testimonials: look in the Testimonials tab."}
        </p>
        <p className="text-sm text-ink-muted">
          {notifications
            ? 'NOTIFY_WEBHOOK_URL or SMTP_URL is set in the server\'s environment: see "Get told about new testimonials" in docs/moderation.md.'
            : SET_NOTIFICATIONS}
        </p>
      </Panel>
    </>
  );
}

/**
 * What is not content: the languages the site publishes, the owner's
 * contact choices, her professional rules, the server's address and
 * notifications (read only: they are the server's environment), and the
 * sessions.
 */
export function SettingsScreen() {
  return (
    <>
      <header className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Settings</h1>
        <SessionButtons />
      </header>
      {SITE_LANGUAGES.length > 1 && <SiteLanguagesPanel />}
      <ContactPanel />
      <ProfessionalRulesPanel />
      <SiteStatusPanels />
      <Panel title="Sessions">
        <p className="text-sm text-ink-muted">
          Sign out, at the top of every tab, ends this browser's session. Sign
          out everywhere, beside it, ends every session in every browser, this
          one included: for a lost phone or a shared computer. A session also
          ends after 12 hours without use, 7 days after sign-in, and when
          ADMIN_PASSWORD changes.
        </p>
      </Panel>
    </>
  );
}
