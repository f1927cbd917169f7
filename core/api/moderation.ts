// The admin API's moderation shapes (server/routes/admin/admin-testimonials.ts,
// produced by server/store/repos/moderation.ts; read by web/admin/moderation).
import type { InvitationRef } from "./invitations";
import type { Relationship } from "../testimonials/relationships";

export const STATUSES = ["pending", "approved", "rejected"] as const;
export type Status = (typeof STATUSES)[number];

/** A testimonial as the owner sees it: everything but the submitter key. */
export interface AdminTestimonial {
  id: string;
  name: string;
  company: string;
  relationship: Relationship | null;
  comment: string;
  /** The language of the page it was submitted on (PublicTestimonial's lang). */
  lang: string;
  status: Status;
  createdAt: string;
  reviewedAt: string | null;
  consentAt: string;
  consentText: string;
  consentVersion: number;
  editedAt: string | null;
  anonymisedAt: string | null;
  /** The invitation it was sent through; null for the public form. */
  invitation: InvitationRef | null;
  /** What the visitor wrote, when the displayed text was edited; else null. */
  original: {
    name: string | null;
    company: string | null;
    relationship: string | null;
    comment: string | null;
  } | null;
}

export interface AdminPage {
  items: AdminTestimonial[];
  counts: Record<Status, number>;
  page: number;
  pageSize: number;
  total: number;
}

/** GET /testimonials/:id: where a testimonial sits in the owner's lists. */
export interface TestimonialPlace {
  status: Status;
  page: number;
}
