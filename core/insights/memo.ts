// Values worked out once per key for a period, held in memory only: at most
// `max` keys (emptied when full) and only within one period (emptied when
// the period changes), so what a key holds (a user agent string, an
// address) is never kept long.

export class Memo<V> {
  private values = new Map<string, V>();
  private period: string | number | undefined;

  constructor(private readonly max: number) {}

  /** How many keys are held. @internal */
  get size(): number {
    return this.values.size;
  }

  /** `make(key)`, worked out once per key while `period` stays the same. */
  get(key: string, period: string | number, make: (key: string) => V): V {
    if (period !== this.period) {
      this.values.clear();
      this.period = period;
    }
    let value = this.values.get(key);
    if (value === undefined) {
      if (this.values.size >= this.max) this.values.clear();
      value = make(key);
      this.values.set(key, value);
    }
    return value;
  }
}
