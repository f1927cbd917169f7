import type { StoreConfig } from "../../store/open-store";
import { migrate } from "../../store/db/migrate";
import { openDb } from "../../store/open-store";
import { openPortraitFiles } from "../../store/repos/portrait-files";
import type { TransferStore } from "../../store/transfer/transfer";

/**
 * Opens the configured store for a backup, restore, export or import: the
 * migrated connection and its portrait files (DATA_DIR/portraits beside the
 * embedded store, the table on PostgreSQL), closed when `fn` is done.
 */
export async function withTransferStore<T>(
  config: StoreConfig,
  fn: (store: TransferStore) => Promise<T>,
): Promise<T> {
  const db = await openDb(config);
  try {
    await migrate(db);
    return await fn({ db, portraits: openPortraitFiles(db, config.dataDir) });
  } finally {
    await db.close();
  }
}
