import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { IssuedInvitation } from "../../../../core/api/invitations";
import { adminFetch } from "../../shell/query";
import { refreshInvitations } from "./use-invitations";

const reissueInvitation = (id: string) =>
  adminFetch<IssuedInvitation>(
    `/invitations/${encodeURIComponent(id)}/reissue`,
    { method: "POST" },
  );

/** Issues a new link for an invitation; the old one stops working. */
export function useReissueInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reissueInvitation,
    onSuccess: () => refreshInvitations(client),
  });
}
