-- Enquiries: a prospective client writes to the owner through the page's
-- form (docs/decisions/041-enquiries.md). The CHECK constraints repeat the
-- rules of core/enquiries/enquiry.ts, so no write path (the form, an
-- import, a later screen) can store a row that breaks them. Anonymising
-- removes the sender's identity (name becomes "Anonymised", the e-mail,
-- company and other parties empty) and keeps the message; only then may
-- the e-mail be empty.
CREATE TABLE enquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL
    CHECK (utf16_length(name) <= 100 AND name ~ '[^[:space:]]')
    CHECK (name !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'),
  email text NOT NULL
    CHECK (utf16_length(email) <= 200)
    CHECK (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'
           OR (email = '' AND anonymised_at IS NOT NULL))
    CHECK (email !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'),
  company text NOT NULL DEFAULT ''
    CHECK (utf16_length(company) <= 100)
    CHECK (company !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'),
  other_parties text NOT NULL DEFAULT ''
    CHECK (utf16_length(other_parties) <= 500)
    CHECK (other_parties !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'),
  message text NOT NULL
    CHECK (utf16_length(message) <= 5000 AND message ~ '[^[:space:]]')
    CHECK (message !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'),
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2,3}$'),
  -- Keyed hash (HMAC-SHA256) of the sender's address, never the address:
  -- an identical enquiry sent again within minutes is stored once. Cleared
  -- with the testimonials' keys once that window has passed
  -- (server/store/repos/client-keys.ts).
  submitter_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  handled_at timestamptz,
  anonymised_at timestamptz
);

CREATE INDEX enquiries_created_at ON enquiries (created_at);
CREATE INDEX enquiries_submitter_created_at ON enquiries (submitter_key, created_at)
  WHERE submitter_key IS NOT NULL;

-- The enquiry form's rate limit counts in `rate_limit_hits` like the
-- testimonial form's, under the client's key prefixed with "enquiry:"
-- (server/store/repos/enquiries.ts), so the two forms have separate
-- allowances and share one table, its windows and its sweep.

-- The owner's contact choices (core/api/enquiries.ts, ContactSettings).
-- One row; the defaults are CONTACT_SETTINGS_DEFAULTS. The page renders
-- from it, so a change notifies the other instances like a publish does.
CREATE TABLE contact_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  start_conversation text NOT NULL DEFAULT 'profile'
    CHECK (start_conversation IN ('profile', 'dialog', 'form')),
  show_email boolean NOT NULL DEFAULT true,
  show_booking boolean NOT NULL DEFAULT true,
  notify_with_text boolean NOT NULL DEFAULT false,
  keep_handled_months integer NOT NULL DEFAULT 12
    CHECK (keep_handled_months BETWEEN 1 AND 120),
  keep_unhandled_months integer NOT NULL DEFAULT 24
    CHECK (keep_unhandled_months BETWEEN 1 AND 120)
);

INSERT INTO contact_settings DEFAULT VALUES;

CREATE TRIGGER contact_settings_changed
  AFTER UPDATE ON contact_settings
  FOR EACH ROW EXECUTE FUNCTION notify_testimonials_changed();

-- A new enquiry is announced to the owner through the same outbox as a
-- testimonial (migration 010): each row names exactly one of the two.
ALTER TABLE notification_outbox
  ALTER COLUMN testimonial_id DROP NOT NULL,
  ADD COLUMN enquiry_id uuid,
  ADD CONSTRAINT notification_outbox_one_subject
    CHECK ((testimonial_id IS NULL) <> (enquiry_id IS NULL));

CREATE FUNCTION enqueue_enquiry_notification() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_outbox (enquiry_id) VALUES (NEW.id);
  RETURN NEW;
END
$$;

CREATE TRIGGER enquiries_notify_owner
  AFTER INSERT ON enquiries
  FOR EACH ROW EXECUTE FUNCTION enqueue_enquiry_notification();
