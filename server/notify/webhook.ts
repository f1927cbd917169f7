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

const TIMEOUT_MS = 10_000;

/** POSTs the event as JSON; throws unless the receiver answers 2xx. */
export async function postWebhook(
  url: string,
  event: SubmittedEvent,
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
