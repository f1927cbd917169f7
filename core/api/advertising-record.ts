/**
 * Why a copy of a page was taken: the first copy of that page, a publish
 * (in any language: they share the identity), a change of the testimonials
 * it was given or of the published languages, another change of what it shows (the contact choices), or the
 * periodic copy taken when the newest is older than the interval.
 */
export type CopyReason =
  "first" | "publish" | "testimonials" | "languages" | "change" | "periodic";

/** One copy in the advertising record, without its HTML (GET /advertising-record). */
export interface AdvertisingCopy {
  id: string;
  takenAt: string;
  reason: CopyReason;
  lang: string;
  /** The page's public path: `/`, `/pt/`, `/pt/privacidade`, `/contact`, `/cv/{file name}`. */
  path: string;
  /** The size of its HTML, uncompressed. */
  bytes: number;
  /** SHA-256 of its HTML, hexadecimal. */
  sha256: string;
  /** When a testimonial it shows was later deleted or anonymised; null if none was. */
  testimonialErasedAt: string | null;
}

/** GET /advertising-record: newest first. */
export interface AdvertisingRecordList {
  copies: AdvertisingCopy[];
  /** Days each copy is kept (the newest before that limit is kept too). */
  retentionDays: number;
}

/** One entry of the export's manifest.json: a file of the archive and its copy. */
export interface ManifestEntry extends Omit<AdvertisingCopy, "id" | "bytes"> {
  file: string;
}
