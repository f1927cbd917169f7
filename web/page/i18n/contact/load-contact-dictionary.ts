import type { SiteLanguage } from "../../../../core/site-languages";
import type { ContactDictionary } from "./contact-dictionary";

// One chunk per language, fetched with the dialog or the form (the server
// draws the enquiry page from its own copy, web/page/i18n/dictionaries.ts).
const LOADERS: Record<
  SiteLanguage,
  () => Promise<{ default: ContactDictionary }>
> = {
  en: () => import("./en"),
  pt: () => import("./pt"),
};

/** A language's contact texts (a failed fetch is tried again by the next call). */
export const loadContactDictionary = (
  lang: SiteLanguage,
): Promise<ContactDictionary> =>
  LOADERS[lang]().then((module) => module.default);
