import { cvFileName } from "../../../core/profile-derived";
import type { Profile } from "../../../core/profile-schema";
import { DEFAULT_LANGUAGE } from "../../../core/site-languages";
import { buildCvHtml } from "./build-cv-html";

/**
 * The published content, from the page's own origin: our server answers it
 * from the store (server/routes/public-content.ts), a static host serves the
 * file the prerender wrote beside the page. Fetched on click, so the CV is
 * the content live now, not what the page was rendered with.
 */
const PUBLISHED_CONTENT_PATH = `/content/${DEFAULT_LANGUAGE}.json`;

async function fetchPublishedProfile(): Promise<Profile> {
  const response = await fetch(PUBLISHED_CONTENT_PATH);
  if (!response.ok)
    throw new Error(`The content request failed with ${response.status}`);
  return (await response.json()) as Profile;
}

/** Fetches the published content, builds the CV and saves it through a temporary download link. */
export async function downloadCv(doc: Document = document) {
  const profile = await fetchPublishedProfile();
  const blob = new Blob([buildCvHtml(profile)], {
    type: "text/html;charset=utf-8",
  });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = cvFileName(profile);
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
