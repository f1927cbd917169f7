// The admin API's shapes (server/routes/admin.ts; src/ never imports server/).
export const STATUSES = ["pending", "approved", "rejected"] as const;
export type Status = (typeof STATUSES)[number];

export interface AdminTestimonial {
  id: string;
  name: string;
  company: string;
  relationship: string | null;
  comment: string;
  status: Status;
  created_at: string;
  reviewed_at: string | null;
  consent_at: string;
  consent_text: string;
  consent_version: number;
  edited_at: string | null;
  anonymised_at: string | null;
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

export interface SessionState {
  enabled: boolean;
  authenticated: boolean;
  csrfToken?: string;
}
