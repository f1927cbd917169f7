-- Server-side settings that must survive restarts and be shared by every
-- instance (e.g. the secret that keys client-address hashes).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- Submissions per client per fixed one-hour window. client_key is an
-- HMAC-SHA256 of the client address: no raw address is stored.
CREATE TABLE rate_limit_hits (
  client_key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (client_key, window_start)
);
