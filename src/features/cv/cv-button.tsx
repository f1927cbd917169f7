import { Download } from "lucide-react";
import type { ComponentProps } from "react";
import type { SiteLanguage } from "../../../core/site-languages";
import { useLanguage, useStrings } from "../../i18n/i18n-context";

/** Loads the CV builder only when asked for: it is not needed for the first paint. */
async function saveCv(lang: SiteLanguage) {
  const { downloadCv } = await import("./download-cv");
  await downloadCv(lang);
}

/** A 'Download CV' button; pass classes and, for tooltips, aria-describedby. */
export function CvButton(
  props: Omit<ComponentProps<"button">, "onClick" | "type">,
) {
  const lang = useLanguage();
  const label = useStrings().downloadCv;
  return (
    <button
      type="button"
      onClick={() =>
        saveCv(lang).catch((error: unknown) =>
          console.error("Could not build the CV:", error),
        )
      }
      {...props}
    >
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span>{label}</span>
    </button>
  );
}
