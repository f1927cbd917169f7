// The admin API's site languages: GET and PUT /languages (PUT sends a SiteLanguages).
import type { SiteLanguage, SiteLanguages } from "../site-languages";

/** The answer to GET and PUT: the setting, with each language's name and whether it has published content. */
export interface SiteLanguagesState extends SiteLanguages {
  languages: { lang: SiteLanguage; name: string; hasContent: boolean }[];
}
