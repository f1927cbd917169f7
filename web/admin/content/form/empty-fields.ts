import { getAt, type Path } from "./document-path";

/**
 * The texts filled in `reference` (another language's content) that are
 * still empty in `document`: what the owner has left to translate. A list
 * shorter here than there counts its missing entries' texts too.
 */
export function emptyFields(document: unknown, reference: unknown): Path[] {
  const empty: Path[] = [];
  const walk = (value: unknown, path: Path) => {
    if (typeof value === "string") {
      const here = getAt(document, path);
      if (value.trim() && !(typeof here === "string" && here.trim()))
        empty.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value))
        walk(item, [...path, key]);
    }
  };
  walk(reference, []);
  return empty;
}
