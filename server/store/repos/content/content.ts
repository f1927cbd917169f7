import {
  assertValidProfile,
  type Profile,
} from "../../../../core/content/profile-schema";
import type {
  Draft,
  PublishedContent,
  RevisionSummary,
} from "../../../../core/api/content";
import { checkDraft, cleanDraft } from "./content-drafts";
import type { Db, Queryable } from "../../db/db";
import { isoTimestamp } from "../../db/iso-timestamp";
import type { StoreChanges } from "../../store-changes";

/** With PostgreSQL other instances may publish: a missed notification shows this late at worst. */
const SHARED_CACHE_MS = 2_000;
// Any constant: publishes from several instances take turns.
const PUBLISH_LOCK = 7_310_043;
const MAX_NOTE = 200;

const SUMMARY = `r.id::int AS id, r.lang, r.number, r.note,
  ${isoTimestamp("r.created_at")} AS "createdAt",
  (l.revision_id IS NOT NULL) AS live`;
const FROM = `content_revisions r
  LEFT JOIN content_live l ON l.revision_id = r.id`;

type SummaryRow = RevisionSummary;
type DocumentRow = SummaryRow & { document: unknown };

const cleanNote = (note: string | undefined) =>
  (note ?? "").trim().slice(0, MAX_NOTE);

/**
 * The page's content, one versioned document per language: the live
 * revision, earlier revisions (kept for ever), and one draft per language.
 */
export class ContentRepository {
  private readonly live = new Map<
    string,
    { value: Promise<PublishedContent>; at: number }
  >();

  constructor(
    private readonly db: Db,
    private readonly changes: StoreChanges,
  ) {
    changes.on(() => this.live.clear());
  }

  /** The live revision of `lang`; a ContentError if it no longer passes the schema. */
  published(lang: string): Promise<PublishedContent> {
    const cached = this.live.get(lang);
    if (
      cached &&
      (!this.db.shared || performance.now() - cached.at < SHARED_CACHE_MS)
    )
      return cached.value;
    const value = this.readLive(lang);
    this.live.set(lang, { value, at: performance.now() });
    value.catch(() => this.live.delete(lang));
    return value;
  }

  private async readLive(lang: string): Promise<PublishedContent> {
    const [row] = await this.db.query<DocumentRow>(
      `SELECT ${SUMMARY}, r.document FROM content_live l2
         JOIN content_revisions r ON r.id = l2.revision_id
         LEFT JOIN content_live l ON l.revision_id = r.id
       WHERE l2.lang = $1`,
      [lang],
    );
    if (!row) throw new Error(`No published content for "${lang}"`);
    return { revision: summaryOf(row), profile: parse(row) };
  }

  /** Whether `lang` has published content. */
  async hasPublished(lang: string): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM content_live WHERE lang = $1",
      [lang],
    );
    return rows.length > 0;
  }

  /**
   * Publishes `profile` as revision 1 of `lang` when the store has no
   * content in it yet; true when it did. Safe when several instances start
   * at once.
   */
  async seed(lang: string, profile: Profile): Promise<boolean> {
    const seeded = await this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
      const [any] = await tx.query(
        "SELECT 1 FROM content_revisions WHERE lang = $1 LIMIT 1",
        [lang],
      );
      if (any) return false;
      await insertRevision(tx, lang, profile, "First version", true);
      return true;
    });
    if (seeded) this.changes.emit();
    return seeded;
  }

  async draft(lang: string): Promise<Draft | null> {
    const [row] = await this.db.query<Draft>(
      `SELECT document, ${isoTimestamp("updated_at")} AS "updatedAt"
       FROM content_drafts WHERE lang = $1`,
      [lang],
    );
    return row ? { ...row, document: cleanDraft(row.document) } : null;
  }

  /** Keeps the owner's work in progress, valid or not (but an object, and not too big). */
  async saveDraft(lang: string, document: unknown): Promise<Draft> {
    checkDraft(document);
    const [row] = await this.db.query<Draft>(
      `INSERT INTO content_drafts (lang, document) VALUES ($1, $2)
       ON CONFLICT (lang) DO UPDATE SET document = EXCLUDED.document, updated_at = now()
       RETURNING document, ${isoTimestamp("updated_at")} AS "updatedAt"`,
      [lang, JSON.stringify(document)],
    );
    return row!;
  }

  async discardDraft(lang: string): Promise<void> {
    await this.db.query("DELETE FROM content_drafts WHERE lang = $1", [lang]);
  }

  /** Makes `profile` the live content of `lang` as a new revision; the draft is done with. */
  async publish(
    lang: string,
    profile: Profile,
    note?: string,
  ): Promise<RevisionSummary> {
    const revision = await this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
      const made = await insertRevision(tx, lang, profile, note, true);
      await tx.query("DELETE FROM content_drafts WHERE lang = $1", [lang]);
      return made;
    });
    this.changes.emit();
    return revision;
  }

  /** Keeps `profile` as a new revision of `lang` without publishing it. */
  async saveVersion(
    lang: string,
    profile: Profile,
    note?: string,
  ): Promise<RevisionSummary> {
    return this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
      return insertRevision(tx, lang, profile, note, false);
    });
  }

  /** Every revision of `lang`, newest first. */
  revisions(lang: string): Promise<RevisionSummary[]> {
    return this.db
      .query<SummaryRow>(
        `SELECT ${SUMMARY} FROM ${FROM} WHERE r.lang = $1 ORDER BY r.number DESC`,
        [lang],
      )
      .then((rows) => rows.map(summaryOf));
  }

  async revision(id: number): Promise<PublishedContent | null> {
    const [row] = await this.db.query<DocumentRow>(
      `SELECT ${SUMMARY}, r.document FROM ${FROM} WHERE r.id = $1`,
      [id],
    );
    return row ? { revision: summaryOf(row), profile: parse(row) } : null;
  }

  /** Publishes a new revision equal to revision `id`; null when there is none. */
  async restore(id: number): Promise<RevisionSummary | null> {
    const old = await this.revision(id);
    if (!old) return null;
    return this.publish(
      old.revision.lang,
      old.profile,
      `Restored revision ${old.revision.number}`,
    );
  }
}

async function insertRevision(
  tx: Queryable,
  lang: string,
  profile: Profile,
  note: string | undefined,
  live: boolean,
): Promise<RevisionSummary> {
  const [row] = await tx.query<SummaryRow>(
    `INSERT INTO content_revisions (lang, number, document, note)
     SELECT $1::text, coalesce(max(number), 0) + 1, $2::jsonb, $3::text
     FROM content_revisions WHERE lang = $1::text
     RETURNING id::int AS id, lang, number, note,
       ${isoTimestamp("created_at")} AS "createdAt", false AS live`,
    [lang, JSON.stringify(profile), cleanNote(note)],
  );
  if (live)
    await tx.query(
      `INSERT INTO content_live (lang, revision_id) VALUES ($1, $2)
       ON CONFLICT (lang) DO UPDATE
         SET revision_id = EXCLUDED.revision_id, published_at = now()`,
      [lang, row!.id],
    );
  return { ...row!, live };
}

const summaryOf = (row: SummaryRow): RevisionSummary => ({
  id: Number(row.id),
  lang: row.lang,
  number: Number(row.number),
  note: row.note,
  createdAt: row.createdAt,
  live: Boolean(row.live),
});

/** A stored revision passes today's schema (which fills defaults added since). */
const parse = (row: DocumentRow) =>
  assertValidProfile(
    row.document,
    `content (${row.lang}, revision ${row.number})`,
  );
