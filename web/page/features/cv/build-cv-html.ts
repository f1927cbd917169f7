import { structuredDataScript } from "../../app/structured-data";
import type { Profile } from "../../../../core/content/profile-schema";
import { languageLabel } from "../../app/language-label";
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

const section = (title: string, body: string) =>
  body ? `<section><h2>${e(title)}</h2>${body}</section>\n` : "";
const list = (items: string[], className?: string) =>
  items.length
    ? `<ul${className ? ` class="${className}"` : ""}>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`
    : "";
const period = (text: string | number) =>
  `<span class="period">${e(text)}</span>`;
const link = (href: string, text: string) =>
  `<a href="${e(href)}">${e(text)}</a>`;
// On paper a link is only its text: show the address without its scheme.
const shortUrl = (url: string) =>
  url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");

/** The content's hue (validated as "H S% L%"); anything else falls back to a navy. */
const hueOf = (accentColor: string) =>
  Number(/^(\d{1,3}) /.exec(accentColor)?.[1] ?? 213) % 360;

function contactLine(profile: Profile) {
  const items = [
    link(`mailto:${profile.email}`, profile.email),
    profile.phone &&
      link(`tel:${profile.phone.replace(/[^\d+]/g, "")}`, profile.phone),
    profile.websiteUrl &&
      link(profile.websiteUrl, shortUrl(profile.websiteUrl)),
    link(profile.linkedinUrl, shortUrl(profile.linkedinUrl)),
  ].filter(Boolean);
  return `<p class="contact">${items.map((item) => `<span>${item}</span>`).join("")}</p>`;
}

const recognition = (items: Profile["certifications"]) =>
  items.length
    ? `<ul class="rows">${items.map((c) => `<li class="entry row"><span><strong>${e(c.title)}</strong>, ${e(c.issuer)}</span>${period(c.year)}</li>`).join("")}</ul>`
    : "";

function sections(profile: Profile, dictionary: Dictionary) {
  const { cv } = dictionary;
  const { headings, book } = profile;
  const experience = profile.experience.map(
    (job) =>
      `<div class="entry"><div class="row"><span><h3>${e(job.title)}</h3>, <span class="org">${e(job.company)}</span></span>${period(job.current ? `${job.period} (${cv.current})` : job.period)}</div>${list(job.highlights.map(e))}</div>`,
  );
  const education = profile.education.map(
    (item) =>
      `<div class="entry"><div class="row"><span><h3>${e(item.title)}</h3>, <span class="org">${e(item.school)}</span></span>${period(item.year)}</div>${item.detail ? `<p class="detail">${e(item.detail)}</p>` : ""}</div>`,
  );
  const publication = book
    ? `<p class="entry"><a href="${e(book.url)}"><cite>${e(book.title)}</cite></a></p>`
    : "";
  return [
    section(cv.about, profile.about.map((p) => `<p>${e(p)}</p>`).join("")),
    section(
      headings.coreAreas,
      list(
        profile.coreAreas.map((area) => e(area.title)),
        "inline",
      ),
    ),
    section(cv.experience, experience.join("")),
    section(headings.education, education.join("")),
    section(cv.certifications, recognition(profile.certifications)),
    section(cv.awards, recognition(profile.awards)),
    section(cv.publications, publication),
    section(
      headings.languages,
      list(
        profile.languages.map(
          (l) =>
            `<strong>${e(l.name)}</strong> <span class="note">${e(languageLabel(l, dictionary))}</span>`,
        ),
        "inline",
      ),
    ),
  ].join("");
}

/**
 * The CV as a standalone, printable HTML document in the content's language
 * (`langTag`, as in LANGUAGE_INFO); every piece of profile text is escaped.
 */
export function buildCvHtml(
  profile: Profile,
  langTag: string,
  dictionary: Dictionary,
): string {
  return `<!doctype html>
<html lang="${e(langTag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(profile.name)} | ${e(dictionary.cv.title)}</title>
<style>${cvStylesheet(hueOf(profile.accentColor))}</style>
${structuredDataScript(profile, profile.websiteUrl)}
</head>
<body>
<header><h1>${e(profile.name)}</h1><p class="role">${e(profile.title)}</p><p class="summary">${e(profile.subtitle)}</p>${contactLine(profile)}</header>
<main>
${sections(profile, dictionary)}</main>
</body>
</html>
`;
}
