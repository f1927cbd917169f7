import { createContext, use, useContext, type ReactNode } from "react";
import type { SiteLanguage } from "../../core/site-languages";
import type { Alternate } from "../app/boot-data";
import type { Dictionary, PageStrings } from "./dictionary";
import { loadDictionary } from "./load-dictionary";

interface I18n {
  lang: SiteLanguage;
  strings: PageStrings;
  alternates: Alternate[];
  /** The whole dictionary: given only where static islands render (the server). */
  dictionary: Dictionary | null;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  children,
  ...i18n
}: I18n & { children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("The page's texts need an I18nProvider");
  return i18n;
}

/** The page's language. */
export const useLanguage = () => useI18n().lang;

/** The interface texts of the hydrated page, in its language. */
export const useStrings = () => useI18n().strings;

/** The page's other published languages. */
export const useAlternates = () => useI18n().alternates;

/** The whole dictionary: only inside a StaticIsland (server-rendered). */
export function useDictionary(): Dictionary {
  const { dictionary } = useI18n();
  if (!dictionary)
    throw new Error(
      "useDictionary needs the whole dictionary: use it only inside a StaticIsland (server-rendered)",
    );
  return dictionary;
}

/**
 * The whole dictionary in a part the page loads later (the form, the toast):
 * suspends until the page's language's chunk has arrived.
 */
export function useLoadedDictionary(): Dictionary {
  const { lang, dictionary } = useI18n();
  return dictionary ?? use(loadDictionary(lang));
}
