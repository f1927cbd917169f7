// The moderation shapes shared by the admin API (server/) and the admin screen (web/admin/).
import type { InvitationRef } from "./invitations";
import type { Relationship } from "../content/relationships";

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
  created_at: string;
  reviewed_at: string | null;
  consent_at: string;
  consent_text: string;
  consent_version: number;
  edited_at: string | null;
  anonymised_at: string | null;
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
