import type { z } from "zod";
import { CHARACTER_ISSUE } from "./content-text";
import { profileShape } from "./profile-shape";

// The levels and their bars live in ./language-levels (no zod there).
export { LANGUAGE_LEVELS } from "./language-levels";
export { SECTION_ANCHORS } from "./profile-shape";

/** A published or draft revision is at most this many bytes of JSON. */
export const MAX_CONTENT_BYTES = 256 * 1024;

/** What the owner sends: refused where it breaks the rules. */
const profileSchema = profileShape("write");
/** What the store holds: cleaned of what older rules let through (built on first read). */
let storedSchema: typeof profileSchema | undefined;

/** The content as the owner writes it (defaults may be left out). */
export type ProfileInput = z.input<typeof profileSchema>;
/** The content as the page reads it: validated, with every default filled in. */
export type Profile = z.output<typeof profileSchema>;

export interface ContentIssue {
  /** The field's path, dotted: "experience.0.highlights.1". */
  path: string;
  message: string;
}

export type ContentCheck =
  { ok: true; profile: Profile } | { ok: false; issues: ContentIssue[] };

function check(schema: typeof profileSchema, value: unknown): ContentCheck {
  const bytes = new TextEncoder().encode(JSON.stringify(value ?? null)).length;
  if (bytes > MAX_CONTENT_BYTES)
    return {
      ok: false,
      issues: [
        {
          path: "",
          message: `is ${Math.ceil(bytes / 1024)} KiB; content may be at most ${MAX_CONTENT_BYTES / 1024} KiB`,
        },
      ],
    };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, profile: result.data };
  return { ok: false, issues: result.error.issues.map(toContentIssue) };
}

const toContentIssue = (issue: z.core.$ZodIssue): ContentIssue => ({
  path: issue.path.join("."),
  message: issue.message,
});

/** Checks content the owner sends against the schema and the size limit; never throws. */
export const checkProfile = (value: unknown) => check(profileSchema, value);

/**
 * The characters a draft holds that no content may (core/content/content-text.ts):
 * a draft may be incomplete or wrong, but not that.
 */
export function draftCharacterIssues(value: unknown): ContentIssue[] {
  const result = profileSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter(
      (issue) =>
        issue.code === "custom" &&
        issue.params?.characters === CHARACTER_ISSUE.characters,
    )
    .map(toContentIssue);
}

/** A content mistake: one line per problem, each naming the field. */
export class ContentError extends Error {
  constructor(
    readonly issues: ContentIssue[],
    source = "profile",
  ) {
    super(
      issues
        .map(
          (issue) =>
            `${source}${issue.path ? `.${issue.path}` : ""}: ${issue.message}`,
        )
        .join("\n"),
    );
    this.name = "ContentError";
  }
}

/**
 * Reads content written earlier (a stored revision, a backup, a seed file):
 * characters an older rule let through are cleaned, not refused; anything
 * else wrong throws a ContentError naming every wrong field.
 */
export function assertValidProfile(value: unknown, source?: string): Profile {
  storedSchema ??= profileShape("read");
  const read = check(storedSchema, value);
  if (read.ok) return read.profile;
  throw new ContentError(read.issues, source);
}
