-- The language of the page a testimonial was submitted on, as our server
-- keeps it (server/store/db/migrations/016-testimonial-language.sql): a short
-- lowercase code, English for every row before it (all were submitted on the
-- English page). The public view gains it as its last column, and
-- submit_testimonial() takes it (p_lang; English when an older function
-- leaves it out).

ALTER TABLE public.testimonials
  ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang ~ '^[a-z]{2,3}$');

-- Replacing the view keeps its owner's rights and its grants (anon and
-- authenticated may select).
CREATE OR REPLACE VIEW public.testimonials_public WITH (security_invoker = false) AS
  SELECT id, name, company, relationship, comment, created_at, lang
  FROM public.testimonials
  WHERE status = 'approved';

-- The submit call's write as before (20261123000000_daily_client_keys.sql),
-- now storing the page's language.
DROP FUNCTION public.submit_testimonial(text, text, text, text, text, integer, text, integer, timestamptz);
CREATE FUNCTION public.submit_testimonial(
  p_name text,
  p_company text,
  p_relationship text,
  p_comment text,
  p_consent_text text,
  p_consent_version integer,
  p_client_address text,
  p_limit_per_hour integer,
  p_now timestamptz DEFAULT now(),
  p_lang text DEFAULT 'en'
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
       submitter_key, consent_at, created_at, lang)
    SELECT p_name, coalesce(p_company, ''), nullif(p_relationship, ''), p_comment,
           p_consent_text, p_consent_version, v_key, p_now, p_now, p_lang
    WHERE (SELECT yes FROM ok) AND NOT EXISTS (SELECT 1 FROM existing)
    RETURNING testimonials.id
  )
  SELECT (SELECT yes FROM ok),
         (SELECT seconds_left FROM hit),
         (SELECT inserted.id FROM inserted),
         (SELECT existing.id FROM existing);
END
$$;
REVOKE ALL ON FUNCTION public.submit_testimonial(text, text, text, text, text, integer, text, integer, timestamptz, text)
  FROM PUBLIC, anon, authenticated;
GRANT EXECUTE ON FUNCTION public.submit_testimonial(text, text, text, text, text, integer, text, integer, timestamptz, text)
  TO service_role;
