// The admin API's invitation shapes (server/routes/admin/admin-invitations.ts,
// produced by server/store/repos/invitations.ts; read by web/admin/invitations).
// The rules (token, limits, validation) are in core/testimonials/invitations.ts.
import type { Relationship } from "../testimonials/relationships.ts";
import type { SiteLanguage } from "../site-languages.ts";

export type InvitationState =
  "waiting" | "opened" | "answered" | "expired" | "revoked";

/** What the owner fills in to create an invitation. */
export interface NewInvitation {
  name: string;
  company: string;
  relationship: Relationship | null;
  /** Shown to the client above the form. */
  note: string;
  /** The page the link opens (and the language of the prepared e-mail). */
  lang: SiteLanguage;
  /** Days until the link stops working: 1 to EXPIRY_MAX_DAYS. */
  expiresInDays: number;
}

/** An invitation as the admin lists it. The token itself is never stored. */
export interface AdminInvitation {
  id: string;
  name: string;
  company: string;
  relationship: Relationship | null;
  note: string;
  lang: SiteLanguage;
  state: InvitationState;
  createdAt: string;
  /** When the link was last (re-)issued: the date the owner sent it. */
  sentAt: string;
  expiresAt: string;
  openedAt: string | null;
  answeredAt: string | null;
  revokedAt: string | null;
  /** The testimonial sent through it, once answered. */
  testimonialId: string | null;
}

/** The admin's answer when an invitation is created or re-issued: the only time the token is seen. */
export interface IssuedInvitation {
  invitation: AdminInvitation;
  token: string;
}

/** GET /invitations: newest first. */
export interface InvitationList {
  items: AdminInvitation[];
}

/** The answer to a revoke. */
export interface RevokedInvitation {
  invitation: AdminInvitation;
}

/** The invitation a testimonial came through, as moderation shows it. */
export interface InvitationRef {
  id: string;
  name: string;
  /** When the link was sent ("Invited: Ana Lima, sent 3 days ago"). */
  sentAt: string;
}
