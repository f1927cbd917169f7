import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RevokedInvitation } from "../../../../core/api/invitations";
import { adminFetch } from "../../shell/query";
import { refreshInvitations } from "./use-invitations";

const revokeInvitation = (id: string) =>
  adminFetch<RevokedInvitation>(
    `/invitations/${encodeURIComponent(id)}/revoke`,
    { method: "POST" },
  );

/** Stops an invitation's link from working (re-sending makes a new one). */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => refreshInvitations(client),
  });
}
