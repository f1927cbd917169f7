import {
  assertValidProfile,
  type Profile,
} from "../../../../core/content/profile-schema";
import type {
  Draft,
  PublishedContent,
  RevisionSummary,
} from "../../../../core/api/content";
import {
  IDENTITY_KEY,
  identityOf,
  withAddedFields,
  mergeDocument,
  splitDocument,
} from "../../../../core/content/identity";
import { checkDraft, cleanDraft } from "./content-drafts";
import type { Db, Queryable } from "../../db/db";
import { isoTimestamp } from "../../db/iso-timestamp";
import type { StoreChanges } from "../../store-changes";
import { DEFAULT_LANGUAGE } from "../../../../core/site-languages";

/** With PostgreSQL other instances may publish: a missed notification shows this late at worst. */
const SHARED_CACHE_MS = 2_000;
// Any constant: publishes from several instances take turns.
/** @internal */
export const PUBLISH_LOCK = 7_310_043;
const MAX_NOTE = 200;

const SUMMARY = `r.id::int AS id, r.lang, r.number, r.note,
  ${isoTimestamp("r.created_at")} AS "createdAt",
  (l.revision_id IS NOT NULL) AS live`;
const FROM = `content_revisions r
  LEFT JOIN content_live l ON l.revision_id = r.id`;

type SummaryRow = RevisionSummary;
type DocumentRow = SummaryRow & { document: unknown };
type Loose = Record<string, unknown>;

/** The live shared identity's document, as a subquery. */
const LIVE_IDENTITY = `(SELECT ir.document FROM content_live il
  JOIN content_revisions ir ON ir.id = il.revision_id
  WHERE il.lang = '${IDENTITY_KEY}')`;

/** JSON with its keys sorted, so documents compare equal whatever order jsonb gave them. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "object" && item !== null && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );

/** Whether two identities are the same, one stored before a field was added meaning its default. */
const sameIdentity = (stored: unknown, identity: unknown) =>
  canonical(withAddedFields(stored)) === canonical(withAddedFields(identity));

const cleanNote = (note: string | undefined) =>
  (note ?? "").trim().slice(0, MAX_NOTE);

