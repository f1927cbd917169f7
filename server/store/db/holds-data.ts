import type { Queryable } from "./db";

/**
 * True when the store holds anything a restore or import could collide
 * with: a testimonial, an invitation, an enquiry, a content revision or a
 * draft.
 */
export async function holdsData(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT FROM testimonials)
         OR EXISTS (SELECT FROM invitations)
         OR EXISTS (SELECT FROM enquiries)
         OR EXISTS (SELECT FROM content_revisions)
         OR EXISTS (SELECT FROM content_drafts) AS found`,
  );
  return row!.found;
}
