import type en from "./languages/en";

/** One language's interface texts; every language has every key. */
export type Dictionary = typeof en;
export type FormStrings = Dictionary["form"];

/** Fills the `{name}` places of a dictionary text. */
export const fill = (
  text: string,
  values: Record<string, string | number>,
): string =>
  text.replace(/\{(\w+)\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
