import type { Db } from "./db";

const EXPORT_FORMAT = "counsel-portfolio-export";
const EXPORT_VERSION = 1;

export interface StoreExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  /** Rows of `testimonials`, every column but `submitter_key`, as PostgreSQL's to_jsonb writes them. */
  testimonials: Record<string, unknown>[];
  settings: { key: string; value: string }[];
}

/**
 * Everything worth moving to another store (see scripts/export.ts), read in
 * one REPEATABLE READ snapshot, so a copy taken while the server writes is
 * consistent (a backup: scripts/backup.ts). Nothing that could lead back to
 * a client's address: not the secrets that key client addresses
 * (`client_key_secrets`), not the keys themselves (`submitter_key`).
 */
export async function exportStore(db: Db): Promise<StoreExport> {
  return db.transaction(async (tx) => {
    await tx.query(
      "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY",
    );
    const testimonials = await tx.query<{ row: Record<string, unknown> }>(
      "SELECT to_jsonb(t) - 'submitter_key' AS row FROM testimonials t ORDER BY created_at, id",
    );
    const settings = await tx.query<{ key: string; value: string }>(
      "SELECT key, value FROM settings ORDER BY key",
    );
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      testimonials: testimonials.map((r) => r.row),
      settings,
    };
  });
}

/** Reads an export file's text; throws one clear line when it is not one. */
export function parseExport(text: string): StoreExport {
  let data: Partial<StoreExport>;
  try {
    data = JSON.parse(text) as Partial<StoreExport>;
  } catch {
    throw new Error(
      "The file is not JSON: expected a file from npm run export",
    );
  }
  if (data?.format !== EXPORT_FORMAT || data.version !== EXPORT_VERSION)
    throw new Error(
      `The file is not an export of this site (format ${EXPORT_FORMAT}, version ${EXPORT_VERSION})`,
    );
  if (!Array.isArray(data.testimonials) || !Array.isArray(data.settings))
    throw new Error(
      "The export is incomplete: testimonials or settings missing",
    );
  return data as StoreExport;
}

// Exports of older versions carried the one secret that keyed every client
// address, and the keys: neither is loaded.
const OLD_SECRET_SETTING = "client_key_secret";

/**
 * Loads an export in one transaction: testimonials by id (existing ids are
 * kept), settings replaced. The table's CHECK constraints apply to every
 * row. Returns how many testimonials and settings were written.
 */
export function importStore(
  db: Db,
  data: StoreExport,
): Promise<{ testimonials: number; settings: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO testimonials
       SELECT * FROM jsonb_populate_recordset(NULL::testimonials, $1::jsonb)
       ON CONFLICT (id) DO NOTHING
       RETURNING id::text AS id`,
      [
        JSON.stringify(
          data.testimonials.map((row) => ({ ...row, submitter_key: null })),
        ),
      ],
    );
    // The insert trigger queued an owner notification per row: these are
    // old submissions, not new ones.
    await tx.query(
      "DELETE FROM notification_outbox WHERE testimonial_id = ANY($1::uuid[])",
      [inserted.map((row) => row.id)],
    );
    const settings = await tx.query(
      `INSERT INTO settings (key, value)
       SELECT key, value FROM jsonb_to_recordset($1::jsonb) AS s(key text, value text)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value
       RETURNING key`,
      [
        JSON.stringify(
          data.settings.filter((s) => s.key !== OLD_SECRET_SETTING),
        ),
      ],
    );
    return { testimonials: inserted.length, settings: settings.length };
  });
}
