import { useQuery } from "@tanstack/react-query";
import type { Status } from "../../../../core/testimonials/moderation";
import { adminFetch } from "../../shell/query";

const getTestimonialPlace = (id: string) =>
  adminFetch<{ status: Status; page: number }>(
    `/testimonials/${encodeURIComponent(id)}`,
  );

/**
 * The status and page holding a testimonial (for a notification's link).
 * Asked once: after the owner acts on it, the screen stays where it is.
 */
export function useTestimonialPlace(id: string | null) {
  return useQuery({
    queryKey: ["admin", "testimonial-place", id],
    queryFn: () => getTestimonialPlace(id!),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
