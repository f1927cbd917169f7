import { describe, expect, it } from "vitest";
import en from "./en";
import pt from "./pt";

// Every text as "path: text", so a failure names the key.
const texts = (value: object, prefix = ""): [string, string][] =>
  Object.entries(value).flatMap(([key, v]) =>
    typeof v === "string"
      ? [[`${prefix}${key}`, v] as [string, string]]
      : texts(v as object, `${prefix}${key}.`),
  );
const placesOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe("the Portuguese dictionary", () => {
  it("keeps every {place} of the English text, and adds none", () => {
    const english = new Map(texts(en));
    for (const [key, text] of texts(pt))
      expect(placesOf(text), key).toEqual(placesOf(english.get(key)!));
  });

  it("keeps the leading space of the texts appended to others", () => {
    expect(pt.server.opensInNewTab).toMatch(/^ \S/);
  });
});
