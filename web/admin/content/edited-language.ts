import { useCallback, useEffect, useState } from "react";
import {
  DEFAULT_LANGUAGE,
  isSiteLanguage,
  type SiteLanguage,
} from "../../../core/site-languages";

/** The language the address asks the content editor for (`?lang=pt`), else the default. */
const languageFromAddress = (): SiteLanguage => {
  const asked = new URLSearchParams(location.search).get("lang");
  return isSiteLanguage(asked) ? asked : DEFAULT_LANGUAGE;
};

/** The address that opens the editor in `lang` and focuses the field with the id `fieldId`. */
export function fieldAddress(lang: string, fieldId: string): string {
  const search = new URLSearchParams(location.search);
  search.set("lang", lang);
  return `${location.pathname}?${search.toString()}#${fieldId}`;
}

/**
 * Opens the editor in another language at one of its fields: the address
 * changes as a link's would (Back returns), and `useEditedLanguage` follows
 * it; the new editor focuses the field named in the address as it opens.
 */
export function editInLanguage(lang: string, fieldId: string) {
  history.pushState(null, "", fieldAddress(lang, fieldId));
  window.dispatchEvent(new PopStateEvent("popstate"));
}

/**
 * The language the content editor edits, kept in the address (`?lang=`) so
 * a link can open another language's field and a reload stays in the same
 * language.
 */
export function useEditedLanguage(): [
  SiteLanguage,
  (lang: SiteLanguage) => void,
] {
  const [lang, setLang] = useState(languageFromAddress);
  useEffect(() => {
    const follow = () => setLang(languageFromAddress());
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);
  const choose = useCallback((next: SiteLanguage) => {
    setLang(next);
    const url = new URL(location.href);
    if (next === DEFAULT_LANGUAGE) url.searchParams.delete("lang");
    else url.searchParams.set("lang", next);
    url.hash = "";
    history.replaceState(null, "", url);
  }, []);
  return [lang, choose];
}

/** The field the address names for `lang` (`#content-pt-…`), focused once the editor opens. */
export function focusAddressedField(lang: string) {
  const id = decodeURIComponent(location.hash.slice(1));
  if (id.startsWith(`content-${lang}-`)) document.getElementById(id)?.focus();
}
