import { readFile, stat } from "node:fs/promises";
import type { ContactSettings } from "../../../core/api/enquiries";
import type { InsightsSettings } from "../../../core/api/insights";
import type { ProfessionalRulesSettings } from "../../../core/api/professional-rules";
import type { Db } from "../db/db";
import { writeContactSettings } from "../repos/contact-settings";
import { writeInsightsSettings } from "../repos/insights-settings";
import { writeProfessionalRules } from "../repos/professional-rules";
import type { PortraitFiles } from "../repos/portrait-files";
import {
  checkContentExport,
  contentImport,
  liveChecker,
  NO_CONTENT,
  type ContentExport,
} from "./transfer-content";
import {
  checkedContactSettings,
  checkedEnquiry,
  importEnquiries,
} from "./transfer-enquiries";
import {
  checkedInsightsDay,
  checkedInsightsSettings,
  insightsDaysImporter,
} from "./transfer-insights";
import { checkedProfessionalRules } from "./transfer-professional-rules";
import {
  fileLines,
  portraitRecord,
  readRecords,
  recordChecker,
  recordWriter,
  writeRows,
  type ExportRecord,
  type RecordKind,
} from "./transfer-lines";
import {
  checkedPortrait,
  importPortrait,
  type PortraitExport,
} from "./transfer-portraits";

const EXPORT_FORMAT = "counsel-portfolio-export";
/**
 * 2 added the page's content and the portrait files; 3 writes the same as
 * JSON lines (server/store/transfer/transfer-lines.ts). Files of every version import.
 */
const EXPORT_VERSION = 3;
const READABLE_VERSIONS = [1, 2, EXPORT_VERSION];

/**
 * An export in memory, in version 2's shape, whichever version the file was.
 * @internal
 */
export interface StoreExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  /** Rows of `testimonials`, every column but `submitter_key`, as PostgreSQL's to_jsonb writes them. */
  testimonials: Record<string, unknown>[];
  settings: { key: string; value: string }[];
  /** The page's content: every revision, the live pointers, the drafts. */
  content: ContentExport;
  /** The files of every portrait the content names. */
  portraits: PortraitExport[];
  /**
   * Rows of `invitations` (absent from exports made before them). Only the
   * hash of each link's token is stored, so links still unanswered keep
   * working on the new store and the file opens none.
   */
  invitations?: Record<string, unknown>[];
  /** Rows of `enquiries`, every column but `submitter_key` (absent from exports made before them). */
  enquiries?: Record<string, unknown>[];
  /** The owner's contact settings (absent from exports made before them: the store keeps its own). */
  contactSettings?: ContactSettings;
  /** The owner's professional rules, overrides dated (absent from exports made before them: the store keeps its own). */
  professionalRules?: ProfessionalRulesSettings;
  /** How long the Insights daily totals are kept (absent from exports made before it: the store keeps its own). */
  insightsSettings?: InsightsSettings;
  /**
   * The Insights daily totals, one object per UTC day with a total
   * (server/store/transfer/transfer-insights.ts); never a salt or a visitor
   * key. Absent from exports made before them.
   */
  insightsDays?: Record<string, unknown>[];
}

/** What an export is read from and loaded into: the rows, and the portrait files kept beside them. */
export interface TransferStore {
  db: Db;
  portraits: PortraitFiles;
}

/**
 * Writes everything worth moving to another store (see server/cli/export.ts)
 * as version-3 lines, each handed to `write` (awaited, so a slow reader
 * holds the reading back) as soon as it is read: the rows of one REPEATABLE
 * READ snapshot, so a copy taken while the server writes is consistent (a
 * backup: server/cli/backup.ts), read a page at a time; then the portrait files
 * the content names, one at a time (named by their content's hash, they
 * never change: reading them after the snapshot gives the same bytes).
 * Returns how many records of each kind it wrote.
 */
export async function writeExport(
  { db, portraits }: TransferStore,
  write: (line: string) => Promise<void> | void,
): Promise<Record<RecordKind, number>> {
  await write(
    JSON.stringify({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
    }) + "\n",
  );
  const out = recordWriter(write);
  const names = await db.transaction(async (tx) => {
    await tx.query(
      "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY",
    );
    return writeRows(tx, out.record);
  });
  for (const name of names) {
    const file = await portraits.get(name);
    if (file) await out.record("portrait", portraitRecord(name, file.bytes));
  }
  await out.end();
  return out.counts;
}

const NOT_AN_EXPORT = `The file is not an export of this site (format ${EXPORT_FORMAT}, version ${READABLE_VERSIONS.join(", ")})`;

