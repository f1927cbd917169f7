-- Testimonials as visitors submit them; nothing is public until approved.
-- The CHECK constraints repeat the shared rules of core/testimonial.ts, so no
-- write path (API, terminal command, a later admin screen) can store a row
-- that breaks them.

-- Length as JavaScript counts it (UTF-16 code units), so a text the server's
-- validation accepted always satisfies the constraints below.
CREATE FUNCTION utf16_length(value text) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN char_length(value)
    + char_length(regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'));

CREATE TABLE testimonials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL
    CHECK (utf16_length(btrim(name)) BETWEEN 1 AND 100)
    CHECK (name !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'),
  company text NOT NULL DEFAULT ''
    CHECK (utf16_length(company) <= 100)
    CHECK (company !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'),
  relationship text
    CHECK (relationship IN ('Client', 'Colleague', 'Partner', 'Other')),
  comment text NOT NULL
    CHECK (utf16_length(btrim(comment)) BETWEEN 10 AND 2000)
    CHECK (comment !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected')),
  consent_at timestamptz NOT NULL DEFAULT now(),
  consent_text text NOT NULL,
  consent_version integer NOT NULL,
  -- Keyed hash (HMAC-SHA256) of the submitter's address, never the address:
  -- used to store identical duplicates once.
  submitter_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);

CREATE INDEX testimonials_status_created_at ON testimonials (status, created_at);
CREATE INDEX testimonials_submitter_created_at ON testimonials (submitter_key, created_at);

CREATE VIEW testimonials_public AS
  SELECT id, name, company, relationship, comment, created_at
  FROM testimonials
  WHERE status = 'approved';
