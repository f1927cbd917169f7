-- The owner's identity (name, e-mail, phone, links, website, accent colour,
-- portrait) is one value for the whole site, kept beside the languages in
-- the same three tables under the key 'identity', with its own history;
-- the languages' documents keep their texts (and the portrait's alt text).
-- Content written before keeps the identity inside each language's
-- document: the default language's values win, taken from its live
-- revision and, if the owner was editing, from its draft.
CREATE FUNCTION identity_of(document jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE AS $$
    SELECT jsonb_strip_nulls(jsonb_build_object(
      'name', document -> 'name',
      'email', document -> 'email',
      'phone', document -> 'phone',
      'linkedinUrl', document -> 'linkedinUrl',
      'bookingUrl', document -> 'bookingUrl',
      'websiteUrl', document -> 'websiteUrl',
      'accentColor', document -> 'accentColor',
      'portrait', CASE jsonb_typeof(document -> 'portrait')
        WHEN 'object' THEN (document -> 'portrait') - 'alt' END
    ))
  $$;

-- Gives a store with content in its languages but no shared identity one:
-- after this migration, and after importing a backup made before it.
CREATE FUNCTION derive_shared_identity() RETURNS void
  LANGUAGE plpgsql AS $$
  DECLARE
    source record;
  BEGIN
    IF EXISTS (SELECT 1 FROM content_revisions WHERE lang = 'identity') THEN
      RETURN;
    END IF;
    SELECT l.lang, r.document INTO source
      FROM content_live l
      JOIN content_revisions r ON r.id = l.revision_id
      LEFT JOIN site_languages s ON s.default_language = l.lang
      ORDER BY (s.default_language IS NULL), l.lang
      LIMIT 1;
    IF NOT FOUND THEN
      RETURN;
    END IF;
    INSERT INTO content_revisions (lang, number, document, note)
      VALUES ('identity', 1, identity_of(source.document),
              'Shared by every language, from the ' || source.lang || ' content');
    INSERT INTO content_live (lang, revision_id)
      SELECT 'identity', id FROM content_revisions WHERE lang = 'identity';
    INSERT INTO content_drafts (lang, document)
      SELECT 'identity', identity_of(d.document)
      FROM content_drafts d WHERE d.lang = source.lang
      ON CONFLICT (lang) DO NOTHING;
  END
  $$;

SELECT derive_shared_identity();
