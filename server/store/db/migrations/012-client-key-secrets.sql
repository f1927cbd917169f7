-- The secret that keys client-address hashes changes every UTC day, so keys
-- of different days cannot be linked, and yesterday's is deleted once no
-- window looks back at it (server/store/client-keys.ts). Secrets live in
-- their own table, which exports and backups leave out.
CREATE TABLE client_key_secrets (
  day date PRIMARY KEY,
  secret text NOT NULL
);

-- The single secret used until now was copied into backups: retire it, and
-- the keys made with it (the duplicate check can no longer match them).
DELETE FROM settings WHERE key = 'client_key_secret';
UPDATE testimonials SET submitter_key = NULL WHERE submitter_key IS NOT NULL;
DELETE FROM rate_limit_hits;
