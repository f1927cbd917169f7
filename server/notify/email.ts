import nodemailer from "nodemailer";
import { isSiteLanguage, LANGUAGE_INFO } from "../../core/site-languages";
import type { SubmittedEvent } from "./webhook";

export type SendEmail = (event: SubmittedEvent) => Promise<void>;

/**
 * Submitted text no mail program makes a link of: a dot between letters or
 * digits becomes "[.]" and "://" becomes "[:]//" ("evil[.]example",
 * "https[:]//…"), so the only link in the message is the admin link.
 */
const unlinked = (text: string) =>
  text
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, "[.]")
    .replace(/:\/\//g, "[:]//");

/** Submitted text as a one-line label: each run of line breaks, control characters and spaces becomes one space. */
const oneLine = (text: string) =>
  unlinked(text.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim());

/** Submitted text as a quotation: every line, whatever breaks it, starts with "> ". */
const quoted = (text: string) =>
  text
    .split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/)
    .map((line) =>
      `> ${unlinked(line.replace(/[\s\p{Cc}]+/gu, " "))}`.trimEnd(),
    )
    .join("\n");

/** A language named in itself, with its code: "Português (pt)". */
const languageName = (lang: string) =>
  isSiteLanguage(lang) ? `${LANGUAGE_INFO[lang].name} (${lang})` : lang;

/** An e-mail sender through SMTP_URL (smtp:// or smtps://) to NOTIFY_EMAIL. */
export function smtpSender(smtpUrl: string, to: string): SendEmail {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (event) => {
    await transport.sendMail({
      from: to,
      to,
      subject: `New testimonial from "${oneLine(event.name)}" is waiting for review`,
      text: [
        "A visitor has submitted a testimonial under this name:",
        "",
        quoted(event.name),
        "",
        `Written in: ${languageName(event.lang)}`,
        event.invitation
          ? `Sent through your invitation to ${oneLine(event.invitation.name)} (invitation ${event.invitation.id}).`
          : "Sent through the public form (no invitation).",
        "",
        `Testimonials waiting for review: ${event.pendingCount}.`,
        "",
        `Review it here: ${event.adminUrl}`,
      ].join("\n"),
    });
  };
}
