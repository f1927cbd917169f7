import type { AdminEnquiry } from "../../../core/api/enquiries";
import type { SiteLanguage } from "../../../core/site-languages";

/**
 * The longest `mailto:` URL a reply is given. Mail programs and browsers
 * differ (some stop near 2,000 characters), so a long message's quote is
 * shortened to keep the whole address within it.
 * @internal
 */
export const MAILTO_MAX = 2_000;

/** The reply's subject and the line above the quote, as the enquiry's language says them. */
const WORDING: Record<
  SiteLanguage,
  {
    /** How dates are written (English as in the rest of the admin). */
    locale: string;
    subject: string;
    wrote: (date: string, name: string) => string;
  }
> = {
  en: {
    locale: "en-GB",
    subject: "Re: Your enquiry",
    wrote: (date, name) => `On ${date}, ${name} wrote:`,
  },
  pt: {
    locale: "pt-PT",
    subject: "Re: O seu pedido de contacto",
    wrote: (date, name) => `Em ${date}, ${name} escreveu:`,
  },
};

const ELLIPSIS = "…";

// RFC 6068: every reserved character percent-encoded; `@` reads better as itself.
const encode = (text: string) =>
  encodeURIComponent(text).replaceAll("%40", "@");

const quote = (text: string) =>
  text
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\r\n");

const dayIn = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(iso));

/**
 * A `mailto:` link replying to an enquiry: to its sender, "Re: …" in the
 * language it was written in, and a body quoting its message (`> ` lines)
 * under a line saying who wrote it when. Within MAILTO_MAX characters: a
 * message too long is cut (between characters, never inside one) and ends
 * with an ellipsis. Null when the sender's address is gone (anonymised).
 */
export function replyLink(enquiry: AdminEnquiry): string | null {
  if (!enquiry.email) return null;
  const wording = WORDING[enquiry.lang];
  const head = `mailto:${encode(enquiry.email)}?subject=${encode(wording.subject)}&body=`;
  const intro = `\r\n\r\n${wording.wrote(dayIn(wording.locale, enquiry.createdAt), enquiry.name)}\r\n`;
  const link = (message: string) => head + encode(intro + quote(message));

  const message = enquiry.message.replaceAll("\r\n", "\n").trim();
  const full = link(message);
  if (full.length <= MAILTO_MAX) return full;
  // The longest start of the message (in whole characters) that still fits.
  const characters = Array.from(message);
  let fits = 0;
  let over = characters.length;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    const cut = characters.slice(0, middle).join("").trimEnd() + ELLIPSIS;
    if (link(cut).length <= MAILTO_MAX) fits = middle;
    else over = middle;
  }
  return link(characters.slice(0, fits).join("").trimEnd() + ELLIPSIS);
}