/** A version-3 file's text, read into version 2's shape. */
function fromLines(text: string): StoreExport {
  const [first, ...rest] = text.split("\n");
  let header: Partial<StoreExport>;
  try {
    header = JSON.parse(first!) as Partial<StoreExport>;
  } catch {
    throw new Error(
      "The file is not JSON: expected a file from npm run export",
    );
  }
  if (header?.format !== EXPORT_FORMAT || header.version !== EXPORT_VERSION)
    throw new Error(NOT_AN_EXPORT);
  const records = readRecords(rest);
  const rows = (kind: RecordKind) => records[kind] as Record<string, unknown>[];
  return {
    format: EXPORT_FORMAT,
    version: 2,
    exportedAt: String(header.exportedAt),
    testimonials: rows("testimonial"),
    invitations: rows("invitation"),
    enquiries: rows("enquiry"),
    contactSettings: records.contact[0] as ContactSettings | undefined,
    professionalRules: records.rules[0] as
      ProfessionalRulesSettings | undefined,
    insightsSettings: records.insights[0] as InsightsSettings | undefined,
    insightsDays: rows("insights-day"),
    settings: records.setting as StoreExport["settings"],
    content: {
      revisions: rows("revision"),
      live: rows("live"),
      drafts: rows("draft"),
      languages: records.languages[0] as ContentExport["languages"],
    },
    portraits: records.portrait as unknown as PortraitExport[],
  };
}

/**
 * Reads an export file's text (any version); throws one clear line when it is not one.
 * @internal
 */
export function parseExport(text: string): StoreExport {
  // Version 3 is JSON lines: its first line is a whole JSON object.
  if (!text.startsWith("{\n") && text.includes("\n{")) return fromLines(text);
  let data: Partial<StoreExport>;
  try {
    data = JSON.parse(text) as Partial<StoreExport>;
  } catch {
    throw new Error(
      "The file is not JSON: expected a file from npm run export",
    );
  }
  if (
    data?.format !== EXPORT_FORMAT ||
    !READABLE_VERSIONS.includes(data.version as number) ||
    data.version === EXPORT_VERSION
  )
    throw new Error(NOT_AN_EXPORT);
  if (!Array.isArray(data.testimonials) || !Array.isArray(data.settings))
    throw new Error(
      "The export is incomplete: testimonials or settings missing",
    );
  if (data.invitations !== undefined && !Array.isArray(data.invitations))
    throw new Error("The export's invitations must be a list");
  if (data.enquiries !== undefined && !Array.isArray(data.enquiries))
    throw new Error("The export's enquiries must be a list");
  if (data.version === 1)
    return { ...data, content: NO_CONTENT, portraits: [] } as StoreExport;
  const content = data.content;
  if (
    !Array.isArray(content?.revisions) ||
    !Array.isArray(content.live) ||
    !Array.isArray(content.drafts) ||
    !Array.isArray(data.portraits)
  )
    throw new Error("The export is incomplete: content or portraits missing");
  return data as StoreExport;
}

// Exports of older versions carried the one secret that keyed every client
// address, and the keys: neither is loaded.
const OLD_SECRET_SETTING = "client_key_secret";

export interface Imported {
  testimonials: number;
  invitations: number;
  /** New enquiries (an id already stored keeps its row). */
  enquiries: number;
  settings: number;
  /** New days of Insights totals (a day the store holds totals for keeps its own). */
  insightsDays: number;
  /** Content revisions and drafts written. */
  revisions: number;
  drafts: number;
  /** Languages whose content the store had of its own: left as they were. */
  contentKept: string[];
  /** Portrait files written (a file already there is kept). */
  portraits: number;
}

type Row = Record<string, unknown>;

/**
 * An export checked and ready to load: what a first pass over it found, and
 * its records read again, in the file's order, for the second.
 */
export interface ExportSource {
  /** How many records of each kind it holds. */
  counts: {
    testimonials: number;
    enquiries: number;
    insightsDays: number;
    revisions: number;
    portraits: number;
  };
  /** The live pointers, drafts and languages, and every revision without its document. */
  content: ContentExport;
  records(kinds: readonly RecordKind[]): AsyncIterable<ExportRecord>;
}

const withoutDocument = ({ document: _, ...row }: Row) => row;

/**
 * An export held whole (versions 1 and 2, and tests), checked.
 * @internal
 */
