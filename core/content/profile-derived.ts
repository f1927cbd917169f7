import { languageHome, type SiteLanguage } from "../site-languages";
import type { Profile } from "./profile-schema";

/** The page's title: the owner's own, else "{name} | {title}". */
export const pageTitle = (profile: Pick<Profile, "seo" | "name" | "title">) =>
  profile.seo.title || `${profile.name} | ${profile.title}`;

/**
 * The CV's file name: the owner's own (set per language), else
 * "Name_Surname_CV.html" from the name, with the language in it for every
 * language but English ("Name_Surname_CV_PT.html"), so the two downloads
 * never overwrite each other.
 */
export function cvFileName(
  profile: Pick<Profile, "cvFileName" | "name">,
  lang: string,
) {
  if (profile.cvFileName) return profile.cvFileName;
  const base = profile.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  const suffix = lang === "en" ? "" : `_${lang.toUpperCase()}`;
  return `${base || "CV"}_CV${suffix}.html`;
}

/** The PDF CV's file name: the HTML file's, ending in .pdf. */
export const cvPdfFileName = (
  profile: Pick<Profile, "cvFileName" | "name">,
  lang: string,
) => cvFileName(profile, lang).replace(/\.html$/, ".pdf");

/**
 * A CV's public path under its file name: `/cv/Name_CV.html`, or
 * `/pt/cv/Name_CV_PT.html` beside another default language.
 */
export const cvPath = (
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
  fileName: string,
): string =>
  `${languageHome(lang, defaultLanguage)}cv/${encodeURIComponent(fileName)}`;
