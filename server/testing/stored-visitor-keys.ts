import type { Queryable } from "../store/db/db";

/**
 * Every visitor key in the store, its 64 bits as 16 hex digits, with its
 * day: PostgreSQL's rows and the embedded store's chunks.
 */
export const storedVisitorKeys = (db: Queryable) =>
  db.query<{ day: string; key: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, key FROM (
       SELECT day, lpad(to_hex(key), 16, '0') AS key FROM insights_visitor_keys
       UNION ALL
       SELECT day, substring(encode(keys, 'hex') FROM n * 16 - 15 FOR 16)
       FROM insights_visitor_key_chunks, generate_series(1, length(keys) / 8) AS n
     ) AS stored ORDER BY day, key`,
  );
