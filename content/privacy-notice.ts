import {
  INVITATION_RETENTION_DAYS,
  RATE_LIMIT_RETENTION_HOURS,
  REJECTED_RETENTION_DAYS,
} from "../core/testimonials/retention";
import {
  CONTACT_SETTINGS_DEFAULTS,
  type ContactSettings,
} from "../core/api/enquiries";
import {
  INSIGHTS_SETTINGS_DEFAULTS,
  type InsightsSettings,
} from "../core/api/insights";
import type { Profile } from "../core/content/profile-schema";
import { LANGUAGE_INFO, type SiteLanguage } from "../core/site-languages";
import { fill } from "../core/fill";
import en from "./privacy-notices/en";
import pt from "./privacy-notices/pt";

// Rendered on the server and in the admin only: the public bundle never has it.
const DEFAULT_NOTICES: Record<SiteLanguage, string> = { en, pt };

/** "30 days", "1 hour", in `lang`'s words. */
const period = (
  lang: SiteLanguage,
  unit: "day" | "hour" | "month",
  count: number,
) =>
  new Intl.NumberFormat(LANGUAGE_INFO[lang].tag, {
    style: "unit",
    unit,
    unitDisplay: "long",
  }).format(count);

/** How long the owner keeps enquiries: the notice says what her settings do. */
export type EnquiryRetention = Pick<
  ContactSettings,
  "keepHandledMonths" | "keepUnhandledMonths"
>;

/**
 * The default privacy notice of `lang`, with the owner's name and e-mail and
 * the retention periods filled in: the fixed ones, and those her settings
 * choose (enquiries, the Insights daily totals), which the retention sweep
 * enforces.
 */
export function defaultPrivacyNotice(
  lang: SiteLanguage,
  { name, email }: Pick<Profile, "name" | "email">,
  enquiries: EnquiryRetention = CONTACT_SETTINGS_DEFAULTS,
  insights: InsightsSettings = INSIGHTS_SETTINGS_DEFAULTS,
): string {
  return fill(DEFAULT_NOTICES[lang], {
    name,
    email,
    rejectedPeriod: period(lang, "day", REJECTED_RETENTION_DAYS),
    invitationPeriod: period(lang, "day", INVITATION_RETENTION_DAYS),
    rateLimitPeriod: period(lang, "hour", RATE_LIMIT_RETENTION_HOURS),
    enquiryHandledPeriod: period(lang, "month", enquiries.keepHandledMonths),
    enquiryUnhandledPeriod: period(
      lang,
      "month",
      enquiries.keepUnhandledMonths,
    ),
    insightsPeriod: period(lang, "month", insights.keepMonths),
  });
}

/** The privacy page's text: the owner's own, or the default notice of the page's language. */
export const privacyNotice = (
  lang: SiteLanguage,
  profile: Pick<Profile, "name" | "email" | "privacy">,
  enquiries: EnquiryRetention,
  insights: InsightsSettings,
): string =>
  profile.privacy.text ||
  defaultPrivacyNotice(lang, profile, enquiries, insights);
