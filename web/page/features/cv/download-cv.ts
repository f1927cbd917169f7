import { cvFileName } from "../../../../core/content/profile-derived";
import type { Profile } from "../../../../core/content/profile-schema";
import type { SiteLanguage } from "../../../../core/site-languages";
import type { Dictionary } from "../../i18n/dictionary";
import { buildCvHtml } from "./build-cv-html";

/**
 * The published content of `lang`, from the page's own origin: our server
 * answers it from the store (server/routes/public-content.ts), a static host
 * serves the file the prerender wrote beside the page. Fetched on click, so
 * the CV is the content live now, not what the page was rendered with.
 */
async function fetchPublishedProfile(lang: SiteLanguage): Promise<Profile> {
  const response = await fetch(`/content/${lang}.json`);
  if (!response.ok)
    throw new Error(`The content request failed with ${response.status}`);
  return (await response.json()) as Profile;
}

/**
 * Fetches the published content of the page's language, builds the CV in
 * that language and saves it through a temporary download link.
 */
export async function downloadCv(
  lang: SiteLanguage,
  langTag: string,
  dictionary: Dictionary,
  doc: Document = document,
) {
  const profile = await fetchPublishedProfile(lang);
  // The page's code imports nothing from core/site-languages here: a module
  // shared with the main chunk made the bundler split React out of it.
  const blob = new Blob([buildCvHtml(profile, langTag, dictionary)], {
    type: "text/html;charset=utf-8",
  });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = cvFileName(profile, lang);
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
