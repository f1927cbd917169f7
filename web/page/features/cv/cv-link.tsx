import { Download } from "lucide";
import type { ComponentProps } from "react";
import {
  cvFileName,
  cvPdfFileName,
} from "../../../../core/content/profile-derived";
import { Glyph } from "../../../ui/glyph";
import { usePageContent } from "../../app/content-context";
import { useHome, useLanguage, useStrings } from "../../i18n/i18n-context";

/**
 * The CV as the server answers it (the published content, built on the
 * server), saved under its file name: a plain link, so it works before the
 * page's script has run, and without it. No PDF link where no server builds
 * one (a static host has only the HTML files the build wrote).
 */
export function CvLink({
  format = "html",
  short = false,
  ...props
}: Omit<ComponentProps<"a">, "href" | "download" | "children"> & {
  format?: "html" | "pdf";
  /** Just "PDF" on the link, its whole name for assistive technology. */
  short?: boolean;
}) {
  const content = usePageContent();
  const lang = useLanguage();
  const strings = useStrings();
  const fileName = (format === "pdf" ? cvPdfFileName : cvFileName)(
    { name: content.name, cvFileName: content.cvFileName ?? "" },
    lang,
  );
  const label = format === "pdf" ? strings.downloadCvPdf : strings.downloadCv;
  const home = useHome();
  if (format === "pdf" && content.noCvPdf) return null;
  return (
    <a
      href={`${home}cv/${encodeURIComponent(fileName)}`}
      download={fileName}
      aria-label={short ? label : undefined}
      {...props}
    >
      {short ? (
        "PDF"
      ) : (
        <>
          <Glyph icon={Download} className="size-4 shrink-0" />
          <span>{label}</span>
        </>
      )}
    </a>
  );
}
