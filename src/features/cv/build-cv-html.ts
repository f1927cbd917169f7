import { structuredDataScript } from "../../app/structured-data";
import type { Profile } from "../../../core/profile-schema";
import { languageLabel } from "../../content/language-label";
import type { Dictionary } from "../../i18n/dictionary";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and double-quoted attributes. */
export const escapeHtml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const list = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

const section = (title: string, body: string) =>
  `<section><h2>${title}</h2>${body}</section>`;

const STYLE = `
body{font:11pt/1.5 Georgia,"Times New Roman",serif;color:#1a1a1a;max-width:48rem;margin:2rem auto;padding:0 1.5rem}
h1{font-size:22pt;margin:0}h2{font-size:13pt;border-bottom:1px solid #999;margin:1.6rem 0 .6rem;text-transform:uppercase;letter-spacing:.05em}
h3{font-size:11pt;margin:.8rem 0 .2rem}.muted{color:#555}ul{margin:.3rem 0;padding-left:1.2rem}
a{color:#1a4f8b}footer{margin-top:2rem;border-top:1px solid #999;padding-top:.6rem;font-size:9pt}
@page{margin:1.5cm}
@media print{body{margin:0;max-width:none}section{break-inside:avoid-page}h2{break-after:avoid}a{color:inherit;text-decoration:none}}
`.trim();

/**
 * The CV as a standalone, printable HTML document in the content's language
 * (`langTag`, as in LANGUAGE_INFO); every piece of profile text is escaped.
 */
export function buildCvHtml(
  profile: Profile,
  langTag: string,
  dictionary: Dictionary,
): string {
  const e = escapeHtml;
  const { cv } = dictionary;
  const about = profile.about.map((p) => `<p>${e(p)}</p>`).join("");
  const coreAreas = list(
    profile.coreAreas.map(
      (area) => `<strong>${e(area.title)}</strong>: ${e(area.description)}`,
    ),
  );
  const languages = list(
    profile.languages.map(
      (l) => `${e(l.name)}: ${e(languageLabel(l, dictionary))}`,
    ),
  );
  const experience = profile.experience
    .map(
      (job) =>
        `<h3>${e(job.title)}, ${e(job.company)}</h3><p class="muted">${e(job.period)}${job.current ? ` (${e(cv.current)})` : ""}</p>${list(job.highlights.map(e))}`,
    )
    .join("");
  const academic = profile.education
    .map(
      (item) =>
        `<h3>${e(item.title)}</h3><p class="muted">${e(item.school)}, ${e(item.year)}</p>${item.detail ? `<p>${e(item.detail)}</p>` : ""}`,
    )
    .join("");
  const recognition = (title: string, items: Profile["certifications"]) =>
    items.length
      ? section(
          e(title),
          list(
            items.map((c) => `${e(c.title)} (${e(c.issuer)}, ${e(c.year)})`),
          ),
        )
      : "";

  const { headings } = profile;
  const contact = [profile.email, profile.phone].filter(Boolean).map(e);
  const footer = profile.websiteUrl
    ? `<footer><a href="${e(profile.websiteUrl)}">${e(profile.websiteUrl)}</a></footer>\n`
    : "";

  return `<!doctype html>
<html lang="${e(langTag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(profile.name)} | ${e(cv.title)}</title>
<style>${STYLE}</style>
${structuredDataScript(profile, profile.websiteUrl)}
</head>
<body>
<header><h1>${e(profile.name)}</h1><p class="muted">${e(profile.title)}</p><p>${contact.join(" · ")}</p></header>
<main>
${section(e(cv.about), about)}
${section(e(headings.coreAreas), coreAreas)}
${profile.languages.length ? section(e(headings.languages), languages) : ""}
${profile.experience.length ? section(e(cv.experience), experience) : ""}
${profile.education.length ? section(e(headings.academic), academic) : ""}
${recognition(cv.certifications, profile.certifications)}
${recognition(cv.awards, profile.awards)}
</main>
${footer}</body>
</html>
`;
}
