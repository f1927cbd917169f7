// The admin API's enquiry and contact-settings shapes
// (server/routes/admin/admin-enquiries.ts and admin-contact-settings.ts,
// produced by server/store/repos/enquiries.ts and contact-settings.ts; read by
// web/admin/enquiries and web/admin/settings). The rules of an enquiry's
// fields are in core/enquiries/enquiry.ts.
import type { SiteLanguage } from "../site-languages.ts";

/** An enquiry as the admin lists and reads it. */
export interface AdminEnquiry {
  id: string;
  name: string;
  email: string;
  company: string;
  otherParties: string;
  message: string;
  /** The page it was sent from. */
  lang: SiteLanguage;
  createdAt: string;
  /** When the owner first opened it; null while unread. */
  readAt: string | null;
  /** When the owner marked it handled; null while open. */
  handledAt: string | null;
  /** When its sender's details were removed; null while they are kept. */
  anonymisedAt: string | null;
}

/** GET /enquiries: newest first. */
export interface EnquiryList {
  enquiries: AdminEnquiry[];
  /** Enquiries not yet opened (what the tab counts). */
  unread: number;
}

/** PATCH /enquiries/:id: either flag or both; answers the updated enquiry. */
export interface EnquiryChange {
  read?: boolean;
  handled?: boolean;
}

/** What "Start a Conversation" opens on the page. */
export const START_CONVERSATION_ACTIONS = [
  "profile",
  "dialog",
  "form",
] as const;
export type StartConversationAction =
  (typeof START_CONVERSATION_ACTIONS)[number];

/** The owner's contact choices (GET and PUT /contact-settings). */
export interface ContactSettings {
  /** "profile": the professional profile (the default); "dialog": the mail-program dialog; "form": the enquiry form. */
  startConversation: StartConversationAction;
  showEmail: boolean;
  showBooking: boolean;
  /** Whether notifications carry the enquiry's text (default: only a link to the admin). */
  notifyWithText: boolean;
  /** Months a handled enquiry is kept (default 12). */
  keepHandledMonths: number;
  /** Months an enquiry never handled is kept (default 24). */
  keepUnhandledMonths: number;
}

export const CONTACT_SETTINGS_DEFAULTS: ContactSettings = {
  startConversation: "profile",
  showEmail: true,
  showBooking: true,
  notifyWithText: false,
  keepHandledMonths: 12,
  keepUnhandledMonths: 24,
};

/** The range a retention setting may take, in months. */
export const KEEP_MONTHS = { min: 1, max: 120 } as const;
