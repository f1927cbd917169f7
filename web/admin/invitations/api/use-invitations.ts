import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { AdminInvitation } from "../../../../core/testimonials/invitations";
import { adminFetch } from "../../shell/query";

const invitationsKey = ["admin", "invitations"] as const;

const getInvitations = () =>
  adminFetch<{ items: AdminInvitation[] }>("/invitations");

/** Every invitation, newest first. */
export function useInvitations() {
  return useQuery({ queryKey: invitationsKey, queryFn: getInvitations });
}

/** After any change the list is fetched again (the mutation waits for it). */
export const refreshInvitations = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: invitationsKey });
