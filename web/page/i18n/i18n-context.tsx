import { createContext, useContext, type ReactNode } from "react";
import type { SiteLanguage } from "../../../core/site-languages";
import type { Alternate } from "../app/boot-data";
import type { Dictionary } from "./dictionary";

interface I18n {
  lang: SiteLanguage;
  /** The page's language's interface texts: the server's copy, or the chunk the browser loaded before hydrating. */
  dictionary: Dictionary;
  alternates: Alternate[];
  /** The language's home page: `/`, or `/pt/` beside another default language. */
  home: string;
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

/** The interface texts of the page, in its language. */
export const useDictionary = () => useI18n().dictionary;

/** The interface texts of the hydrated page. */
export const useStrings = () => useI18n().dictionary.page;

/** The page's other published languages. */
export const useAlternates = () => useI18n().alternates;

/** The page's language's home path, which its other addresses start with. */
export const useHome = () => useI18n().home;
