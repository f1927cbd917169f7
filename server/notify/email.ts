import nodemailer from "nodemailer";
import type { SubmittedEvent } from "./webhook";

export type SendEmail = (event: SubmittedEvent) => Promise<void>;

/** An e-mail sender through SMTP_URL (smtp:// or smtps://) to NOTIFY_EMAIL. */
export function smtpSender(smtpUrl: string, to: string): SendEmail {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (event) => {
    await transport.sendMail({
      from: to,
      to,
      subject: `New testimonial from ${event.name} is waiting for review`,
      text: [
        `${event.name} has submitted a testimonial.`,
        `Testimonials waiting for review: ${event.pendingCount}.`,
        "",
        `Review it here: ${event.adminUrl}`,
      ].join("\n"),
    });
  };
}
