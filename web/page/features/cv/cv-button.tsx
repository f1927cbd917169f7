import { Download } from "lucide";
import { Glyph } from "../../../ui/glyph";
import type { ComponentProps } from "react";
import {
  LANGUAGE_INFO,
  type SiteLanguage,
} from "../../../../core/site-languages";
import type { Dictionary } from "../../i18n/dictionary";
import { useDictionary, useLanguage } from "../../i18n/i18n-context";

/** Loads the CV builder only when asked for: it is not needed for the first paint. */
async function saveCv(lang: SiteLanguage, dictionary: Dictionary) {
  const { downloadCv } = await import("./download-cv");
  await downloadCv(lang, LANGUAGE_INFO[lang].tag, dictionary);
}

/** A 'Download CV' button; pass classes and, for tooltips, aria-describedby. */
export function CvButton(
  props: Omit<ComponentProps<"button">, "onClick" | "type">,
) {
  const lang = useLanguage();
  const dictionary = useDictionary();
  return (
    <button
      type="button"
      onClick={() =>
        saveCv(lang, dictionary).catch((error: unknown) =>
          console.error("Could not build the CV:", error),
        )
      }
      {...props}
    >
      <Glyph icon={Download} className="size-4 shrink-0" />
      <span>{dictionary.page.downloadCv}</span>
    </button>
  );
}
