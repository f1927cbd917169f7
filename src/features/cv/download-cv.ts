import { profile } from "../../content/profile";
import { buildCvHtml } from "./build-cv-html";

/** Builds the CV and saves it through a temporary download link (no network call). */
export function downloadCv(doc: Document = document) {
  const blob = new Blob([buildCvHtml(profile)], {
    type: "text/html;charset=utf-8",
  });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = profile.cvFileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
