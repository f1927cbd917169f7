import { LANGUAGE_INFO, type SiteLanguage } from "../../../core/site-languages";

interface EmailText {
  subject: string;
  greeting: (name: string) => string;
  request: string;
  where: string;
  until: (date: string) => string;
  thanks: string;
  closing: string;
}

const TEXTS: Record<SiteLanguage, EmailText> = {
  en: {
    subject: "Would you share a few words about our work together?",
    greeting: (name) => `Dear ${name},`,
    request:
      "I hope you are well. I am gathering a few testimonials from clients I have worked with, and I would be grateful if you could share a few words about our work together.",
    where: "You can write it here; it takes only a couple of minutes:",
    until: (date) => `The link is personal to you and works until ${date}.`,
    thanks: "Thank you very much for your time.",
    closing: "Kind regards,",
  },
  pt: {
    subject: "Pedido de testemunho sobre o nosso trabalho",
    greeting: (name) => `Olá, ${name},`,
    request:
      "Espero que esteja bem. Estou a reunir alguns testemunhos de clientes com quem trabalhei e agradecia muito que partilhasse algumas palavras sobre o nosso trabalho em conjunto.",
    where: "Pode escrevê-lo aqui; demora apenas alguns minutos:",
    until: (date) => `Este link é pessoal e está válido até ${date}.`,
    thanks: "Agradeço desde já a sua disponibilidade.",
    closing: "Com os melhores cumprimentos,",
  },
};

/** A day in the language's own words, e.g. "25 December 2026", "25 de dezembro de 2026". */
const longDate = (iso: string, lang: SiteLanguage) =>
  new Intl.DateTimeFormat(LANGUAGE_INFO[lang].ogLocale.replace("_", "-"), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(iso));

/** The prepared e-mail asking for a testimonial, in the invitation's language. */
export function invitationEmail({
  name,
  note,
  lang,
  link,
  expiresAt,
}: {
  name: string;
  note: string;
  lang: SiteLanguage;
  link: string;
  expiresAt: string;
}): { subject: string; body: string } {
  const text = TEXTS[lang];
  const paragraphs = [
    text.greeting(name),
    text.request,
    note.trim(),
    `${text.where}\n${link}`,
    text.until(longDate(expiresAt, lang)),
    text.thanks,
    text.closing,
  ].filter(Boolean);
  return { subject: text.subject, body: paragraphs.join("\n\n") };
}

/** A mailto: address with no recipient (the owner fills it in), its line breaks as CRLF (RFC 6068). */
export const mailtoHref = ({
  subject,
  body,
}: {
  subject: string;
  body: string;
}) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(
    body.replace(/\r?\n/g, "\r\n"),
  )}`;
