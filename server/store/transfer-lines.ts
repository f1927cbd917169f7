// Export format version 3: JSON lines, written as they are read, so a backup
// of a large store never holds the whole store (docs/decisions/ on
// "backups as a stream"). The first line names the format and version; then
// one record a line, `{"kind": …, "row": …}`; the last line is
// `{"kind":"end","counts":{…}}`, the number of records of each kind, so a
// file cut short is refused rather than half restored.
import {
  PORTRAIT_CONTENT_TYPES,
  PORTRAIT_FORMATS,
  parsePortraitFileName,
  portraitFileName,
} from "../../core/portrait-files";
import { portraitsIn, type PortraitExport } from "./transfer-portraits";
import type { Queryable } from "./db";

/** Every kind of record a version-3 file holds, in the order it writes them. */
const RECORD_KINDS = [
  "setting",
  "languages",
  "invitation",
  "testimonial",
  "live",
  "draft",
  "revision",
  "portrait",
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Rows read per query: a page of revisions is a few MiB at most. */
const PAGE = 100;

type Row = Record<string, unknown>;
type Write = (line: string) => Promise<void> | void;

/**
 * Reads `sql`'s rows page by page, by a key that orders them (`after` gives
 * the next page's bound from a row): at most PAGE rows are in memory, here
 * and in PGlite's heap, which never shrinks (decision 009).
 */
async function* pages(
  tx: Queryable,
  sql: (bounded: boolean) => string,
  after: (row: Row) => unknown[],
): AsyncGenerator<Row> {
  let bound: unknown[] | null = null;
  for (;;) {
    const found: { row: Row }[] = await tx.query<{ row: Row }>(
      sql(bound !== null),
      bound ?? [],
    );
    for (const { row } of found) yield row;
    if (found.length < PAGE) return;
    bound = after(found.at(-1)!.row);
  }
}

const byTimeAndId = (table: string, alias: string, select: string) => ({
  sql: (bounded: boolean) =>
    `SELECT ${select} AS row FROM ${table} ${alias}
     ${bounded ? `WHERE (${alias}.created_at, ${alias}.id) > ($1::timestamptz, $2::uuid)` : ""}
     ORDER BY ${alias}.created_at, ${alias}.id LIMIT ${PAGE}`,
  after: (row: Row) => [row.created_at, row.id],
});

/**
 * Writes the rows of one REPEATABLE READ snapshot (call inside it), then
 * returns the names of the portrait files the content names, for
 * writePortraits. Nothing that could lead back to a client's address: not
 * the secrets that key client addresses, not the keys (`submitter_key`).
 */
export async function writeRows(
  tx: Queryable,
  record: (kind: RecordKind, row: unknown) => Promise<void>,
): Promise<string[]> {
  for (const row of await tx.query(
    "SELECT key, value FROM settings ORDER BY key",
  ))
    await record("setting", row);
  for (const { row } of await tx.query<{ row: Row }>(
    "SELECT jsonb_build_object('default_language', default_language, 'hidden', hidden) AS row FROM site_languages",
  ))
    await record("languages", row);
  const invitations = byTimeAndId("invitations", "i", "to_jsonb(i)");
  for await (const row of pages(tx, invitations.sql, invitations.after))
    await record("invitation", row);
  const testimonials = byTimeAndId(
    "testimonials",
    "t",
    "to_jsonb(t) - 'submitter_key'",
  );
  for await (const row of pages(tx, testimonials.sql, testimonials.after))
    await record("testimonial", row);
  for (const { row } of await tx.query<{ row: Row }>(
    "SELECT to_jsonb(l) AS row FROM content_live l ORDER BY lang",
  ))
    await record("live", row);
  const names = new Set<string>();
  const named = (row: Row) => {
    for (const { id, widths } of portraitsIn(row.document))
      for (const width of widths)
        for (const format of PORTRAIT_FORMATS) {
          const name = portraitFileName(id, width, format);
          if (parsePortraitFileName(name)) names.add(name);
        }
  };
  for (const { row } of await tx.query<{ row: Row }>(
    "SELECT to_jsonb(d) AS row FROM content_drafts d ORDER BY lang",
  )) {
    named(row);
    await record("draft", row);
  }
  const revisions = pages(
    tx,
    (bounded) =>
      `SELECT to_jsonb(r) AS row FROM content_revisions r
       ${bounded ? "WHERE r.id > $1" : ""} ORDER BY r.id LIMIT ${PAGE}`,
    (row) => [row.id],
  );
  for await (const row of revisions) {
    named(row);
    await record("revision", row);
  }
  return [...names].sort();
}

/** A line writer that counts what it writes and ends with the counts. */
export function recordWriter(write: Write) {
  const counts = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, 0]),
  ) as Record<RecordKind, number>;
  return {
    counts,
    async record(kind: RecordKind, row: unknown) {
      counts[kind]++;
      await write(JSON.stringify({ kind, row }) + "\n");
    },
    end: () => write(JSON.stringify({ kind: "end", counts }) + "\n"),
  };
}

/** A portrait file's record (the content type for readers of version 2). */
export const portraitRecord = (
  name: string,
  bytes: Uint8Array,
): PortraitExport => ({
  name,
  contentType: PORTRAIT_CONTENT_TYPES[parsePortraitFileName(name)!.format],
  bytes: Buffer.from(bytes).toString("base64"),
});

const CUT_SHORT =
  "The file ends before its end line: it was cut short (a full disk, an interrupted copy)";

/** The records of a version-3 file's lines after the first, grouped by kind; throws one line naming the line that is wrong. */
export function readRecords(lines: string[]): Record<RecordKind, unknown[]> {
  const found = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, [] as unknown[]]),
  ) as Record<RecordKind, unknown[]>;
  let ended = false;
  lines.forEach((line, index) => {
    const at = `line ${index + 2}`;
    if (line === "") return;
    if (ended) throw new Error(`${at}: a record after the end line`);
    let parsed: { kind?: unknown; row?: unknown; counts?: unknown };
    try {
      parsed = JSON.parse(line) as typeof parsed;
    } catch {
      // A last line without its newline was cut mid-record.
      throw new Error(
        index === lines.length - 1 ? CUT_SHORT : `${at}: not JSON`,
      );
    }
    if (parsed.kind === "end") {
      const counts = (parsed.counts ?? {}) as Record<string, unknown>;
      for (const kind of RECORD_KINDS)
        if (counts[kind] !== found[kind].length)
          throw new Error(
            `${at}: the file says it holds ${String(counts[kind])} ${kind} record(s), and holds ${found[kind].length}`,
          );
      ended = true;
      return;
    }
    if (!RECORD_KINDS.includes(parsed.kind as RecordKind))
      throw new Error(
        `${at}: unknown kind of record ${JSON.stringify(parsed.kind)}: the file was written by a newer version of the site; restore it with that version`,
      );
    if (typeof parsed.row !== "object" || parsed.row === null)
      throw new Error(`${at}: the record has no row`);
    found[parsed.kind as RecordKind].push(parsed.row);
  });
  if (!ended) throw new Error(CUT_SHORT);
  return found;
}
