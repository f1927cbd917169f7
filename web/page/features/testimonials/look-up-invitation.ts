import { useQuery } from "@tanstack/react-query";
import {
  isWellFormedToken,
  type InvitationLookup,
} from "../../../../core/testimonials/invitations";

// The site's own server: invitations are not part of the public API's
// contract, so a static host with another backend has none (every link then
// reads as one that no longer works).
const LOOKUP_PATH = "/api/invitation";

/** What the form is filled in with, and the token its submission carries. */
export type FormInvitation = Pick<
  InvitationLookup,
  "name" | "company" | "relationship"
> & { token: string };

const isLookup = (body: unknown): body is InvitationLookup =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as InvitationLookup).name === "string" &&
  typeof (body as InvitationLookup).company === "string" &&
  typeof (body as InvitationLookup).note === "string";

/**
 * POST an invitation link's token: the invitation, or null for a link that
 * does not work now (the server answers the same 404 for every such link).
 * A token of the wrong shape is not sent.
 */
async function lookUpInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<InvitationLookup | null> {
  if (!isWellFormedToken(token)) return null;
  const response = await fetch(LOOKUP_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
    signal,
  });
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(`Invitation lookup failed with ${response.status}`);
  const body: unknown = await response.json();
  if (!isLookup(body)) throw new Error("Invitation lookup answer is malformed");
  return body;
}

/**
 * The invitation of the link the page was opened from, looked up once: each
 * lookup marks the invitation opened, so it is never refetched.
 */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) => lookUpInvitation(token, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  });
}
