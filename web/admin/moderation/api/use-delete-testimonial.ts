import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { refreshModerationPages } from "./use-moderation-page";

const deleteTestimonial = (id: string) =>
  adminFetch(`/testimonials/${id}`, { method: "DELETE" });

/** Deletes a testimonial and its consent record for good. */
export function useDeleteTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => refreshModerationPages(client),
  });
}
