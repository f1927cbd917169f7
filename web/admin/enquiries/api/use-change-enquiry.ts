import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminEnquiry,
  EnquiryChange,
} from "../../../../core/api/enquiries";
import { adminFetch } from "../../shell/query";
import { refreshEnquiries } from "./use-enquiries";

const changeEnquiry = ({ id, change }: { id: string; change: EnquiryChange }) =>
  adminFetch<AdminEnquiry>(`/enquiries/${id}`, {
    method: "PATCH",
    body: change,
  });

/** Marks an enquiry read or unread, handled or open again. */
export function useChangeEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEnquiry,
    onSuccess: () => refreshEnquiries(client),
  });
}
