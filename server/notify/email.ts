import nodemailer from "nodemailer";
import { isSiteLanguage, LANGUAGE_INFO } from "../../core/site-languages";
import type { EnquiryEvent, OwnerEvent, SubmittedEvent } from "./webhook";

export type SendEmail = (event: OwnerEvent) => Promise<void>;

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

function testimonialMail(event: SubmittedEvent) {
  return {
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
  };
}

/** Without the owner's notifyWithText, nothing the sender wrote: e-mail is not confidential. */
function enquiryMail({ enquiry, unread, adminUrl }: EnquiryEvent) {
  const details = enquiry
    ? [
        "From:",
        quoted(enquiry.name),
        "",
        "E-mail:",
        quoted(enquiry.email),
        "",
        "Message:",
        quoted(enquiry.message),
      ]
    : [
        "Who sent it and what it says are not in this e-mail, which is not confidential: read it in the admin.",
      ];
  return {
    subject: enquiry
      ? `New enquiry from "${oneLine(enquiry.name)}"`
      : "A new enquiry arrived",
    text: [
      "A new enquiry arrived through your site's form.",
      "",
      ...details,
      "",
      `Unread enquiries: ${unread}.`,
      "",
      `Read it here: ${adminUrl}`,
    ].join("\n"),
  };
}

/** An e-mail sender through SMTP_URL (smtp:// or smtps://) to NOTIFY_EMAIL. */
export function smtpSender(smtpUrl: string, to: string): SendEmail {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (event) => {
    await transport.sendMail({
      from: to,
      to,
      ...(event.event === "enquiry.received"
        ? enquiryMail(event)
        : testimonialMail(event)),
    });
  };
}
