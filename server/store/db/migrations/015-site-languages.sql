-- Which language the site serves at `/`, and which languages the owner has
-- taken off the public site (their content stays, ready to publish again).
-- One row. A change moves pages between addresses, so it notifies the other
-- instances like a publish does.
CREATE TABLE site_languages (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  default_language text NOT NULL DEFAULT 'en',
  hidden text[] NOT NULL DEFAULT '{}'
);

INSERT INTO site_languages DEFAULT VALUES;

CREATE TRIGGER site_languages_changed
  AFTER UPDATE ON site_languages
  FOR EACH ROW EXECUTE FUNCTION notify_testimonials_changed();
