-- The page's content: one JSON document per language, versioned. A revision
-- is never changed or deleted; publishing points `content_live` at one, and
-- restoring an old one publishes a new revision equal to it. Each language
-- has one draft, overwritten as the owner types (it may be incomplete).
CREATE TABLE content_revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lang text NOT NULL,
  number integer NOT NULL,
  document jsonb NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lang, number)
);

CREATE TABLE content_live (
  lang text PRIMARY KEY,
  revision_id bigint NOT NULL REFERENCES content_revisions (id),
  published_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_drafts (
  lang text PRIMARY KEY,
  document jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A publish changes the public page: the other instances on this PostgreSQL
-- hear it on the same channel as approvals (server/store/change-feed.ts).
CREATE TRIGGER content_live_changed
  AFTER INSERT OR UPDATE OR DELETE ON content_live
  FOR EACH ROW EXECUTE FUNCTION notify_testimonials_changed();

CREATE TRIGGER content_live_truncated
  AFTER TRUNCATE ON content_live
  FOR EACH STATEMENT EXECUTE FUNCTION notify_testimonials_changed();
