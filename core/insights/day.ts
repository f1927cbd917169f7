// The UTC day a moment falls on, as `YYYY-MM-DD`, without formatting a date
// for every request: the day's text is kept with its bounds and made again
// only when a moment falls outside them.

const DAY_MS = 86_400_000;

/** A UTC day's text for moments in ms since the epoch; a UTC day is always DAY_MS long in JavaScript time. */
export class UtcDayClock {
  private start = 0;
  private end = 0;
  private text = "";

  /** The UTC day of `ms` (`YYYY-MM-DD`). */
  dayOf(ms: number): string {
    if (ms < this.start || ms >= this.end) {
      this.start = Math.floor(ms / DAY_MS) * DAY_MS;
      this.end = this.start + DAY_MS;
      this.text = new Date(this.start).toISOString().slice(0, 10);
    }
    return this.text;
  }
}