/**
 * The page's content: the owner's identity, shared by every language, and
 * one document of texts per language, each versioned the same way (under the
 * key "identity" for the identity): the live revision, earlier revisions
 * (kept for ever), and one draft. What the page and the editor see is a
 * language's texts merged with the identity (core/content/identity.ts).
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
    const [row] = await this.db.query<DocumentRow & { identity: unknown }>(
      `SELECT ${SUMMARY}, r.document, ${LIVE_IDENTITY} AS identity
       FROM content_live l2
         JOIN content_revisions r ON r.id = l2.revision_id
         LEFT JOIN content_live l ON l.revision_id = r.id
       WHERE l2.lang = $1`,
      [lang],
    );
    if (!row) throw new Error(`No published content for "${lang}"`);
    return { revision: summaryOf(row), profile: parse(row, row.identity) };
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
      const parts = splitDocument(profile);
      const part = lang === IDENTITY_KEY ? parts.identity : parts.texts;
      await insertRevision(tx, lang, part, "First version", true);
      return true;
    });
    if (seeded) this.changes.emit();
    return seeded;
  }

  /**
   * Gives a store with content written before the identity was shared (a
   * backup of an older version, restored) the default language's identity;
   * does nothing on a store that has one.
   */
  async deriveIdentity(): Promise<void> {
    const hasIdentity = async (db: Queryable) =>
      (
        await db.query(
          `SELECT 1 FROM content_revisions WHERE lang = '${IDENTITY_KEY}' LIMIT 1`,
        )
      ).length > 0;
    if (await hasIdentity(this.db)) return;
    const derived = await this.db.transaction(async (tx) => {
      // Another instance starting at the same moment seeds the identity: it
      // could commit between the function's check and its insert.
      await tx.query("SELECT pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
      if (await hasIdentity(tx)) return false;
      await tx.query("SELECT derive_shared_identity()");
      return hasIdentity(tx);
    });
    // Only a derived identity changes what the page shows.
    if (derived) this.changes.emit();
  }

  /**
   * The owner's work in progress in `lang`: its texts' draft and the
   * identity's, each over the live one when it has none; null when neither
   * has a draft.
   */
  async draft(lang: string): Promise<Draft | null> {
    const rows = await this.db.query<Draft & { lang: string }>(
      `SELECT lang, document, ${isoTimestamp("updated_at")} AS "updatedAt"
       FROM content_drafts WHERE lang IN ($1, '${IDENTITY_KEY}')`,
      [lang],
    );
    if (rows.length === 0) return null;
    const own = rows.find((row) => row.lang === lang);
    const identity = rows.find((row) => row.lang === IDENTITY_KEY);
    const live = own && identity ? null : await this.liveDocuments(lang);
    const document = mergeDocument(
      identity?.document ?? live?.identity ?? {},
      own?.document ?? live?.texts ?? {},
    );
    const updatedAt = rows
      .map((row) => row.updatedAt)
      .reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
    return { document: cleanDraft(document), updatedAt };
  }

  private async liveDocuments(lang: string) {
    const [row] = await this.db.query<{
      texts: Loose | null;
      identity: Loose | null;
    }>(
      `SELECT (SELECT r.document FROM content_live l
                 JOIN content_revisions r ON r.id = l.revision_id
               WHERE l.lang = $1) AS texts,
              ${LIVE_IDENTITY} AS identity`,
      [lang],
    );
    return { texts: row?.texts ?? {}, identity: row?.identity ?? {} };
  }

  /**
   * Keeps the owner's work in progress, valid or not (but an object, and not
   * too big): its texts as the language's draft, its identity as the
   * identity's draft while it differs from the live one.
   */
  async saveDraft(lang: string, document: unknown): Promise<Draft> {
    checkDraft(document);
    const { identity, texts } = splitDocument(document as Loose);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ updatedAt: string; same: boolean }>(
        `INSERT INTO content_drafts (lang, document) VALUES ($1, $2)
         ON CONFLICT (lang) DO UPDATE SET document = EXCLUDED.document, updated_at = now()
         RETURNING ${isoTimestamp("updated_at")} AS "updatedAt"`,
        [lang, JSON.stringify(texts)],
      );
      const [live] = await tx.query<{ identity: unknown }>(
        `SELECT ${LIVE_IDENTITY} AS identity`,
      );
      if (sameIdentity(live?.identity, identity))
        await tx.query("DELETE FROM content_drafts WHERE lang = $1", [
          IDENTITY_KEY,
        ]);
      else
        await tx.query(
          `INSERT INTO content_drafts (lang, document) VALUES ($1, $2)
           ON CONFLICT (lang) DO UPDATE SET document = EXCLUDED.document, updated_at = now()`,
          [IDENTITY_KEY, JSON.stringify(identity)],
        );
      return {
        document: document as Draft["document"],
        updatedAt: row!.updatedAt,
      };
    });
  }

  /**
   * Saves an imported content file as the draft of `lang`. A file carries
   * the identity too (files were written per language before it was shared):
   * only the default language's file sets it; another language's keeps the
   * identity the owner has now.
   */
  async saveImported(
    lang: string,
    profile: Profile,
    setsIdentity: boolean,
  ): Promise<Draft> {
    if (setsIdentity) return this.saveDraft(lang, profile);
    const current =
      (await this.draft(lang))?.document ??
      (await this.published(lang)).profile;
    return this.saveDraft(
      lang,
      mergeDocument(
        splitDocument(current as Loose).identity,
        splitDocument(profile).texts,
      ),
    );
  }

  /** Drops the draft of `lang` and the identity's (the owner typed both in one form). */
  async discardDraft(lang: string): Promise<void> {
    await this.db.query(
      `DELETE FROM content_drafts WHERE lang IN ($1, '${IDENTITY_KEY}')`,
      [lang],
    );
  }

  /**
   * Makes `profile` the live content of `lang` as a new revision of its
   * texts, and of the identity when that changed; both drafts are done with.
   */
  async publish(
    lang: string,
    profile: Profile,
    note?: string,
  ): Promise<RevisionSummary> {
    const revision = await this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
      await keepIdentity(tx, profile, note, true);
      const made = await insertRevision(
        tx,
        lang,
        splitDocument(profile).texts,
        note,
        true,
      );
      await tx.query(
        `DELETE FROM content_drafts WHERE lang IN ($1, '${IDENTITY_KEY}')`,
        [lang],
      );
      return made;
    });
    this.changes.emit();
    return revision;
  }

  /** Keeps `profile` as a new revision of `lang` (and of the identity, if changed) without publishing it. */
  async saveVersion(
    lang: string,
    profile: Profile,
    note?: string,
  ): Promise<RevisionSummary> {
    return this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
      await keepIdentity(tx, profile, note, false);
      return insertRevision(
        tx,
        lang,
        splitDocument(profile).texts,
        note,
        false,
      );
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

  /**
   * Revision `id` as the page would show it: a language's texts with the
   * live identity, or an identity revision with the live texts of `lang`.
   */
  async revision(
    id: number,
    lang: string = DEFAULT_LANGUAGE,
  ): Promise<PublishedContent | null> {
    const [row] = await this.db.query<DocumentRow & { other: unknown }>(
      `SELECT ${SUMMARY}, r.document,
         CASE WHEN r.lang = '${IDENTITY_KEY}'
           THEN (SELECT tr.document FROM content_live tl
                   JOIN content_revisions tr ON tr.id = tl.revision_id
                 WHERE tl.lang = $2)
           ELSE ${LIVE_IDENTITY} END AS other
       FROM ${FROM} WHERE r.id = $1`,
      [id, lang],
    );
    if (!row) return null;
    const profile =
      row.lang === IDENTITY_KEY
        ? parse({ ...row, document: row.other }, row.document)
        : parse(row, row.other);
    return { revision: summaryOf(row), profile };
  }

  /**
   * Publishes a new revision equal to revision `id`; null when there is none.
   * A language's revision brings back its texts only (one written before the
   * identity was shared keeps its own identity fields, which are not used);
   * an identity revision brings back the identity, for every language.
   */
  async restore(id: number): Promise<RevisionSummary | null> {
    const [row] = await this.db.query<DocumentRow>(
      `SELECT ${SUMMARY}, r.document FROM ${FROM} WHERE r.id = $1`,
      [id],
    );
    if (!row) return null;
    const note = `Restored revision ${row.number}`;
    const document =
      row.lang === IDENTITY_KEY
        ? row.document
        : splitDocument(row.document as Loose).texts;
    const revision = await this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [PUBLISH_LOCK]);
      return insertRevision(tx, row.lang, document, note, true);
    });
    this.changes.emit();
    return revision;
  }
}

