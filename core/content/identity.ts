import type { Profile } from "./profile-schema";

/**
 * The fields that are one value for the whole site, whatever the language:
 * who the owner is and how to reach her. Everything else in the content is
 * text, kept per language. The portrait is shared but its alt text is not
 * (it is written in the page's language).
 */
const IDENTITY_FIELDS = [
  "name",
  "email",
  "phone",
  "linkedinUrl",
  "bookingUrl",
  "websiteUrl",
  "accentColor",
  "portrait",
  "admissions",
] as const;

/** The key the shared identity is stored under, beside the languages. */
export const IDENTITY_KEY = "identity";

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a dotted field path ("portrait.id", "email") belongs to the shared identity. */
export const isIdentityPath = (path: string) => {
  const [head, next] = path.split(".");
  return (
    (IDENTITY_FIELDS as readonly string[]).includes(head ?? "") &&
    !(head === "portrait" && next === "alt")
  );
};

/**
 * Splits a content document (complete or a draft in progress) into the
 * shared identity and the language's texts; the portrait's alt text stays
 * with the texts as `portrait: { alt }`.
 */
export function splitDocument(document: Loose): {
  identity: Loose;
  texts: Loose;
} {
  const identity: Loose = {};
  const texts: Loose = {};
  for (const [key, value] of Object.entries(document))
    if ((IDENTITY_FIELDS as readonly string[]).includes(key))
      identity[key] = value;
    else texts[key] = value;
  if (isObject(identity.portrait)) {
    const { alt, ...image } = identity.portrait;
    identity.portrait = image;
    texts.portrait = { alt: alt ?? "" };
  } else if ("portrait" in identity) texts.portrait = null;
  return { identity, texts };
}

/**
 * The document the page and the editor see: a language's texts with the
 * shared identity. Texts stored before the identity was shared still hold
 * identity fields of their own; the shared ones win. A portrait with no alt
 * text in this language is described by the owner's name.
 */
export function mergeDocument(identity: Loose, texts: Loose): Loose {
  const merged: Loose = { ...texts };
  for (const key of IDENTITY_FIELDS)
    if (key in identity) merged[key] = identity[key];
    else if (key !== "portrait") delete merged[key];
  if (!("portrait" in identity)) {
    delete merged.portrait;
    return merged;
  }
  const image = identity.portrait;
  const alt = isObject(texts.portrait) ? texts.portrait.alt : undefined;
  merged.portrait = isObject(image)
    ? {
        ...image,
        alt: typeof alt === "string" && alt.trim() ? alt : identity.name,
      }
    : null;
  return merged;
}

/**
 * Fields added to the identity after stores held one, with what a stored
 * identity without them means: an identity written before bar admissions
 * has none. Compared with these filled in, publishing unchanged content on
 * such a store adds no identity revision and keeps no identity draft.
 */
const ADDED_LATER: Loose = { admissions: [] };

/** A stored identity (or anything else, unchanged) with the fields added since filled in. */
export const withAddedFields = (identity: unknown): unknown =>
  isObject(identity) ? { ...ADDED_LATER, ...identity } : identity;

/** The identity's part of a valid profile, in a fixed key order (compared as JSON). */
export function identityOf(profile: Profile): Loose {
  return splitDocument(
    Object.fromEntries(
      IDENTITY_FIELDS.map((key) => [key, profile[key]]),
    ) as Loose,
  ).identity;
}
