import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Status } from "../../../../core/api/moderation";
import { adminFetch } from "../../shell/query";
import { refreshModerationPages } from "./use-moderation-page";

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
    onSuccess: () => refreshModerationPages(client),
  });
}
