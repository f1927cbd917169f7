import { createReadStream } from "node:fs";
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
} from "../../../core/content/portrait-files";
import { portraitsIn, type PortraitExport } from "./transfer-portraits";
import type { Queryable } from "../db/db";
import { CONTACT_SETTINGS_ROW } from "./transfer-enquiries";
import { PROFESSIONAL_RULES_ROW } from "./transfer-professional-rules";
import { INSIGHTS_SETTINGS_ROW, insightsDaysSql } from "./transfer-insights";

/** Every kind of record a version-3 file holds, in the order it writes them. */
const RECORD_KINDS = [
  "setting",
  "languages",
  "contact",
  "rules",
  "insights",
  "invitation",
  "testimonial",
  "enquiry",
  "insights-day",
  "live",
  "draft",
  "revision",
  "portrait",
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Kinds added to version 3 after it was first written: a file from before has none and does not count them. */
const LATER_KINDS: readonly RecordKind[] = [
  "contact",
  "rules",
  "insights",
  "enquiry",
  "insights-day",
];

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
 * the secrets that key client addresses, not the keys (`submitter_key` of
 * testimonials and enquiries), not Insights' daily salts or visitor keys
 * (only the daily totals).
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
  for (const { row } of await tx.query<{ row: Row }>(CONTACT_SETTINGS_ROW))
    await record("contact", row);
  for (const { row } of await tx.query<{ row: Row }>(PROFESSIONAL_RULES_ROW))
    await record("rules", row);
  for (const { row } of await tx.query<{ row: Row }>(INSIGHTS_SETTINGS_ROW))
    await record("insights", row);
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
  const enquiries = byTimeAndId(
    "enquiries",
    "e",
    "to_jsonb(e) - 'submitter_key'",
  );
  for await (const row of pages(tx, enquiries.sql, enquiries.after))
    await record("enquiry", row);
  const days = pages(
    tx,
    (bounded) => insightsDaysSql(bounded, PAGE),
    (row) => [row.day],
  );
  for await (const row of days) await record("insights-day", row);
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

/** One line of a file and its number; not `whole` when the file ends without its newline. */
export interface Line {
  text: string;
  number: number;
  whole: boolean;
}

/** A file's lines, read a MiB at a time: only the line being read is held. */
export async function* fileLines(file: string): AsyncGenerator<Line> {
  let pieces: string[] = [];
  let number = 0;
  const chunks = createReadStream(file, {
    encoding: "utf8",
    highWaterMark: 1 << 20,
  }) as AsyncIterable<string>;
  for await (const chunk of chunks) {
    let start = 0;
    for (
      let at = chunk.indexOf("\n");
      at !== -1;
      at = chunk.indexOf("\n", start)
    ) {
      pieces.push(chunk.slice(start, at));
      yield { text: pieces.join(""), number: ++number, whole: true };
      pieces = [];
      start = at + 1;
    }
    if (start < chunk.length) pieces.push(chunk.slice(start));
  }
  if (pieces.length)
    yield { text: pieces.join(""), number: ++number, whole: false };
}

export interface ExportRecord {
  kind: RecordKind;
  row: Row;
}

/**
 * Checks a version-3 file's lines after the first, one at a time, as
 * `record` is given them: their kinds in the order they are written, the end
 * line's counts. Each throws one line naming the line that is wrong.
 */
export function recordChecker() {
  const counts = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, 0]),
  ) as Record<RecordKind, number>;
  let ended = false;
  let last = 0;
  return {
    counts,
    /** The line's record; null for a blank line or the end line. */
    record({ text, number, whole }: Line): ExportRecord | null {
      const at = `line ${number}`;
      if (text === "") return null;
      if (ended) throw new Error(`${at}: a record after the end line`);
      let parsed: { kind?: unknown; row?: unknown; counts?: unknown };
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        throw new Error(whole ? `${at}: not JSON` : CUT_SHORT);
      }
      if (parsed.kind === "end") {
        const said = (parsed.counts ?? {}) as Record<string, unknown>;
        for (const kind of RECORD_KINDS)
          if (
            (said[kind] ?? (LATER_KINDS.includes(kind) ? 0 : undefined)) !==
            counts[kind]
          )
            throw new Error(
              `${at}: the file says it holds ${String(said[kind])} ${kind} record(s), and holds ${counts[kind]}`,
            );
        ended = true;
        return null;
      }
      const kind = parsed.kind as RecordKind;
      const place = RECORD_KINDS.indexOf(kind);
      if (place === -1)
        throw new Error(
          `${at}: unknown kind of record ${JSON.stringify(parsed.kind)}: the file was written by a newer version of the site; restore it with that version`,
        );
      // The reader relies on the writer's order: the live pointers before
      // the revisions they name, the invitations before their testimonials.
      if (place < last)
        throw new Error(
          `${at}: a ${kind} record after the ${RECORD_KINDS[last]} records: the file is out of order`,
        );
      last = place;
      if (typeof parsed.row !== "object" || parsed.row === null)
        throw new Error(`${at}: the record has no row`);
      counts[kind]++;
      return { kind, row: parsed.row as Row };
    },
    finish() {
      if (!ended) throw new Error(CUT_SHORT);
    },
  };
}

/** The records of a version-3 file's lines after the first, grouped by kind; throws one line naming the line that is wrong. */
export function readRecords(lines: string[]): Record<RecordKind, Row[]> {
  const found = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, [] as Row[]]),
  ) as Record<RecordKind, Row[]>;
  const checker = recordChecker();
  lines.forEach((text, index) => {
    const read = checker.record({
      text,
      number: index + 2,
      whole: index < lines.length - 1,
    });
    if (read) found[read.kind].push(read.row);
  });
  checker.finish();
  return found;
}
