-- Several instances on one PostgreSQL: every change to what the
-- public sees (an approved row inserted, changed or deleted, a row approved
-- or withdrawn) sends a notification on the `testimonials_changed` channel,
-- so each instance drops its cached list and page at once instead of when
-- they expire (server/store/change-feed.ts). The payload is the table's
-- schema, so instances on other schemas of the same database ignore it.
-- Notifications are sent at commit, once per transaction per payload. On
-- PGlite nobody listens and the trigger costs next to nothing.
CREATE FUNCTION notify_testimonials_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('testimonials_changed', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;

-- Pending submissions (most inserts) do not call the function at all.
CREATE TRIGGER testimonials_changed_insert
  AFTER INSERT ON testimonials
  FOR EACH ROW WHEN (NEW.status = 'approved')
  EXECUTE FUNCTION notify_testimonials_changed();

CREATE TRIGGER testimonials_changed_update
  AFTER UPDATE ON testimonials
  FOR EACH ROW WHEN (OLD.status = 'approved' OR NEW.status = 'approved')
  EXECUTE FUNCTION notify_testimonials_changed();

CREATE TRIGGER testimonials_changed_delete
  AFTER DELETE ON testimonials
  FOR EACH ROW WHEN (OLD.status = 'approved')
  EXECUTE FUNCTION notify_testimonials_changed();

CREATE TRIGGER testimonials_changed_truncate
  AFTER TRUNCATE ON testimonials
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_testimonials_changed();
