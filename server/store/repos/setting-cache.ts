import type { Db } from "../db/db";
import type { StoreChanges } from "../store-changes";

/** With PostgreSQL another instance may change a setting: a missed notification shows this late at worst. */
const SHARED_CACHE_MS = 2_000;

/**
 * One owner's setting row, read through a cache: kept until the store's
 * change event on the embedded store (one process writes it), and at most
 * SHARED_CACHE_MS on PostgreSQL. A failed read is not kept.
 */
export function settingCache<T>(
  db: Db,
  changes: StoreChanges,
  read: () => Promise<T>,
): () => Promise<T> {
  let cached: { value: Promise<T>; at: number } | null = null;
  changes.on(() => (cached = null));
  return () => {
    if (
      cached &&
      (!db.shared || performance.now() - cached.at < SHARED_CACHE_MS)
    )
      return cached.value;
    const value = read();
    cached = { value, at: performance.now() };
    value.catch(() => (cached = null));
    return value;
  };
}
