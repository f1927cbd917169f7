import { randomBytes } from "node:crypto";
import { open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Enough of a file's start for imageKind (server/images/portrait/image-kind.ts). */
const HEAD_BYTES = 4096;

export type UploadFile =
  | {
      ok: true;
      path: string;
      /** The file's first bytes, to tell its kind without reading it again. */
      head: Uint8Array;
      /** Deletes the file; safe to call twice. */
      remove(): Promise<void>;
    }
  | { ok: false; reason: "too-large" | "aborted" };

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to drop.
  }
}

/**
 * Writes a request body to a new file (mode 0600) in `folder` (the system's
 * temporary folder by default: under systemd a private one), chunk by chunk,
 * so the server never holds the whole upload. More than `maxBytes` is
 * refused, first by Content-Length, then by counting; the rest of a refused
 * body is read and dropped, as nginx's lingering close does, so the client
 * reads the answer rather than a reset. Nothing is left on disk unless the
 * answer is ok, and then the caller removes it.
 */
export async function bodyToFile(
  request: Request,
  maxBytes: number,
  folder = tmpdir(),
): Promise<UploadFile> {
  const declared = request.headers.get("content-length");
  const reader = request.body?.getReader();
  if (reader && declared !== null && Number(declared) > maxBytes) {
    void drain(reader);
    return { ok: false, reason: "too-large" };
  }
  const path = join(folder, `upload-${randomBytes(12).toString("hex")}`);
  const file = await open(path, "wx", 0o600);
  const remove = () => rm(path, { force: true });
  const head = new Uint8Array(HEAD_BYTES);
  let size = 0;
  let failed: "too-large" | "aborted" | null = null;
  try {
    while (reader) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        failed = "aborted";
        break;
      }
      if (chunk.done) break;
      const bytes = chunk.value;
      if (size + bytes.byteLength > maxBytes) {
        failed = "too-large";
        void drain(reader);
        break;
      }
      if (size < HEAD_BYTES)
        head.set(bytes.subarray(0, HEAD_BYTES - size), size);
      await file.write(bytes);
      size += bytes.byteLength;
    }
  } catch (error) {
    await file.close();
    await remove();
    throw error;
  }
  await file.close();
  if (failed) {
    await remove();
    return { ok: false, reason: failed };
  }
  return { ok: true, path, head: head.subarray(0, size), remove };
}
