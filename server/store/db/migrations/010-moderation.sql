-- Moderation: edits keep the visitor's original text, admin
-- sessions and failed sign-ins live in the store (they survive restarts and
-- are shared by every instance), and new submissions queue a notification.
-- Numbered 010 to leave 003-009 to the public service's own migrations.

-- The displayed columns (name, company, relationship, comment) hold the
-- edited text, so the public view needs no change; the original_* columns
-- keep what the visitor wrote, set on the first edit only.
ALTER TABLE testimonials
  ADD COLUMN original_name text,
  ADD COLUMN original_company text,
  ADD COLUMN original_relationship text,
  ADD COLUMN original_comment text,
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN anonymised_at timestamptz;

-- Only the SHA-256 of the session token is stored: a copy of the table
-- does not let anyone sign in.
CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_sessions_last_seen_at ON admin_sessions (last_seen_at);

-- One row per wrong password. client_key is the same keyed hash
-- (HMAC-SHA256) of the client address the submit rate limit uses.
CREATE TABLE admin_login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_key text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_login_failures_client ON admin_login_failures (client_key, failed_at);
CREATE INDEX admin_login_failures_failed_at ON admin_login_failures (failed_at);

-- Owner notifications waiting for delivery (the outbox pattern): filled by a
-- trigger in the same transaction as the insert, so every stored submission
-- is announced whichever path stored it, and the visitor never waits for the
-- delivery. Each channel is marked done separately so a retry only redoes
-- the one that failed.
CREATE TABLE notification_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  testimonial_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  webhook_done boolean NOT NULL DEFAULT false,
  email_done boolean NOT NULL DEFAULT false,
  last_error text
);
CREATE INDEX notification_outbox_next_attempt_at ON notification_outbox (next_attempt_at);

CREATE FUNCTION enqueue_testimonial_notification() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_outbox (testimonial_id) VALUES (NEW.id);
  RETURN NEW;
END
$$;

CREATE TRIGGER testimonials_notify_owner
  AFTER INSERT ON testimonials
  FOR EACH ROW EXECUTE FUNCTION enqueue_testimonial_notification();
