import {
  draftCharacterIssues,
  MAX_CONTENT_BYTES,
  type ContentIssue,
} from "../../../../core/content/profile-schema";
import { cleanText } from "../../../../core/text-rule";

/** Content the owner sent that cannot be kept: the message says why. */
export class DraftRefused extends Error {
  constructor(
    message: string,
    /** The fields at fault, when the message is about fields. */
    readonly issues?: ContentIssue[],
  ) {
    super(message);
  }
}

/**
 * A draft may be incomplete or wrong (it is work in progress), but it is a
 * JSON object the store can keep, of at most MAX_CONTENT_BYTES, and holds no
 * character that no content may hold.
 */
export function checkDraft(document: unknown): asserts document is object {
  if (
    typeof document !== "object" ||
    document === null ||
    Array.isArray(document)
  )
    throw new DraftRefused("The draft must be a JSON object");
  const json = JSON.stringify(document);
  if (new TextEncoder().encode(json).length > MAX_CONTENT_BYTES)
    throw new DraftRefused(
      `The draft is larger than ${MAX_CONTENT_BYTES / 1024} KiB`,
    );
  if (holdsUnstorable(document))
    throw new DraftRefused(
      "The draft contains a NUL character or a lone surrogate, which the store cannot keep",
    );
  const issues = draftCharacterIssues(document);
  if (issues.length)
    throw new DraftRefused(
      `The draft has characters no content may hold: ${issues
        .map((issue) => `${issue.path} ${issue.message}`)
        .join("; ")}`,
      issues,
    );
}

// PostgreSQL's JSON cannot hold the NUL character nor a lone UTF-16
// surrogate, in a value or in a key.
const holdsUnstorable = (value: unknown): boolean =>
  typeof value === "string"
    ? /\0|\p{Surrogate}/u.test(value)
    : typeof value === "object" &&
      value !== null &&
      Object.entries(value).some(
        ([key, item]) => holdsUnstorable(key) || holdsUnstorable(item),
      );

/**
 * A draft kept under an older, looser rule, without what no text may hold
 * now (its fields' shapes are unknown, so every text is cleaned as several
 * lines; a line break left in a one-line field shows on that field in the
 * editor). Otherwise characters the owner cannot see would make every
 * autosave of it fail.
 */
export function cleanDraft<T>(value: T): T {
  if (typeof value === "string") return cleanText(value, "lines") as T;
  if (Array.isArray(value)) return value.map(cleanDraft) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cleanDraft(item)]),
    ) as T;
  return value;
}
