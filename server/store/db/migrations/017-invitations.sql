-- Invitations: a personal link the owner sends a client to ask for a
-- testimonial (core/invitations.ts, docs/decisions/024-invitation-links.md).
-- Only the SHA-256 (hex) of the link's token is stored: a copy of the table
-- opens no link. The CHECK constraints repeat validateInvitation's rules.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  name text NOT NULL
    CHECK (utf16_length(btrim(name)) BETWEEN 1 AND 100)
    CHECK (name !~ '[\x01-\x1f\x7f-\x9f]'),
  company text NOT NULL DEFAULT ''
    CHECK (utf16_length(company) <= 100)
    CHECK (company !~ '[\x01-\x1f\x7f-\x9f]'),
  relationship text
    CHECK (relationship IN ('Client', 'Colleague', 'Partner', 'Other')),
  note text NOT NULL DEFAULT ''
    CHECK (utf16_length(note) <= 500)
    CHECK (note !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'),
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2,3}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the current link was issued; a re-send moves it and the expiry.
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL CHECK (expires_at > sent_at),
  opened_at timestamptz,
  answered_at timestamptz,
  revoked_at timestamptz,
  -- The testimonial sent through it. Deferred: the submit call claims the
  -- invitation before it inserts the testimonial, in one transaction.
  testimonial_id uuid REFERENCES testimonials (id) ON DELETE SET NULL
    DEFERRABLE INITIALLY DEFERRED
);

ALTER TABLE testimonials
  ADD COLUMN invitation_id uuid REFERENCES invitations (id) ON DELETE SET NULL;
CREATE INDEX testimonials_invitation_id ON testimonials (invitation_id)
  WHERE invitation_id IS NOT NULL;

-- The public columns grow by `invited`, last, so clients that read the
-- columns by name are unaffected.
CREATE OR REPLACE VIEW testimonials_public AS
  SELECT id, name, company, relationship, comment, created_at, lang,
         invitation_id IS NOT NULL AS invited
  FROM testimonials
  WHERE status = 'approved';
