import type {
  InsightsPeriod,
  InsightsReport,
} from "../../../core/api/insights";
import type { SiteStatus } from "../../../core/api/site-status";
import type { AdvertisingRecordRepository } from "../../store/repos/advertising-record";
import type { AdminSessions, Session } from "../../store/repos/admin-sessions";
import type { ClientKey } from "../../store/repos/client-key";
import type { ContactSettingsRepository } from "../../store/repos/contact-settings";
import type { ContentRepository } from "../../store/repos/content/content";
import type { EnquiryRepository } from "../../store/repos/enquiries";
import type { InsightsSettingsRepository } from "../../store/repos/insights-settings";
import type { InvitationRepository } from "../../store/repos/invitations";
import type { SiteLanguagesRepository } from "../../store/repos/content/site-languages";
import type { LoginThrottle } from "../../store/repos/login-throttle";
import type { ModerationRepository } from "../../store/repos/moderation";
import type { ProfessionalRulesRepository } from "../../store/repos/professional-rules";
import type { TestimonialRepository } from "../../store/repos/testimonials";

/** What the admin API is built from: the store's parts and the settings. */
export interface AdminDeps {
  /** ADMIN_PASSWORD; undefined disables the admin. */
  password: string | undefined;
  trustProxy: boolean;
  /** Trusted proxies in front (TRUST_PROXY): see clientAddress. */
  proxyHops: number;
  sessions: AdminSessions;
  throttle: LoginThrottle;
  moderation: ModerationRepository;
  testimonials: Pick<TestimonialRepository, "setStatus" | "delete">;
  /** Keyed hashes of a client address (the store's ClientKeys). */
  clientKey: (address: string) => Promise<ClientKey>;
  content: ContentRepository;
  /** The site's default and published languages. */
  languages: SiteLanguagesRepository;
  /** The owner's invitation links. */
  invitations: InvitationRepository;
  /** Enquiries sent through the page's form. */
  enquiries: EnquiryRepository;
  /** The owner's contact choices. */
  contactSettings: ContactSettingsRepository;
  /** The bars the owner is admitted to, her overrides and footer texts. */
  professionalRules: Pick<ProfessionalRulesRepository, "get" | "put">;
  /** Dated copies of the public pages. */
  advertisingRecord: Pick<AdvertisingRecordRepository, "list" | "each" | "get">;
  /** What the site did for its owner over the last `days` (server/store/repos/insights-report.ts). */
  insights: (days: InsightsPeriod) => Promise<InsightsReport>;
  /** How long the Insights daily totals are kept. */
  insightsSettings: Pick<InsightsSettingsRepository, "get" | "put">;
  /** The site's address and whether notifications are set up, from the configuration. */
  siteStatus: SiteStatus;
}

export type AdminEnv = { Variables: { session: Session } };
