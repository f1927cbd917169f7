// Values worked out once per key for a period, held in memory only: at most
// `max` keys (emptied when full) and only within one period (emptied when
// the period changes), so what a key holds (a user agent string, an
// address) is never kept long.

/** How many of the keys last asked for are compared before the map is looked in. */
const RECENT = 4;

export class Memo<V> {
  private values = new Map<string, V>();
  private period: string | number | undefined;
  /**
   * The keys last asked for and their values. A key read from a request
   * (a user agent of 100 characters and more) is a new string each time,
   * which a map lookup hashes in full; held strings are compared first,
   * which for the few browsers a site mostly sees costs a third as much.
   */
  private readonly recentKeys: (string | undefined)[] =
    Array<undefined>(RECENT);
  private readonly recentValues: (V | undefined)[] = Array<undefined>(RECENT);
  private nextRecent = 0;

  constructor(private readonly max: number) {}

  /** How many keys are held. @internal */
  get size(): number {
    return this.values.size;
  }

  /** `make(key)`, worked out once per key while `period` stays the same. */
  get(key: string, period: string | number, make: (key: string) => V): V {
    if (period !== this.period) {
      this.clear();
      this.period = period;
    }
    for (let i = 0; i < RECENT; i++)
      if (this.recentKeys[i] === key) return this.recentValues[i]!;
    let value = this.values.get(key);
    if (value === undefined) {
      if (this.values.size >= this.max) this.clear();
      value = make(key);
      this.values.set(key, value);
    }
    this.recentKeys[this.nextRecent] = key;
    this.recentValues[this.nextRecent] = value;
    this.nextRecent = (this.nextRecent + 1) % RECENT;
    return value;
  }

  private clear() {
    this.values.clear();
    this.recentKeys.fill(undefined);
    this.recentValues.fill(undefined);
  }
}
