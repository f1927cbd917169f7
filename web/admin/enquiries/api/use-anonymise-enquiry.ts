import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminEnquiry } from "../../../../core/api/enquiries";
import { adminFetch } from "../../shell/query";
import { refreshEnquiries } from "./use-enquiries";

const anonymiseEnquiry = (id: string) =>
  adminFetch<AdminEnquiry>(`/enquiries/${id}/anonymise`, { method: "POST" });

/** Removes the sender's name, e-mail, company and other parties; the message stays. */
export function useAnonymiseEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: anonymiseEnquiry,
    onSuccess: () => refreshEnquiries(client),
  });
}
