/**
 * SQL for a timestamptz column as the admin API sends it: ISO 8601 in UTC
 * with microseconds and a `Z`, whatever the session's time zone
 * ("2026-11-25T10:00:00.123456Z").
 *
 * Microseconds because that is what PostgreSQL keeps: two rows written in
 * the same millisecond keep distinct, correctly ordered values, and the
 * strings (all of one length, in UTC) sort as the instants do. Nothing pages
 * by these strings today (the lists page by OFFSET and sort in SQL on the
 * columns themselves), but a cursor built from them would need that
 * precision. `Z` rather than `+00:00` so a browser's `toISOString()` and
 * these strings differ only in precision; `Date.parse` reads both (to the
 * millisecond). The public list keeps PostgREST's `+00:00` form (its
 * contract), in repos/testimonials.ts.
 */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
