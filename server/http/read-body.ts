export type BodyResult =
  | { ok: true; text: string }
  | { ok: false; reason: "too-large" | "not-utf8" | "aborted" };

/**
 * Reads a request body as UTF-8 text, refusing more than `maxBytes`: first by
 * Content-Length, then by counting while reading (a chunked body has none),
 * so an oversized body is never buffered whole.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<BodyResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes)
    return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Stop reading without destroying the connection: cancelling here can
        // reset it before the 413 is written, so the client sees a reset
        // instead of the answer. Unread, the body fills the socket's buffers
        // (memory stays bounded) until the request timeout closes it.
        reader.releaseLock();
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "aborted" };
  }
  try {
    return {
      ok: true,
      text: new TextDecoder("utf-8", { fatal: true }).decode(
        Buffer.concat(chunks),
      ),
    };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}
