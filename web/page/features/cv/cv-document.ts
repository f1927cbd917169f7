import { cvOutline, type CvOutline } from "../../../../core/cv/cv-outline";
import type { Profile } from "../../../../core/content/profile-schema";
import {
  LANGUAGE_INFO,
  type SiteLanguage,
} from "../../../../core/site-languages";
import { fill } from "../../../../core/fill";
import { languageLabel } from "../../app/language-label";
import { DICTIONARIES } from "../../i18n/dictionaries";
import { buildCvHtml } from "./build-cv-html";

/** The CV of `profile` in `lang`: its outline (the PDF's source) and its HTML file. */
export function renderCv(
  profile: Profile,
  lang: SiteLanguage,
): { outline: CvOutline; html: string } {
  const dictionary = DICTIONARIES[lang];
  const { cv, server } = dictionary;
  const outline = cvOutline(profile, {
    about: cv.about,
    experience: cv.experience,
    certifications: cv.certifications,
    awards: cv.awards,
    publications: cv.publications,
    admissions: profile.headings.admissions || server.admissions,
    admittedSince: (year) => fill(server.admittedSince, { year }),
    registration: (number) => fill(server.registration, { number }),
    current: cv.current,
    languageLabel: (language) => languageLabel(language, dictionary),
  });
  return {
    outline,
    html: buildCvHtml(outline, profile, LANGUAGE_INFO[lang].tag, dictionary),
  };
}
