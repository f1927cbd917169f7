/**
 * What the webhook receives: the pending count, a link, and no personal data
 * beyond the name (and the name the owner gave the invitation it came through).
 */
export interface SubmittedEvent {
  event: "testimonial.submitted";
  pendingCount: number;
  name: string;
  /** The language of the page it was submitted on (core/site-languages.ts). */
  lang: string;
  /** The owner's invitation it was sent through; null for the public form. */
  invitation: { id: string; name: string } | null;
  adminUrl: string;
}

/**
 * A new enquiry. E-mail is not confidential, so by default it says only that
 * one arrived and where to read it; the sender's name, e-mail and message
 * come only when the owner chose notifications with the text
 * (ContactSettings.notifyWithText).
 */
export interface EnquiryEvent {
  event: "enquiry.received";
  /** Enquiries not yet opened, this one included. */
  unread: number;
  adminUrl: string;
  /** Only with the owner's notifyWithText. */
  enquiry?: { name: string; email: string; message: string };
}

/** Every notification the owner receives. */
export type OwnerEvent = SubmittedEvent | EnquiryEvent;

const TIMEOUT_MS = 10_000;

/** POSTs the event as JSON; throws unless the receiver answers 2xx. */
export async function postWebhook(
  url: string,
  event: OwnerEvent,
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "portfolio-testimonials",
    },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: "error",
  });
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
