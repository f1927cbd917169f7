/** A client address's keyed hashes under the live secrets. */
export interface ClientKey {
  /** Under today's secret: what new rows store. */
  current: string;
  /** Under yesterday's, while it is kept: rows from before midnight have it. */
  previous: string | null;
}
