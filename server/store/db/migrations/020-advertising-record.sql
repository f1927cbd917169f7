-- The advertising record: copies of the rendered public pages, kept as a
-- bar may ask (New York, 22 NYCRR 1200.0 rule 7.1(k): on first publication,
-- on each major change and at least every 90 days, for at least a year).
-- docs/decisions/046-the-advertising-record.md
CREATE TABLE advertising_record (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  taken_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL
    CHECK (reason IN ('first', 'publish', 'testimonials', 'languages', 'change', 'periodic')),
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2,3}$'),
  path text NOT NULL CHECK (path ~ '^/'),
  -- The page's HTML, gzipped (about a third of its size), and the size and
  -- SHA-256 of the HTML itself.
  html_gzip bytea NOT NULL,
  html_bytes integer NOT NULL CHECK (html_bytes >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- What the page was rendered from, to name the reason of the next copy:
  -- the live revision of each published language (the identity is shared,
  -- so a publish in one may change the others' pages), the published
  -- languages and the approved testimonials the page was given.
  revision_ids bigint[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}',
  testimonial_ids uuid[] NOT NULL DEFAULT '{}',
  -- Set when one of those testimonials is deleted or anonymised: the copy
  -- is kept unaltered, marked, and no longer than its retention.
  testimonial_erased_at timestamptz
);

CREATE INDEX advertising_record_taken_at ON advertising_record (taken_at);
CREATE INDEX advertising_record_page_taken_at
  ON advertising_record (lang, path, taken_at DESC);

CREATE FUNCTION mark_erased_testimonial_in_record() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE advertising_record
  SET testimonial_erased_at = coalesce(testimonial_erased_at, now())
  WHERE OLD.id = ANY (testimonial_ids);
  RETURN NULL;
END
$$;

CREATE TRIGGER testimonials_deleted_in_record
  AFTER DELETE ON testimonials
  FOR EACH ROW EXECUTE FUNCTION mark_erased_testimonial_in_record();

CREATE TRIGGER testimonials_anonymised_in_record
  AFTER UPDATE OF anonymised_at ON testimonials
  FOR EACH ROW WHEN (OLD.anonymised_at IS NULL AND NEW.anonymised_at IS NOT NULL)
  EXECUTE FUNCTION mark_erased_testimonial_in_record();
