import type { SiteLanguage } from "../../../core/site-languages";
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
