-- Invitations are our server's (server/store/db/migrations/017-invitations.sql):
-- the edge function ignores the submit call's `invitation` field, so every
-- submission here is stored as an ordinary one. The testimonials table and
-- the public view still gain the same columns as ours, so the page reads
-- the same list from either backend: `invitation_id` stays null here (no
-- invitations table, so no foreign key), and `invited` is always false.

ALTER TABLE public.testimonials ADD COLUMN invitation_id uuid;

-- Replacing the view keeps its owner's rights and its grants (anon and
-- authenticated may select); the new column comes last.
CREATE OR REPLACE VIEW public.testimonials_public WITH (security_invoker = false) AS
  SELECT id, name, company, relationship, comment, created_at, lang,
         invitation_id IS NOT NULL AS invited
  FROM public.testimonials
  WHERE status = 'approved';
