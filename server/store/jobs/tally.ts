/**
 * Counts per (day, name, detail): a page's views per language, a referrer's
 * per kind and name, a CV's downloads per language and format. The parts
 * are looked up in nested maps rather than joined into one key: a counted
 * request passes the same few strings again and again (the day's text, a
 * page's name, a remembered referrer's), whose hashes V8 keeps, while a key
 * joined for each count is a new string to flatten and hash. In the running
 * server the joined key cost about 2 µs a view.
 */
export class Tally {
  private readonly days = new Map<string, Map<string, Map<string, Count>>>();
  private entries = 0;
  /**
   * The (day, name, detail) counted last and its count: views come for the
   * same day, page and language again and again, and no lookup at all in a
   * busy server's cold caches is most of what a count would cost.
   */
  private lastDay: string | undefined;
  private lastName: string | undefined;
  private lastDetail: string | undefined;
  private last: Count | undefined;

  /** How many (day, name, detail) are counted. */
  get size(): number {
    return this.entries;
  }

  /** Adds `n` to (day, name, detail): 1 when that made a new entry, else 0. */
  add(day: string, name: string, detail = "", n = 1): number {
    if (
      this.last &&
      detail === this.lastDetail &&
      name === this.lastName &&
      day === this.lastDay
    ) {
      this.last.n += n;
      return 0;
    }
    let names = this.days.get(day);
    if (!names) this.days.set(day, (names = new Map()));
    let details = names.get(name);
    if (!details) names.set(name, (details = new Map()));
    let count = details.get(detail);
    let made = 0;
    if (!count) {
      details.set(detail, (count = { n: 0 }));
      this.entries++;
      made = 1;
    }
    count.n += n;
    this.lastDay = day;
    this.lastName = name;
    this.lastDetail = detail;
    this.last = count;
    return made;
  }

  /** Adds every count of `other`: the entries that made. */
  addAll(other: Tally): number {
    let made = 0;
    for (const [day, names] of other.days)
      for (const [name, details] of names)
        for (const [detail, { n }] of details)
          made += this.add(day, name, detail, n);
    return made;
  }

  /**
   * The counts keyed as the store takes them: `day|name|detail`, or
   * `day|name` for a tally of names only (`withDetail` false).
   */
  toMap(withDetail = true): Map<string, number> {
    const counts = new Map<string, number>();
    for (const [day, names] of this.days)
      for (const [name, details] of names)
        for (const [detail, { n }] of details)
          counts.set(
            withDetail ? `${day}|${name}|${detail}` : `${day}|${name}`,
            n,
          );
    return counts;
  }
}

/** A count, changed in place: the last one counted is kept at hand. */
interface Count {
  n: number;
}
