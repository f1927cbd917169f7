-- Visitor keys shortened to 64 bits of their HMAC, and kept by the embedded
-- store in chunks (docs/decisions/048-insights-counting.md). One row per
-- key cost the embedded store a B-tree insert per new visitor on the
-- server's own thread; the process that holds an embedded store is the
-- only one that writes it, so it keeps the day's keys in memory and writes
-- each batch's new ones as one row. PostgreSQL, shared by instances, keeps
-- a row per key, whose unique (day, key) counts a visitor once.

-- The first 8 bytes of each HMAC-SHA256 written so far (base64url), the
-- same 64 bits the counter now makes, so a visitor of today keeps their
-- key across the upgrade.
ALTER TABLE insights_visitor_keys
  ALTER COLUMN key TYPE bigint USING (
    'x' || encode(
      substring(decode(translate(key, '-_', '+/') || '=', 'base64') FROM 1 FOR 8),
      'hex'
    )
  )::bit(64)::bigint;

-- The day's new visitor keys of one batch, 8 bytes each, in the embedded
-- store. Deleted with the day's salt; never exported or backed up.
CREATE TABLE insights_visitor_key_chunks (
  day date NOT NULL,
  keys bytea NOT NULL CHECK (length(keys) > 0 AND length(keys) % 8 = 0)
);
CREATE INDEX insights_visitor_key_chunks_day ON insights_visitor_key_chunks (day);
