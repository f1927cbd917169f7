import type { SiteStatus } from "../../core/api/site-status";
import type { Config } from "../config";
import { log } from "../log";
import { smtpSender } from "../notify/email";
import { NotificationWorker } from "../notify/worker";
import type { AdminDeps } from "../routes/admin/admin-deps";
import { AdminSessions } from "../store/repos/admin-sessions";
import { LoginThrottle } from "../store/repos/login-throttle";
import { readInsightsReport } from "../store/repos/insights-report";
import { NotificationOutbox } from "../store/jobs/notification-outbox";
import type { Store } from "../store/open-store";
import { siteAddress } from "../site-address";

/** The admin API's dependencies on an open store. */
export function adminDeps(
  config: Pick<
    Config,
    | "adminPassword"
    | "trustProxy"
    | "proxyHops"
    | "siteUrl"
    | "host"
    | "port"
    | "notifyWebhookUrl"
    | "smtpUrl"
  >,
  store: Store,
): AdminDeps {
  return {
    password: config.adminPassword,
    trustProxy: config.trustProxy,
    proxyHops: config.proxyHops,
    sessions: new AdminSessions(store.db, config.adminPassword),
    throttle: new LoginThrottle(store.db),
    moderation: store.moderation,
    testimonials: store.testimonials,
    clientKey: (address) => store.clientKeys.forAddress(address),
    content: store.content,
    languages: store.languages,
    invitations: store.invitations,
    enquiries: store.enquiries,
    contactSettings: store.contactSettings,
    professionalRules: store.professionalRules,
    advertisingRecord: store.advertisingRecord,
    insights: async (days) => ({
      counting: store.insights.counting,
      ...(await readInsightsReport(store.db, days, Date.now())),
    }),
    insightsSettings: store.insightsSettings,
    siteStatus: siteStatus(config),
  };
}

function siteStatus(
  config: Pick<
    Config,
    "siteUrl" | "host" | "port" | "notifyWebhookUrl" | "smtpUrl"
  >,
): SiteStatus {
  const { origin, fromConfig } = siteAddress(config);
  return {
    siteAddress: origin,
    siteAddressFromConfig: fromConfig,
    notifications: Boolean(config.notifyWebhookUrl || config.smtpUrl),
  };
}

/** Starts delivering owner notifications; the caller stops it on shutdown. */
export function startNotifier(
  config: Pick<
    Config,
    | "notifyWebhookUrl"
    | "smtpUrl"
    | "notifyEmail"
    | "siteUrl"
    | "host"
    | "port"
    | "adminPassword"
  >,
  store: Store,
  listeningPort: number,
): NotificationWorker {
  if (config.adminPassword === undefined)
    log(
      "info",
      "admin disabled: set ADMIN_PASSWORD (12+ characters) to enable /admin",
    );
  const worker = new NotificationWorker({
    outbox: new NotificationOutbox(store.db),
    siteUrl: siteAddress(config, listeningPort).origin,
    webhookUrl: config.notifyWebhookUrl,
    sendEmail:
      config.smtpUrl && config.notifyEmail
        ? smtpSender(config.smtpUrl, config.notifyEmail)
        : undefined,
  });
  worker.start();
  return worker;
}
