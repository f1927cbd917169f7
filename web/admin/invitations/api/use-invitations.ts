import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { InvitationList } from "../../../../core/api/invitations";
import { adminFetch } from "../../shell/query";
import { invitationsKey } from "./query-keys";

const getInvitations = () => adminFetch<InvitationList>("/invitations");

/** Every invitation, newest first. */
export function useInvitations() {
  return useQuery({ queryKey: invitationsKey, queryFn: getInvitations });
}

/** After any change the list is fetched again (the mutation waits for it). */
export const refreshInvitations = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: invitationsKey });
