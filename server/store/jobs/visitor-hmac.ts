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

  /** The first 64 bits of HMAC-SHA256(key, message), in hex. */
  key64(message: string): string {
    let written = this.inner.write(message, BLOCK);
    while (BLOCK + written === this.inner.length) {
      // Perhaps cut short: room for a longer message, and again.
      const larger = Buffer.alloc(this.inner.length * 2);
      this.inner.copy(larger, 0, 0, BLOCK);
      this.inner = larger;
      written = this.inner.write(message, BLOCK);
    }
    hash("sha256", this.inner.subarray(0, BLOCK + written), "buffer").copy(
      this.outer,
      BLOCK,
    );
    return hash("sha256", this.outer, "hex").slice(0, 16);
  }
}
