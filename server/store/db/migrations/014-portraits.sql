-- The files derived from the owner's portrait (server/images/portrait/), named
-- "<content hash>-<width>.<format>", on PostgreSQL, where every instance can
-- read them. The embedded store keeps them as files in DATA_DIR/portraits/
-- instead: PGlite's WebAssembly heap never shrinks, so large values do not
-- belong in it.
CREATE TABLE portrait_files (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
