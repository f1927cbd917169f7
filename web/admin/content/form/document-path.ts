/**
 * The editor keeps the owner's document as plain JSON (a draft may be
 * incomplete or wrong) and reads and writes it by path, the same dotted path
 * the schema's issues carry: "experience.0.highlights.1".
 */
export type Path = readonly (string | number)[];

export const pathKey = (path: Path) => path.join(".");

export function getAt(document: unknown, path: Path): unknown {
  let value = document;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** A copy of `document` with `value` at `path`; missing objects and lists on the way are created. */
export function setAt(document: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  const child = setAt(getAt(document, [key]), rest, value);
  if (typeof key === "number") {
    const list = Array.isArray(document) ? [...document] : [];
    list[key] = child;
    return list;
  }
  const object =
    document && typeof document === "object" && !Array.isArray(document)
      ? document
      : {};
  return { ...object, [key]: child };
}

/** The list at `path`, or an empty one when the draft has none there. */
export const listAt = (document: unknown, path: Path): unknown[] => {
  const value = getAt(document, path);
  return Array.isArray(value) ? value : [];
};

/** The id of the control editing `path` in `lang`'s editor ("content-pt-experience-1-company"). */
export const fieldId = (lang: string, path: Path) =>
  `content-${lang}-${pathKey(path).replace(/\./g, "-")}`;
