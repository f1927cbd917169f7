type BodyResult =
  | { ok: true; text: string }
  | { ok: false; reason: "too-large" | "not-utf8" | "aborted" };

type BytesResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: "too-large" | "aborted" };

/**
 * What becomes of the rest of a refused body. "drain": read and dropped, as
 * nginx's lingering close does; a server that closes a socket with unread
 * data resets it, and the reset can reach the client before it has read the
 * 413. Memory stays flat; the request timeout bounds how long a client can
 * keep sending. "cancel": not read at all, where a gateway in front holds the
 * client's connection (the Supabase edge function).
 */
export type RefusedBody = "drain" | "cancel";

/**
 * Reads a request body as UTF-8 text, refusing more than `maxBytes`: first by
 * Content-Length, then by counting while reading (a chunked body has none),
 * so an oversized body is never buffered whole.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  refused: RefusedBody,
): Promise<BodyResult> {
  const read = await readLimitedBytes(request, maxBytes, refused);
  if (!read.ok) return read;
  try {
    return {
      ok: true,
      text: new TextDecoder("utf-8", { fatal: true }).decode(read.bytes),
    };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}

/**
 * readLimitedBody for a binary body (an image upload): the bytes as sent.
 * @internal
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  refused: RefusedBody,
): Promise<BytesResult> {
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const tooLarge = (): BytesResult => {
    void (refused === "drain"
      ? discardRest(reader)
      : reader.cancel().catch(() => {}));
    return { ok: false, reason: "too-large" };
  };
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return tooLarge();
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "aborted" };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away or the request timed out: nothing left to drop.
  }
}
