/**
 * A set of 64-bit visitor keys (16 hex digits), 9 bytes a slot in typed
 * arrays rather than a JavaScript Set's string per entry: a day's 100,000
 * keys hold 2.3 MiB, and a busy batch's keys leave the garbage collector
 * nothing to copy or trace. Open addressing with linear probing; the keys are
 * HMAC output, so their low bits are already spread evenly.
 */
export class VisitorKeySet {
  private highs: Uint32Array;
  private lows: Uint32Array;
  private used: Uint8Array;
  private count = 0;

  /** `capacity`: slots to start with, a power of two. */
  constructor(capacity = 1_024) {
    this.highs = new Uint32Array(capacity);
    this.lows = new Uint32Array(capacity);
    this.used = new Uint8Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  has(key: string): boolean {
    return this.slotOf(high(key), low(key)) < 0;
  }

  /** Adds `key`; false when it was already there. */
  add(key: string): boolean {
    if ((this.count + 1) * 2 > this.used.length) this.grow();
    const hi = high(key);
    const lo = low(key);
    const slot = this.slotOf(hi, lo);
    if (slot < 0) return false;
    this.highs[slot] = hi;
    this.lows[slot] = lo;
    this.used[slot] = 1;
    this.count++;
    return true;
  }

  /** The keys, in hex, in no particular order. */
  *[Symbol.iterator](): IterableIterator<string> {
    for (let slot = 0; slot < this.used.length; slot++)
      if (this.used[slot])
        yield hex8(this.highs[slot]!) + hex8(this.lows[slot]!);
  }

  /** The free slot for (hi, lo), or -1 when it is already held. */
  private slotOf(hi: number, lo: number): number {
    const mask = this.used.length - 1;
    for (let slot = lo & mask; ; slot = (slot + 1) & mask) {
      if (!this.used[slot]) return slot;
      if (this.lows[slot] === lo && this.highs[slot] === hi) return -1;
    }
  }

  private grow() {
    const { highs, lows, used } = this;
    const capacity = used.length * 2;
    this.highs = new Uint32Array(capacity);
    this.lows = new Uint32Array(capacity);
    this.used = new Uint8Array(capacity);
    const mask = capacity - 1;
    for (let i = 0; i < used.length; i++) {
      if (!used[i]) continue;
      let slot = lows[i]! & mask;
      while (this.used[slot]) slot = (slot + 1) & mask;
      this.highs[slot] = highs[i]!;
      this.lows[slot] = lows[i]!;
      this.used[slot] = 1;
    }
  }
}

const hex8 = (n: number) => n.toString(16).padStart(8, "0");
const high = (key: string) => parseInt(key.slice(0, 8), 16) >>> 0;
const low = (key: string) => parseInt(key.slice(8, 16), 16) >>> 0;
