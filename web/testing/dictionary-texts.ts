import type { Dictionary } from "../page/i18n/dictionary";

/**
 * Test support: every text of a dictionary, with its `{placeholders}` cut
 * out; the pieces of one or two characters between places (":", "of",
 * "de") tell no language.
 */
export function dictionaryTexts(dictionary: Dictionary): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string")
      out.push(...value.split(/\{\w+\}/).map((part) => part.trim()));
    else if (value && typeof value === "object")
      Object.values(value).forEach(walk);
  };
  walk(dictionary);
  return out.filter((text) => text.length > 2);
}

/** Interface texts written the same in English and Portuguese, reviewed: a page may show them in either. */
export const SAME_IN_BOTH = [
  // The menu button's name: the word is used as is in Portuguese.
  "Menu",
  // A label of the podcast link: Portuguese uses the English word.
  "Podcast",
];

/**
 * Whether `text` stands in `page` as words of its own ("Cancel" is not in
 * "Cancelar", nor "Client" in "Cliente").
 */
export const shows = (page: string, text: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
    "u",
  ).test(page);
