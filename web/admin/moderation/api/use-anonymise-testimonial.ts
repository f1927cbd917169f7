import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import { refreshModerationPages } from "./use-moderation-page";

const anonymiseTestimonial = (id: string) =>
  adminFetch(`/testimonials/${id}/anonymise`, { method: "POST" });

/** Replaces the name with 'Anonymous' and clears the company and relationship. */
export function useAnonymiseTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: anonymiseTestimonial,
    onSuccess: () => refreshModerationPages(client),
  });
}
