import type { SiteLanguage } from "../../../core/site-languages";
import type { Dictionary } from "./dictionary";

// One chunk per language: the browser fetches only its page's.
const LOADERS: Record<SiteLanguage, () => Promise<{ default: Dictionary }>> = {
  en: () => import("./languages/en"),
  pt: () => import("./languages/pt"),
};

const loaded = new Map<SiteLanguage, Promise<Dictionary>>();

/** A language's whole dictionary, fetched once (for the form, the toast and the CV). */
export function loadDictionary(lang: SiteLanguage): Promise<Dictionary> {
  let dictionary = loaded.get(lang);
  if (!dictionary) {
    dictionary = LOADERS[lang]().then((module) => module.default);
    loaded.set(lang, dictionary);
    // A failed fetch is tried again next time.
    dictionary.catch(() => loaded.delete(lang));
  }
  return dictionary;
}
