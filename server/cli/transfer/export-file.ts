import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { open, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { writeExport, type TransferStore } from "../../store/transfer/transfer";
import type { RecordKind } from "../../store/transfer/transfer-lines";

export type ExportCounts = Record<RecordKind, number>;

/** The counts on a version-3 file's end line; throws (and deletes the file) when it has none: it was cut short. */
async function endCounts(file: string): Promise<ExportCounts> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(size, 4096));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const last = tail.toString("utf8").trimEnd().split("\n").at(-1) ?? "";
    const end = JSON.parse(last) as { kind?: string; counts?: ExportCounts };
    if (end.kind === "end" && end.counts) return end.counts;
  } catch {
    // Not a line of JSON: the file ends mid-record.
  } finally {
    await handle.close();
  }
  await rm(file, { force: true });
  throw new Error(
    "The backup was cut short (the store failed part way): nothing was kept; try again",
  );
}

/** A stream to a file made for it: a file already there is refused, never written over nor deleted. */
async function newFile(file: string, mode?: number) {
  const out = createWriteStream(file, { flags: "wx", mode });
  try {
    await once(out, "open");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new Error(`The file ${file} already exists: name a new file`);
    throw error;
  }
  return out;
}

/** Writes the store's export to a new file line by line; returns its counts. */
export async function exportToFile(
  store: TransferStore,
  file: string,
  mode?: number,
): Promise<ExportCounts> {
  const out = await newFile(file, mode);
  try {
    await writeExport(store, async (line) => {
      if (!out.write(line)) await once(out, "drain");
    });
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
  out.end();
  await once(out, "close");
  return endCounts(file);
}

/** Writes a version-3 body (the server's POST /api/ops/backup) to a new file as it arrives; returns its counts. */
export async function bodyToExportFile(
  body: ReadableStream<Uint8Array>,
  file: string,
  mode: number,
): Promise<ExportCounts> {
  const out = await newFile(file, mode);
  // A body cut short is told by its missing end line, below.
  await pipeline(
    Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
    out,
  ).catch(() => {});
  return endCounts(file);
}