/** Adds the profile's identity as a revision when it differs from the live one. */
async function keepIdentity(
  tx: Queryable,
  profile: Profile,
  note: string | undefined,
  live: boolean,
) {
  const identity = identityOf(profile);
  const [current] = await tx.query<{ identity: unknown }>(
    `SELECT ${LIVE_IDENTITY} AS identity`,
  );
  if (!sameIdentity(current?.identity, identity))
    await insertRevision(tx, IDENTITY_KEY, identity, note, live);
}

async function insertRevision(
  tx: Queryable,
  lang: string,
  document: unknown,
  note: string | undefined,
  live: boolean,
): Promise<RevisionSummary> {
  const [row] = await tx.query<SummaryRow>(
    `INSERT INTO content_revisions (lang, number, document, note)
     SELECT $1::text, coalesce(max(number), 0) + 1, $2::jsonb, $3::text
     FROM content_revisions WHERE lang = $1::text
     RETURNING id::int AS id, lang, number, note,
       ${isoTimestamp("created_at")} AS "createdAt", false AS live`,
    [lang, JSON.stringify(document), cleanNote(note)],
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

/**
 * A stored revision, with the identity it is shown with, passes today's
 * schema (which fills defaults added since). Texts stored before the
 * identity was shared, on a store that has none yet, carry their own.
 */
const parse = (row: DocumentRow, identity: unknown) =>
  assertValidProfile(
    identity
      ? mergeDocument(identity as Loose, row.document as Loose)
      : row.document,
    `content (${row.lang}, revision ${row.number})`,
  );
