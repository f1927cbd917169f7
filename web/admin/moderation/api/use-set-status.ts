import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Status } from "../../../../core/testimonials/moderation";
import { adminFetch } from "../../shell/query";
import { refreshTestimonials } from "./use-testimonials";

const setStatus = ({ id, status }: { id: string; status: Status }) =>
  adminFetch(`/testimonials/${id}/status`, {
    method: "POST",
    body: { status },
  });

/** Approves, rejects or moves a testimonial back to pending. */
export function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStatus,
    onSuccess: () => refreshTestimonials(client),
  });
}
