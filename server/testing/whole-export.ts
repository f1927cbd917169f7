// Test support: a store's export held whole in memory, and loaded back, for
// the small stores tests make.
import {
  fromExport,
  loadExport,
  parseExport,
  writeExport,
  type Imported,
  type StoreExport,
  type TransferStore,
} from "../store/transfer/transfer";

/** The store's whole export, as `npm run export` writes it, read back. */
export async function exportStore(store: TransferStore): Promise<StoreExport> {
  const lines: string[] = [];
  await writeExport(store, (line) => void lines.push(line));
  return parseExport(lines.join(""));
}

/** Loads an export held whole (see loadExport). */
export async function importStore(
  store: TransferStore,
  data: StoreExport,
): Promise<Imported> {
  return loadExport(store, fromExport(data));
}