export function fromExport(data: StoreExport): ExportSource {
  data.portraits.forEach(checkedPortrait);
  checkContentExport(data.content);
  const enquiries = data.enquiries ?? [];
  enquiries.forEach(checkedEnquiry);
  if (data.contactSettings)
    checkedContactSettings(data.contactSettings as unknown as Row);
  if (data.professionalRules)
    checkedProfessionalRules(data.professionalRules as unknown as Row);
  if (data.insightsSettings)
    checkedInsightsSettings(data.insightsSettings as unknown as Row);
  const insightsDays = data.insightsDays ?? [];
  insightsDays.forEach(checkedInsightsDay);
  const byKind: Partial<Record<RecordKind, Row[]>> = {
    setting: data.settings,
    contact: data.contactSettings
      ? [data.contactSettings as unknown as Row]
      : [],
    rules: data.professionalRules
      ? [data.professionalRules as unknown as Row]
      : [],
    insights: data.insightsSettings
      ? [data.insightsSettings as unknown as Row]
      : [],
    "insights-day": insightsDays,
    invitation: data.invitations ?? [],
    testimonial: data.testimonials,
    enquiry: enquiries,
    revision: data.content.revisions,
    portrait: data.portraits as unknown as Row[],
  };
  return {
    counts: {
      testimonials: data.testimonials.length,
      enquiries: enquiries.length,
      insightsDays: insightsDays.length,
      revisions: data.content.revisions.length,
      portraits: data.portraits.length,
    },
    content: {
      ...data.content,
      revisions: data.content.revisions.map(withoutDocument),
    },
    async *records(kinds) {
      for (const kind of kinds)
        for (const row of byKind[kind] ?? []) yield { kind, row };
    },
  };
}

/** A version-3 file's records after its header; checked as they are read. */
async function* fileRecords(file: string): AsyncGenerator<ExportRecord> {
  const checker = recordChecker();
  let header = true;
  for await (const line of fileLines(file)) {
    if (header) {
      header = false;
      continue;
    }
    const record = checker.record(line);
    if (record) yield record;
  }
  checker.finish();
}

