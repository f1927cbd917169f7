import { useQuery } from "@tanstack/react-query";
import type { TestimonialPlace } from "../../../../core/api/moderation";
import { adminFetch } from "../../shell/query";
import { testimonialPlaceKey } from "./query-keys";

const getTestimonialPlace = (id: string) =>
  adminFetch<TestimonialPlace>(`/testimonials/${encodeURIComponent(id)}`);

/**
 * The status and page holding a testimonial (for a notification's link).
 * Asked once: after the owner acts on it, the screen stays where it is.
 */
export function useTestimonialPlace(id: string | null) {
  return useQuery({
    queryKey: testimonialPlaceKey(id),
    queryFn: () => getTestimonialPlace(id!),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
