-- Client keys under a secret that changes every UTC day, as our server keeps
-- them (docs/decisions/008-client-key-rotation.md). The rule: rotate the
-- secret daily so that old keys cannot be linked, keep the previous secret
-- only as long as the checks that look back at rows keyed with it need it,
-- and keep secrets out of backups and exports.
--   The edge function passes the client's identity (an IPv4 address, an IPv6
--   /64) to submit_testimonial(), which keys it with HMAC-SHA256 under the
--   day's secret. The identity is never stored; the secrets never leave the
--   database: no API role may read them, not even service_role.
--   On this path only the duplicate check (10 minutes) looks back at keyed
--   rows: the rate limit counts per clock hour, so no window spans midnight
--   and it needs today's key only, and there is no sign-in throttle. So
--   yesterday's secret lives 10 minutes into the day, and a testimonial's
--   key 10 minutes.

-- Supabase has pgcrypto in the extensions schema already.
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA extensions;

-- Unlogged: PostgreSQL empties it whenever it recovers, so a physical backup
-- (Supabase's daily backups, point-in-time recovery) restores it empty and a
-- restored project makes a new secret; the cost is that a crash does too.
CREATE UNLOGGED TABLE public.client_key_secrets (
  day date PRIMARY KEY,
  secret bytea NOT NULL
);
ALTER TABLE public.client_key_secrets ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON public.client_key_secrets
  FROM PUBLIC, anon, authenticated, service_role;

-- Identical submissions from one client within this window are stored once;
-- nothing else looks back at a client's keyed rows.
CREATE FUNCTION public.duplicate_window() RETURNS interval
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN interval '10 minutes';

-- Deletes what no check needs any more: secrets whose day the duplicate
-- window no longer reaches, testimonials' keys older than it, and rate-limit
-- windows that have ended. submit_testimonial() runs it on every call; on a
-- quiet site a schedule can too (docs/deploying.md).
CREATE FUNCTION public.forget_client_keys(p_now timestamptz DEFAULT now())
  RETURNS void
  LANGUAGE sql
  SET search_path = public, pg_temp
AS $$
  DELETE FROM client_key_secrets
    WHERE day < ((p_now - duplicate_window()) AT TIME ZONE 'UTC')::date;
  UPDATE testimonials SET submitter_key = NULL
    WHERE submitter_key IS NOT NULL
      AND created_at <= p_now - duplicate_window();
  DELETE FROM rate_limit_hits
    WHERE window_start < date_trunc('hour', p_now);
$$;

-- Keeps the clearing cheap: only the last minutes' rows carry a key.
CREATE INDEX testimonials_keyed ON public.testimonials (created_at)
  WHERE submitter_key IS NOT NULL;

-- HMAC-SHA256 of the identity, base64url without padding (as our server's).
CREATE FUNCTION public.client_key(p_secret bytea, p_identity text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path = public, pg_temp
  RETURN translate(
    rtrim(encode(extensions.hmac(convert_to(p_identity, 'UTF8'), p_secret, 'sha256'), 'base64'), '='),
    '+/', '-_');

REVOKE ALL ON FUNCTION public.duplicate_window(),
  public.forget_client_keys(timestamptz),
  public.client_key(bytea, text)
  FROM PUBLIC, anon, authenticated, service_role;

-- The keys made with the edge function's single secret (CLIENT_KEY_SECRET)
-- could be traced back by anyone holding it: retire them.
UPDATE public.testimonials SET submitter_key = NULL WHERE submitter_key IS NOT NULL;
DELETE FROM public.rate_limit_hits;

-- The submit call's write, as before, now given the client's identity and
-- keying it itself: count the hit in the client's current window under
-- today's key, then store the row as pending unless the count is over the
-- limit or an identical row from the same client, under today's or (while
-- it lives) yesterday's key, is within the duplicate window. p_now is the
-- clock, for tests; the edge function leaves it to the database.
DROP FUNCTION public.submit_testimonial(text, text, text, text, text, integer, text, integer);
CREATE FUNCTION public.submit_testimonial(
  p_name text,
  p_company text,
  p_relationship text,
  p_comment text,
  p_consent_text text,
  p_consent_version integer,
  p_client_address text,
  p_limit_per_hour integer,
  p_now timestamptz DEFAULT now()
) RETURNS TABLE (allowed boolean, retry_after integer, inserted_id uuid, existing_id uuid)
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
AS $$
#variable_conflict use_column
DECLARE
  v_today constant date := (p_now AT TIME ZONE 'UTC')::date;
  v_key text;
  v_previous_key text;
BEGIN
  PERFORM forget_client_keys(p_now);
  -- The first call of the day makes its secret; concurrent calls agree on
  -- whichever row won.
  INSERT INTO client_key_secrets (day, secret)
    VALUES (v_today, extensions.gen_random_bytes(32))
    ON CONFLICT (day) DO NOTHING;
  SELECT client_key(s.secret, p_client_address) INTO v_key
    FROM client_key_secrets s WHERE s.day = v_today;
  SELECT client_key(s.secret, p_client_address) INTO v_previous_key
    FROM client_key_secrets s WHERE s.day = v_today - 1;

  PERFORM pg_advisory_xact_lock(hashtext(coalesce(v_key, '')));
  RETURN QUERY
  WITH hit AS (
    INSERT INTO rate_limit_hits AS h (client_key, window_start, hits)
    SELECT v_key, date_trunc('hour', p_now), 1
    WHERE p_limit_per_hour IS NOT NULL AND v_key IS NOT NULL
    ON CONFLICT (client_key, window_start) DO UPDATE SET hits = h.hits + 1
    RETURNING h.hits,
      ceil(extract(epoch FROM h.window_start + interval '1 hour' - p_now))::int AS seconds_left
  ), ok AS (
    SELECT coalesce((SELECT hit.hits FROM hit) <= p_limit_per_hour, true) AS yes
  ), existing AS (
    SELECT t.id FROM testimonials t
    WHERE t.submitter_key IN (v_key, v_previous_key)
      AND md5(t.comment) = md5(p_comment)
      AND t.comment = p_comment AND t.name = p_name
      AND t.created_at > p_now - duplicate_window()
    LIMIT 1
  ), inserted AS (
    INSERT INTO testimonials
      (name, company, relationship, comment, consent_text, consent_version,
       submitter_key, consent_at, created_at)
    SELECT p_name, coalesce(p_company, ''), nullif(p_relationship, ''), p_comment,
           p_consent_text, p_consent_version, v_key, p_now, p_now
    WHERE (SELECT yes FROM ok) AND NOT EXISTS (SELECT 1 FROM existing)
    RETURNING testimonials.id
  )
  SELECT (SELECT yes FROM ok),
         (SELECT seconds_left FROM hit),
         (SELECT inserted.id FROM inserted),
         (SELECT existing.id FROM existing);
END
$$;
REVOKE ALL ON FUNCTION public.submit_testimonial(text, text, text, text, text, integer, text, integer, timestamptz)
  FROM PUBLIC, anon, authenticated;
GRANT EXECUTE ON FUNCTION public.submit_testimonial(text, text, text, text, text, integer, text, integer, timestamptz)
  TO service_role;
