-- The language of the page a testimonial was submitted on (core/site-languages.ts),
-- so the page can mark it for screen readers and the owner can see it. Every
-- row before this was submitted on the English page.
ALTER TABLE testimonials
  ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang ~ '^[a-z]{2,3}$');

-- The public columns grow by the language, last, so clients that read the
-- six columns by name are unaffected.
CREATE OR REPLACE VIEW testimonials_public AS
  SELECT id, name, company, relationship, comment, created_at, lang
  FROM testimonials
  WHERE status = 'approved';
