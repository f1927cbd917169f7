import type { SiteLanguage } from "../../../core/site-languages";
import contactEn from "./contact/en";
import type { ContactDictionary } from "./contact/contact-dictionary";
import contactPt from "./contact/pt";
import type { Dictionary } from "./dictionary";
import en from "./languages/en";
import pt from "./languages/pt";

/**
 * Every language's dictionary, for the server's rendering. Browser code
 * must not import this (it would ship every language): it gets its
 * language's page strings in the boot data and the rest from
 * `loadDictionary`.
 */
export const DICTIONARIES: Record<SiteLanguage, Dictionary> = { en, pt };

/** Every language's contact texts, for the server's rendering (the browser loads its language's with the dialog or form). */
export const CONTACT_DICTIONARIES: Record<SiteLanguage, ContactDictionary> = {
  en: contactEn,
  pt: contactPt,
};
