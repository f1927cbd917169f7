/**
 * A set of 64-bit visitor keys, each as its high and low 32 bits, 9 bytes a
 * slot in typed arrays rather than a JavaScript Set's string per entry: a
 * day's 100,000 keys hold 2.3 MiB, and a busy batch's keys leave the garbage
 * collector nothing to copy or trace. The keys go from the HMAC to the store
 * as numbers and bytes, never as text: hex digits made and parsed again at
 * each step cost a busy server about 1.5 µs an answer. The pending visitors
 * (server/store/jobs/pending-visitors.ts) are held in one too, as small
 * integers. Open addressing with linear probing from a multiplicative
 * hash's top bits, so that keys alike in their low bits (networks of one
 * /16) do not crowd one run of slots.
 */
export class VisitorKeySet {
  private highs: Uint32Array;
  private lows: Uint32Array;
  private used: Uint8Array;
  /** 32 less log2 of the capacity: a hash shifted right by it is a slot. */
  private shift: number;
  private count = 0;

  /** `capacity`: slots to start with, a power of two. */
  constructor(capacity = 1_024) {
    this.highs = new Uint32Array(capacity);
    this.lows = new Uint32Array(capacity);
    this.used = new Uint8Array(capacity);
    this.shift = Math.clz32(capacity) + 1;
  }

  get size(): number {
    return this.count;
  }

  has(high: number, low: number): boolean {
    return this.slotOf(high >>> 0, low >>> 0) < 0;
  }

  /** Adds the key (high, low); false when it was already there. */
  add(high: number, low: number): boolean {
    if ((this.count + 1) * 2 > this.used.length) this.grow();
    const hi = high >>> 0;
    const lo = low >>> 0;
    const slot = this.slotOf(hi, lo);
    if (slot < 0) return false;
    this.highs[slot] = hi;
    this.lows[slot] = lo;
    this.used[slot] = 1;
    this.count++;
    return true;
  }

  /** Adds the keys of `bytes`: 8 a key, big-endian, as the store keeps them. */
  addBytes(bytes: Uint8Array): void {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    for (let at = 0; at + 8 <= bytes.length; at += 8)
      this.add(view.getUint32(at), view.getUint32(at + 4));
  }

  /** Hands each key to `each`, in no particular order. */
  forEach(each: (high: number, low: number) => void): void {
    for (let slot = 0; slot < this.used.length; slot++)
      if (this.used[slot]) each(this.highs[slot]!, this.lows[slot]!);
  }

  /** The free slot for (hi, lo), or -1 when it is already held. */
  private slotOf(hi: number, lo: number): number {
    const mask = this.used.length - 1;
    for (let slot = this.home(hi, lo); ; slot = (slot + 1) & mask) {
      if (!this.used[slot]) return slot;
      if (this.lows[slot] === lo && this.highs[slot] === hi) return -1;
    }
  }

  /** The first slot tried for (hi, lo): Fibonacci hashing of both halves. */
  private home(hi: number, lo: number): number {
    return Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
  }

  private grow() {
    const { highs, lows, used } = this;
    const capacity = used.length * 2;
    this.highs = new Uint32Array(capacity);
    this.lows = new Uint32Array(capacity);
    this.used = new Uint8Array(capacity);
    this.shift = Math.clz32(capacity) + 1;
    const mask = capacity - 1;
    for (let i = 0; i < used.length; i++) {
      if (!used[i]) continue;
      let slot = this.home(highs[i]!, lows[i]!);
      while (this.used[slot]) slot = (slot + 1) & mask;
      this.highs[slot] = highs[i]!;
      this.lows[slot] = lows[i]!;
      this.used[slot] = 1;
    }
  }
}
