import type {
  CvEntry,
  CvLink,
  CvOutline,
  CvSection,
} from "../../../../core/cv/cv-outline";
import type { Profile } from "../../../../core/content/profile-schema";
import { structuredDataScript } from "../../app/structured-data";
import type { Dictionary } from "../../i18n/dictionary";
import { cvStylesheet } from "./cv-stylesheet";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for HTML element content and double-quoted attributes.
 * @internal
 */
export const escapeHtml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const e = escapeHtml;

const list = (items: string[], className?: string) =>
  items.length
    ? `<ul${className ? ` class="${className}"` : ""}>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`
    : "";
const period = (text: string) => `<span class="period">${e(text)}</span>`;
const link = ({ href, text }: CvLink) => `<a href="${e(href)}">${e(text)}</a>`;

function entry({
  title,
  org,
  period: when,
  lines,
  detail,
  link: to,
  reference,
}: CvEntry) {
  const name = to
    ? `<h3><a href="${e(to.href)}"><cite>${e(title)}</cite></a></h3>`
    : `<h3>${e(title)}</h3>`;
  return `<div class="entry"><div class="row"><span>${name}${org ? `, <span class="org">${e(org)}</span>` : ""}</span>${when ? period(when) : ""}</div>${list(lines.map(e))}${detail ? `<p class="detail">${e(detail)}</p>` : ""}${reference ? `<p class="detail">${link(reference)}</p>` : ""}</div>`;
}

function section(part: CvSection) {
  const body =
    part.kind === "paragraphs"
      ? part.paragraphs.map((p) => `<p>${e(p)}</p>`).join("")
      : part.kind === "inline"
        ? list(
            part.items.map(({ text, note }) =>
              note
                ? `<strong>${e(text)}</strong> <span class="note">${e(note)}</span>`
                : e(text),
            ),
            "inline",
          )
        : part.entries.map(entry).join("");
  return `<section><h2>${e(part.title)}</h2>${body}</section>\n`;
}

/**
 * The CV as a standalone, printable HTML document in the content's language
 * (`langTag`, as in LANGUAGE_INFO), drawn from its outline (the PDF is drawn
 * from the same); every piece of profile text is escaped. `profile` gives
 * the structured data.
 */
export function buildCvHtml(
  outline: CvOutline,
  profile: Profile,
  langTag: string,
  dictionary: Dictionary,
): string {
  const contacts = outline.contacts
    .map((contact) => `<span>${link(contact)}</span>`)
    .join("");
  return `<!doctype html>
<html lang="${e(langTag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(outline.name)} | ${e(dictionary.cv.title)}</title>
<style>${cvStylesheet(outline.hue)}</style>
${structuredDataScript(profile, profile.websiteUrl)}
</head>
<body>
<header><h1>${e(outline.name)}</h1><p class="role">${e(outline.role)}</p><p class="summary">${e(outline.summary)}</p><p class="contact">${contacts}</p></header>
<main>
${outline.sections.map(section).join("")}</main>
${outline.website ? `<footer><p>${link(outline.website)}</p></footer>\n` : ""}</body>
</html>
`;
}
