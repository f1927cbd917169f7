import { IDENTITY_KEY, mergeDocument } from "../../../core/content/identity";
import { assertValidProfile } from "../../../core/content/profile-schema";
import type { Queryable } from "../db/db";

type Row = Record<string, unknown>;

/** The page's content in an export: the rows of its three tables, as PostgreSQL's to_jsonb writes them. */
export interface ContentExport {
  /** Every revision of every language, with its id, number, note and time. */
  revisions: Row[];
  /** Which revision each language shows. */
  live: Row[];
  drafts: Row[];
  /** The default language and the hidden ones (absent from exports made before there were two languages). */
  languages?: { default_language: string; hidden: string[] };
}

export const NO_CONTENT: ContentExport = {
  revisions: [],
  live: [],
  drafts: [],
};

export interface ContentImported {
  revisions: number;
  drafts: number;
  /** Languages whose content the store already had of its own, left as they were. */
  kept: string[];
}

/**
 * One revision, whichever store it is in: imported again, it is found the
 * same (its time compared as an instant: each session writes its own zone).
 */
const identity = (row: Row) =>
  `${String(row.id)} ${String(row.lang)} ${String(row.number)} ${Date.parse(String(row.created_at))}`;

const ofLang = (rows: Row[], lang: string) =>
  rows.filter((row) => row.lang === lang);

/**
 * Checks that every live revision of exported content passes the schema,
 * before anything is written: a hand-edited file is refused at import rather
 * than at the next start. Given the live pointers, then every revision
 * (`revision`, as a file is read), then `finish`; each throws one line naming
 * the revision and field.
 */
export function liveChecker(live: Row[]) {
  const key = (lang: unknown, id: unknown) => `${String(lang)} ${String(id)}`;
  const unseen = new Map(
    live.map((pointer) => [key(pointer.lang, pointer.revision_id), pointer]),
  );
  // Checked at the end, merged with the shared identity as the page shows
  // them: the identity's live revision may come after the languages'.
  const found: Row[] = [];
  return {
    revision(row: Row) {
      const pointer = unseen.get(key(row.lang, row.id));
      if (!pointer) return;
      unseen.delete(key(row.lang, row.id));
      found.push(row);
    },
    finish() {
      for (const pointer of unseen.values())
        assertValidProfile(
          undefined,
          `content (${String(pointer.lang)}, revision ${String(pointer.revision_id)})`,
        );
      const identity = found.find((row) => row.lang === IDENTITY_KEY);
      for (const row of found) {
        if (row === identity) continue;
        const texts = row.document as Record<string, unknown>;
        assertValidProfile(
          identity
            ? mergeDocument(identity.document as Record<string, unknown>, texts)
            : texts,
          `content (${String(row.lang)}, revision ${String(row.number)})`,
        );
      }
    },
  };
}

/** liveChecker's checks over content held whole. */
export function checkContentExport(content: ContentExport) {
  const checker = liveChecker(content.live);
  for (const row of content.revisions) checker.revision(row);
  checker.finish();
}

/**
 * Loads exported content (checked first by liveChecker) inside the import's
 * transaction, language by language, keeping revision ids and numbers. A
 * language the store has no content in gets the export's history, live
 * revision and draft; one whose revisions are all in the export (an earlier
 * import of the same store) gets the revisions it misses; one with revisions
 * of its own is left as it is and named in `kept` — two histories are never
 * mixed. `content.revisions` needs no documents: the revisions are given to
 * `insert` (a page at a time, as a file is read, each once; the ones not
 * loaded are skipped), then `finish` writes the rest.
 */
export async function contentImport(tx: Queryable, content: ContentExport) {
  // Publishes on another instance wait until the import is done.
  await tx.query(
    "LOCK TABLE content_revisions, content_live, content_drafts IN SHARE ROW EXCLUSIVE MODE",
  );
  const existing = (
    await tx.query<{ row: Row }>(
      "SELECT to_jsonb(r) - 'document' AS row FROM content_revisions r",
    )
  ).map((r) => r.row);
  const existingIds = new Set(existing.map(identity));
  // Another revision under an incoming one's id (of another language).
  const takenIds = new Set(existing.map((row) => String(row.id)));
  const kept: string[] = [];
  const loaded: string[] = [];
  const langs = [...new Set(content.revisions.map((r) => String(r.lang)))];
  for (const lang of langs.sort()) {
    const incoming = ofLang(content.revisions, lang);
    const incomingIds = new Set(incoming.map(identity));
    const own = ofLang(existing, lang).filter(
      (row) => !incomingIds.has(identity(row)),
    );
    const missing = incoming.filter((row) => !existingIds.has(identity(row)));
    if (own.length || missing.some((row) => takenIds.has(String(row.id))))
      kept.push(lang);
    else loaded.push(lang);
  }
  let revisions = 0;
  return {
    async insert(rows: Row[]) {
      const missing = rows.filter(
        (row) =>
          loaded.includes(String(row.lang)) && !existingIds.has(identity(row)),
      );
      if (!missing.length) return;
      await tx.query(
        `INSERT INTO content_revisions OVERRIDING SYSTEM VALUE
         SELECT * FROM jsonb_populate_recordset(NULL::content_revisions, $1::jsonb)`,
        [JSON.stringify(missing)],
      );
      revisions += missing.length;
    },
    async finish(): Promise<ContentImported> {
      let drafts = 0;
      for (const lang of loaded) {
        await tx.query(
          `INSERT INTO content_live
           SELECT * FROM jsonb_populate_recordset(NULL::content_live, $1::jsonb)
           ON CONFLICT (lang) DO UPDATE
             SET revision_id = EXCLUDED.revision_id, published_at = EXCLUDED.published_at`,
          [JSON.stringify(ofLang(content.live, lang))],
        );
        drafts += (
          await tx.query(
            `INSERT INTO content_drafts
             SELECT * FROM jsonb_populate_recordset(NULL::content_drafts, $1::jsonb)
             ON CONFLICT (lang) DO NOTHING
             RETURNING lang`,
            [JSON.stringify(ofLang(content.drafts, lang))],
          )
        ).length;
      }
      // The languages setting comes with the content it is about: not over a
      // language whose own history the store kept.
      if (content.languages && kept.length === 0)
        await tx.query(
          "UPDATE site_languages SET default_language = $1, hidden = $2",
          [content.languages.default_language, content.languages.hidden],
        );
      if (revisions)
        // Revisions were given their ids: the next one made here follows them.
        await tx.query(
          `SELECT setval(pg_get_serial_sequence('content_revisions', 'id'), max(id))
           FROM content_revisions`,
        );
      // A file written before the identity was shared: the default
      // language's values become the site's.
      await tx.query("SELECT derive_shared_identity()");
      return { revisions, drafts, kept };
    },
  };
}
