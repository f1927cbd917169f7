import type { Config } from "../config";
import { log } from "../log";
import { smtpSender } from "../notify/email";
import { NotificationWorker } from "../notify/worker";
import type { AdminDeps } from "../routes/admin/admin-deps";
import { AdminSessions } from "../store/repos/admin-sessions";
import { LoginThrottle } from "../store/repos/login-throttle";
import { NotificationOutbox } from "../store/jobs/notification-outbox";
import type { Store } from "../store/open-store";

/** The admin API's dependencies on an open store. */
export function adminDeps(
  config: Pick<Config, "adminPassword" | "trustProxy" | "proxyHops">,
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
  const siteUrl =
    config.siteUrl ?? `http://${config.host}:${listeningPort || config.port}`;
  if (config.adminPassword === undefined)
    log(
      "info",
      "admin disabled: set ADMIN_PASSWORD (12+ characters) to enable /admin",
    );
  if ((config.notifyWebhookUrl || config.smtpUrl) && !config.siteUrl)
    log(
      "warn",
      "SITE_URL is not set: notification links use the listening address",
      {
        siteUrl,
      },
    );
  const worker = new NotificationWorker({
    outbox: new NotificationOutbox(store.db),
    siteUrl,
    webhookUrl: config.notifyWebhookUrl,
    sendEmail:
      config.smtpUrl && config.notifyEmail
        ? smtpSender(config.smtpUrl, config.notifyEmail)
        : undefined,
  });
  worker.start();
  return worker;
}
