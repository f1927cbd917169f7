import type { Config } from "../config";
import { log } from "../log";
import type { Db } from "./db";
import { migrate } from "./migrate";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import { RateLimiter } from "./rate-limit";
import { SubmissionQueue } from "./submissions";
import { TestimonialRepository } from "./testimonials";

export interface Store {
  db: Db;
  testimonials: TestimonialRepository;
  rateLimits: RateLimiter;
  /** The submit call's writer: rate limit, duplicate check and insert, group-committed. */
  submissions: SubmissionQueue;
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Wraps an open, migrated connection in the repositories. */
export async function createStore(db: Db): Promise<Store> {
  return {
    db,
    testimonials: new TestimonialRepository(db),
    rateLimits: await RateLimiter.create(db),
    submissions: new SubmissionQueue(db),
    ping: async () => {
      await db.query("SELECT 1");
    },
    close: () => db.close(),
  };
}

/**
 * Opens the configured store (PostgreSQL when DATABASE_URL is set, else
 * PGlite in DATA_DIR), applies pending migrations and builds the repositories.
 */
export async function openStore(
  config: Pick<Config, "databaseUrl" | "dataDir">,
): Promise<Store> {
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  try {
    const applied = await migrate(db);
    log("info", "store ready", { store: db.kind, migrationsApplied: applied });
    return await createStore(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
