import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  IssuedInvitation,
  NewInvitation,
} from "../../../../core/api/invitations";
import { adminFetch } from "../../shell/query";
import { refreshInvitations } from "./use-invitations";

const createInvitation = (invitation: NewInvitation) =>
  adminFetch<IssuedInvitation>("/invitations", {
    method: "POST",
    body: invitation,
  });

/** Creates an invitation; the answer carries its token, seen only this once. */
export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => refreshInvitations(client),
  });
}
