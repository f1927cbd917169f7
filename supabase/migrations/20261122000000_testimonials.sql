-- The testimonials schema for a Supabase project: the same table,
-- rules and public view as server/store/db/migrations/, locked down with
-- row-level security for Supabase's roles.
--   anon, authenticated: may read testimonials_public only; no direct read
--     or write of any table.
--   service_role (the submit-testimonial edge function): may call
--     submit_testimonial(), which applies the rate limit, the duplicate check
--     and the insert in one statement, as our server does.
-- Moderation happens in the Supabase dashboard (table editor or SQL) as the
-- project owner: set status to 'approved' or 'rejected'.

-- Length as JavaScript counts it (UTF-16 code units), so a text the shared
-- rules accepted always satisfies the constraints below.
CREATE FUNCTION public.utf16_length(value text) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN char_length(value)
    + char_length(regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'));

CREATE TABLE public.testimonials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL
    CHECK (public.utf16_length(btrim(name)) BETWEEN 1 AND 100)
    CHECK (name !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'),
  company text NOT NULL DEFAULT ''
    CHECK (public.utf16_length(company) <= 100)
    CHECK (company !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'),
  relationship text
    CHECK (relationship IN ('Client', 'Colleague', 'Partner', 'Other')),
  comment text NOT NULL
    CHECK (public.utf16_length(btrim(comment)) BETWEEN 10 AND 2000)
    CHECK (comment !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected')),
  consent_at timestamptz NOT NULL DEFAULT now(),
  consent_text text NOT NULL,
  consent_version integer NOT NULL,
  -- Keyed hash (HMAC-SHA256) of the submitter's address, never the address.
  submitter_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  original_name text,
  original_company text,
  original_relationship text,
  original_comment text,
  edited_at timestamptz,
  anonymised_at timestamptz
);

CREATE INDEX testimonials_status_created_at
  ON public.testimonials (status, created_at);
CREATE INDEX testimonials_duplicate_check
  ON public.testimonials (submitter_key, md5(comment), created_at);

-- Submissions per client per fixed one-hour window (keyed hashes only).
CREATE TABLE public.rate_limit_hits (
  client_key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (client_key, window_start)
);

-- Row-level security with no policy: nobody but the owner (and roles that
-- bypass RLS, like service_role) sees a row, even if a grant slips through.
ALTER TABLE public.testimonials ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.rate_limit_hits ENABLE ROW LEVEL SECURITY;
-- Supabase's default privileges grant every new table to anon and
-- authenticated: take that back.
REVOKE ALL ON public.testimonials, public.rate_limit_hits
  FROM PUBLIC, anon, authenticated;

-- The public view runs with its owner's rights (security_invoker = false,
-- the default, stated here on purpose): it reads the table past RLS and
-- shows only approved rows and the six public columns.
CREATE VIEW public.testimonials_public WITH (security_invoker = false) AS
  SELECT id, name, company, relationship, comment, created_at
  FROM public.testimonials
  WHERE status = 'approved';
REVOKE ALL ON public.testimonials_public FROM PUBLIC, anon, authenticated;
GRANT SELECT ON public.testimonials_public TO anon, authenticated;

-- The submit call's write, as server/store/submissions.ts does it: count the
-- hit in the client's current window, then store the row as pending unless
-- the count is over the limit or an identical row from the same client is
-- recent (10 minutes). Serialised per client by an advisory lock.
CREATE FUNCTION public.submit_testimonial(
  p_name text,
  p_company text,
  p_relationship text,
  p_comment text,
  p_consent_text text,
  p_consent_version integer,
  p_client_key text,
  p_limit_per_hour integer
) RETURNS TABLE (allowed boolean, retry_after integer, inserted_id uuid, existing_id uuid)
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(coalesce(p_client_key, '')));
  RETURN QUERY
  WITH hit AS (
    INSERT INTO rate_limit_hits AS h (client_key, window_start, hits)
    SELECT p_client_key, date_trunc('hour', now()), 1
    WHERE p_limit_per_hour IS NOT NULL AND p_client_key IS NOT NULL
    ON CONFLICT (client_key, window_start) DO UPDATE SET hits = h.hits + 1
    RETURNING h.hits,
      ceil(extract(epoch FROM h.window_start + interval '1 hour' - now()))::int AS seconds_left
  ), ok AS (
    SELECT coalesce((SELECT hit.hits FROM hit) <= p_limit_per_hour, true) AS yes
  ), existing AS (
    SELECT t.id FROM testimonials t
    WHERE t.submitter_key = p_client_key AND md5(t.comment) = md5(p_comment)
      AND t.comment = p_comment AND t.name = p_name
      AND t.created_at > now() - interval '10 minutes'
    LIMIT 1
  ), inserted AS (
    INSERT INTO testimonials
      (name, company, relationship, comment, consent_text, consent_version, submitter_key)
    SELECT p_name, coalesce(p_company, ''), nullif(p_relationship, ''), p_comment,
           p_consent_text, p_consent_version, p_client_key
    WHERE (SELECT yes FROM ok) AND NOT EXISTS (SELECT 1 FROM existing)
    RETURNING testimonials.id
  )
  SELECT (SELECT yes FROM ok),
         (SELECT seconds_left FROM hit),
         (SELECT inserted.id FROM inserted),
         (SELECT existing.id FROM existing);
END
$$;
REVOKE ALL ON FUNCTION public.submit_testimonial(text, text, text, text, text, integer, text, integer)
  FROM PUBLIC, anon, authenticated;
GRANT EXECUTE ON FUNCTION public.submit_testimonial(text, text, text, text, text, integer, text, integer)
  TO service_role;
