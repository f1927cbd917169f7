// Test support: the stores the server suites run against. PGlite always; a
// real PostgreSQL too when TEST_DATABASE_URL is set (each run in its own
// schema, dropped afterwards).
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Db } from "../store/db/db";
import { migrate } from "../store/db/migrate";
import { createStore, type Store } from "../store/open-store";
import { openPglite, pgliteDb } from "../store/db/pglite";
import { openPostgres } from "../store/db/postgres";
import { onServer } from "./fresh-database";

export type StoreKind = "pglite" | "postgres";

export const STORE_KINDS: StoreKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestStore {
  store: Store;
  /** Opens a second connection to the same data (PostgreSQL only: PGlite is locked). */
  reopen?: () => Promise<Db>;
  /** Empties the tables between tests (much faster than a new store). */
  reset(): Promise<void>;
  /** Closes the store and removes its folder or schema. */
  destroy(): Promise<void>;
}

/** An in-memory PGlite, not migrated, for tests where persistence is not the point. */
export async function openMemoryPglite(): Promise<Db> {
  return pgliteDb(await PGlite.create());
}

/**
 * Sets the rows' created_at one second apart, oldest first in the order given.
 * For tests that check an order by creation time: rows written in the same
 * millisecond (PGlite's clock resolution) or in one transaction (a batch of
 * submissions shares now()) tie on created_at, and ties go by random id.
 */
export async function createdInOrder(db: Db, ids: string[]) {
  await db.query(
    `UPDATE testimonials SET created_at = now() - make_interval(secs => $2 - given.n)
     FROM unnest($1::uuid[]) WITH ORDINALITY AS given(id, n)
     WHERE testimonials.id = given.id`,
    [ids, ids.length + 1],
  );
}

/** Opens an empty, migrated store of the given kind. */
export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  let db: Db;
  let cleanUp: () => Promise<void>;
  let reopen: (() => Promise<Db>) | undefined;
  let dataDir: string | undefined;
  if (kind === "pglite") {
    const dir = await mkdtemp(join(tmpdir(), "store-test-"));
    dataDir = dir;
    db = await openPglite(dir);
    cleanUp = () => rm(dir, { recursive: true, force: true });
  } else {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `test_${randomBytes(6).toString("hex")}`;
    await onServer(url, (c) => c.query(`CREATE SCHEMA ${schema}`));
    db = openPostgres(url, { schema, max: 4 });
    reopen = async () => openPostgres(url, { schema, max: 4 });
    cleanUp = async () => {
      await onServer(url, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
    };
  }
  await migrate(db);
  const store = await createStore(db, { dataDir });
  return {
    store,
    reopen,
    reset: () =>
      db.exec(
        `TRUNCATE testimonials, invitations, enquiries, advertising_record, notification_outbox, rate_limit_hits, content_live, content_drafts, content_revisions CASCADE;
         UPDATE site_languages SET default_language = 'en', hidden = '{}';
         DELETE FROM contact_settings;
         INSERT INTO contact_settings DEFAULT VALUES;
         DELETE FROM professional_rules;
         INSERT INTO professional_rules DEFAULT VALUES;
         TRUNCATE insights_daily_views, insights_daily_visitors, insights_daily_referrers,
           insights_daily_cv_downloads, insights_daily_events;
         DELETE FROM insights_settings;
         INSERT INTO insights_settings DEFAULT VALUES`,
      ),
    async destroy() {
      await store.close().catch(() => {});
      await cleanUp();
    },
  };
}
