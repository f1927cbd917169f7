import { Download } from "lucide-react";
import type { ComponentProps } from "react";
import { LANGUAGE_INFO, type SiteLanguage } from "../../../core/site-languages";
import { useLanguage, useStrings } from "../../i18n/i18n-context";
import { loadDictionary } from "../../i18n/load-dictionary";

/** Loads the CV builder and the language's texts only when asked for: they are not needed for the first paint. */
async function saveCv(lang: SiteLanguage) {
  const [{ downloadCv }, dictionary] = await Promise.all([
    import("./download-cv"),
    loadDictionary(lang),
  ]);
  await downloadCv(lang, LANGUAGE_INFO[lang].tag, dictionary);
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
