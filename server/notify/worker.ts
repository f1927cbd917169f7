import { log } from "../log";
import type {
  NotificationOutbox,
  PendingNotification,
} from "../store/jobs/notification-outbox";
import type { SendEmail } from "./email";
import { postWebhook, type OwnerEvent } from "./webhook";

/**
 * Waits before the 2nd, 3rd, … attempt; after the last, the notification is dropped.
 * @internal
 */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21_600, 86_400];
const POLL_MS = 5_000;

export interface NotifierOptions {
  outbox: NotificationOutbox;
  /** Origin the admin link starts with (SITE_URL, else the server's own address). */
  siteUrl: string;
  webhookUrl?: string;
  sendEmail?: SendEmail;
  pollMs?: number;
}

/**
 * Delivers queued owner notifications in the background: the visitor's
 * submission only adds an outbox row (in its own transaction), so a slow or
 * failing receiver never fails or delays it. Failures are logged and retried
 * with growing delays.
 */
export class NotificationWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;

  constructor(private readonly options: NotifierOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(
      () => void this.runOnce(),
      this.options.pollMs ?? POLL_MS,
    );
    this.timer.unref();
    void this.runOnce();
  }

  /** Stops polling and waits for a delivery in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Delivers what is due now; returns how many notifications were handled. */
  runOnce(): Promise<number> {
    // One round at a time: a slow receiver must not pile up rounds.
    this.running ??= this.deliverDue()
      .catch((error: unknown) => {
        log("warn", "notification round failed", {
          error: (error as Error).message,
        });
        return 0;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  /** What to send for a notification; null when its testimonial or enquiry was deleted meanwhile. */
  private eventOf(item: PendingNotification): OwnerEvent | null {
    const site = this.options.siteUrl.replace(/\/+$/, "");
    if (item.kind === "enquiry") {
      if (!item.enquiry) return null;
      return {
        event: "enquiry.received",
        unread: item.unread,
        adminUrl: `${site}/admin/enquiries`,
        ...(item.withText && { enquiry: item.enquiry }),
      };
    }
    if (item.name === null || item.lang === null) return null;
    return {
      event: "testimonial.submitted",
      pendingCount: item.pendingCount,
      name: item.name,
      lang: item.lang,
      invitation: item.invitation,
      adminUrl: `${site}/admin?id=${item.testimonialId}`,
    };
  }

  private async deliverDue(): Promise<number> {
    const { outbox, webhookUrl, sendEmail } = this.options;
    const due = await outbox.claimDue();
    for (const item of due) {
      const event = this.eventOf(item);
      // Deleted before we got to it, or nowhere to send it: nothing to do.
      if (!event || (!webhookUrl && !sendEmail)) {
        await outbox.done(item.id);
        continue;
      }
      const subject =
        item.kind === "enquiry"
          ? { enquiryId: item.enquiryId }
          : { testimonialId: item.testimonialId };
      const state = {
        webhookDone: item.webhookDone || !webhookUrl,
        emailDone: item.emailDone || !sendEmail,
      };
      const errors: string[] = [];
      if (!state.webhookDone)
        await postWebhook(webhookUrl!, event).then(
          () => (state.webhookDone = true),
          (error: Error) => errors.push(`webhook: ${describe(error)}`),
        );
      if (!state.emailDone)
        await sendEmail!(event).then(
          () => (state.emailDone = true),
          (error: Error) => errors.push(`email: ${describe(error)}`),
        );
      if (!errors.length) {
        await outbox.done(item.id);
        log("info", "owner notified", subject);
        continue;
      }
      const attempt = item.attempts + 1;
      const delay = RETRY_DELAYS_SECONDS[attempt - 1];
      if (delay === undefined) {
        await outbox.done(item.id);
        log("error", "owner notification given up", {
          ...subject,
          attempts: attempt,
          error: errors.join("; "),
        });
        continue;
      }
      await outbox.retryLater(item.id, delay, {
        ...state,
        error: errors.join("; "),
      });
      log("warn", "owner notification failed; will retry", {
        ...subject,
        attempt,
        retryInSeconds: delay,
        error: errors.join("; "),
      });
    }
    return due.length;
  }
}

// fetch() hides the reason (ECONNREFUSED, timeout) in `cause`.
const describe = (error: Error): string => {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
};