/** Whether a file's first line is a version-3 header. */
async function isLines(file: string): Promise<boolean> {
  for await (const { text } of fileLines(file)) {
    try {
      const header = JSON.parse(text) as Partial<StoreExport>;
      return (
        header?.format === EXPORT_FORMAT && header.version === EXPORT_VERSION
      );
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Opens an export file to load. Version 3 is read twice, a line at a time,
 * never whole: this first pass checks every line (its kind, order and the
 * end line's counts), every portrait file (the image its name says),
 * every enquiry, the contact settings, the professional rules, the Insights
 * setting and each day of Insights totals (the form's, the settings' and
 * the tables' rules) and every live revision (the schema), and throws one line naming the first
 * that fails; it keeps only the revisions' identities, the live pointers and
 * the drafts. The second pass (`records`) writes. Versions 1 and 2, single
 * JSON documents from older versions, are read whole.
 */
export async function openExportFile(file: string): Promise<ExportSource> {
  if (!(await stat(file)).isFile())
    throw new Error(
      `${file} is not a file: it is read twice, so a pipe or stdin cannot be; save it to a file first`,
    );
  if (!(await isLines(file)))
    return fromExport(parseExport(await readFile(file, "utf8")));
  const content: ContentExport = { revisions: [], live: [], drafts: [] };
  let checker: ReturnType<typeof liveChecker> | undefined;
  const counts = {
    testimonials: 0,
    enquiries: 0,
    insightsDays: 0,
    revisions: 0,
    portraits: 0,
  };
  for await (const { kind, row } of fileRecords(file)) {
    if (kind === "testimonial") counts.testimonials++;
    else if (kind === "enquiry") checkedEnquiry(row, counts.enquiries++);
    else if (kind === "contact") checkedContactSettings(row);
    else if (kind === "rules") checkedProfessionalRules(row);
    else if (kind === "insights") checkedInsightsSettings(row);
    else if (kind === "insights-day")
      checkedInsightsDay(row, counts.insightsDays++);
    else if (kind === "languages")
      content.languages = row as ContentExport["languages"];
    else if (kind === "live") content.live.push(row);
    else if (kind === "draft") content.drafts.push(row);
    else if (kind === "revision") {
      checker ??= liveChecker(content.live);
      checker.revision(row);
      content.revisions.push(withoutDocument(row));
      counts.revisions++;
    } else if (kind === "portrait") checkedPortrait(row, counts.portraits++);
  }
  (checker ?? liveChecker(content.live)).finish();
  return {
    counts,
    content,
    async *records(kinds) {
      for await (const record of fileRecords(file))
        if (kinds.includes(record.kind)) yield record;
    },
  };
}

/** Rows written per query. */
const BATCH = 100;

/**
 * Loads a checked export (nothing is written before the checks, which run
 * first: portrait files in a folder have no transaction to roll back). It
 * writes the portrait files first (a name already there keeps its bytes),
 * so the content never names a file the store lacks; then in one
 * transaction, a page of rows at a time in the file's order, the
 * invitations, testimonials and enquiries by id (existing ids are kept),
 * the settings, contact settings, professional rules and Insights setting
 * (replaced), the days of Insights totals (a day already held keeps its
 * own) and the content (server/store/transfer/transfer-content.ts).
 * The tables' CHECK constraints apply to every row.
 */
export async function loadExport(
  { db, portraits }: TransferStore,
  source: ExportSource,
): Promise<Imported> {
  let portraitsAdded = 0;
  let index = 0;
  for await (const { row } of source.records(["portrait"]))
    if (await importPortrait(checkedPortrait(row, index++), portraits))
      portraitsAdded++;
  return db.transaction(async (tx) => {
    const content = await contentImport(tx, source.content);
    let enquiryIndex = 0;
    let dayIndex = 0;
    const insightsDays = insightsDaysImporter(tx);
    const done = {
      testimonials: 0,
      invitations: 0,
      enquiries: 0,
      settings: 0,
      insightsDays: 0,
    };
    const write: Partial<Record<RecordKind, (rows: Row[]) => Promise<void>>> = {
      // Before the testimonials that name them (an invitation's own link
      // to its testimonial is checked at commit).
      invitation: async (rows) => {
        done.invitations += (
          await tx.query(
            `INSERT INTO invitations
               SELECT * FROM jsonb_populate_recordset(NULL::invitations, $1::jsonb)
               ON CONFLICT DO NOTHING
               RETURNING id`,
            [JSON.stringify(rows)],
          )
        ).length;
      },
      testimonial: async (rows) => {
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO testimonials
             SELECT * FROM jsonb_populate_recordset(NULL::testimonials, $1::jsonb)
             ON CONFLICT (id) DO NOTHING
             RETURNING id::text AS id`,
          [
            JSON.stringify(
              rows.map((row) => ({
                // Exports from before testimonials had a language: all
                // were submitted on the English page.
                lang: "en",
                ...row,
                submitter_key: null,
              })),
            ),
          ],
        );
        // The insert trigger queued an owner notification per row: these
        // are old submissions, not new ones.
        await tx.query(
          "DELETE FROM notification_outbox WHERE testimonial_id = ANY($1::uuid[])",
          [inserted.map((row) => row.id)],
        );
        done.testimonials += inserted.length;
      },
      setting: async (rows) => {
        done.settings += (
          await tx.query(
            `INSERT INTO settings (key, value)
               SELECT key, value FROM jsonb_to_recordset($1::jsonb) AS s(key text, value text)
               ON CONFLICT (key) DO UPDATE SET value = excluded.value
               RETURNING key`,
            [JSON.stringify(rows.filter((s) => s.key !== OLD_SECRET_SETTING))],
          )
        ).length;
      },
      enquiry: async (rows) => {
        done.enquiries += await importEnquiries(
          tx,
          rows.map((row) => checkedEnquiry(row, enquiryIndex++)),
        );
      },
      contact: async ([row]) => {
        await writeContactSettings(tx, checkedContactSettings(row!));
      },
      rules: async ([row]) => {
        await writeProfessionalRules(tx, checkedProfessionalRules(row!));
      },
      insights: async ([row]) => {
        await writeInsightsSettings(tx, checkedInsightsSettings(row!));
      },
      "insights-day": async (rows) => {
        done.insightsDays += await insightsDays(
          rows.map((row) => checkedInsightsDay(row, dayIndex++)),
        );
      },
      revision: content.insert,
    };
    let batch: Row[] = [];
    let batchKind: RecordKind | undefined;
    const flush = async () => {
      if (batchKind && batch.length) await write[batchKind]!(batch);
      batch = [];
    };
    for await (const { kind, row } of source.records([
      "setting",
      "contact",
      "rules",
      "insights",
      "invitation",
      "testimonial",
      "enquiry",
      "insights-day",
      "revision",
    ])) {
      if (kind !== batchKind || batch.length === BATCH) await flush();
      batchKind = kind;
      batch.push(row);
    }
    await flush();
    const loaded = await content.finish();
    return {
      ...done,
      revisions: loaded.revisions,
      drafts: loaded.drafts,
      contentKept: loaded.kept,
      portraits: portraitsAdded,
    };
  });
}
