import { hash } from "node:crypto";

/** SHA-256's block size in bytes. */
const BLOCK = 64;

/**
 * HMAC-SHA256 (RFC 2104) under one key, as two one-shot hashes over
 * buffers padded once per key. The counter keys every new visitor of a
 * day under the day's salt; `createHmac` builds a stream object and imports
 * the key for each, which cost a busy server about 8 µs per new visitor
 * against 3 µs this way.
 */
export class VisitorHmac {
  /** The inner pad, then room for the message. */
  private inner: Buffer;
  /** The outer pad, then the inner hash. */
  private readonly outer = Buffer.alloc(BLOCK + 32);

  constructor(key: string) {
    let bytes = Buffer.from(key);
    if (bytes.length > BLOCK) bytes = hash("sha256", bytes, "buffer");
    this.inner = Buffer.alloc(BLOCK + 256);
    for (let i = 0; i < BLOCK; i++) {
      this.inner[i] = (bytes[i] ?? 0) ^ 0x36;
      this.outer[i] = (bytes[i] ?? 0) ^ 0x5c;
    }
  }

  /** The first 64 bits of HMAC-SHA256(key, message), as two 32-bit halves. */
  key64(message: string): { high: number; low: number } {
    let written = this.inner.write(message, BLOCK);
    while (BLOCK + written === this.inner.length) {
      // Perhaps cut short: room for a longer message, and again.
      const larger = Buffer.alloc(this.inner.length * 2);
      this.inner.copy(larger, 0, 0, BLOCK);
      this.inner = larger;
      written = this.inner.write(message, BLOCK);
    }
    // Digests as "binary" (latin1) text, a byte a character: a Buffer for each is
    // memory outside the heap, which 100,000 new visitors left in the
    // server's resident size (bench/RESULTS.md).
    this.outer.write(
      hash("sha256", this.inner.subarray(0, BLOCK + written), "binary"),
      BLOCK,
      "latin1",
    );
    const digest = hash("sha256", this.outer, "binary");
    const byte = (i: number) => digest.charCodeAt(i);
    return {
      high:
        ((byte(0) << 24) | (byte(1) << 16) | (byte(2) << 8) | byte(3)) >>> 0,
      low: ((byte(4) << 24) | (byte(5) << 16) | (byte(6) << 8) | byte(7)) >>> 0,
    };
  }
}
