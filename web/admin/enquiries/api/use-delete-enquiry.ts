import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { refreshEnquiries } from "./use-enquiries";

const deleteEnquiry = (id: string) =>
  adminFetch(`/enquiries/${id}`, { method: "DELETE" });

/** Deletes an enquiry for good. */
export function useDeleteEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEnquiry,
    onSuccess: () => refreshEnquiries(client),
  });
}
