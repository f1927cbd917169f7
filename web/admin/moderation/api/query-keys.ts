import type { TestimonialPlace } from "../../../../core/api/moderation";

/** Every moderation page (a status and a page number each), with its counts. */
export const moderationPagesKey = ["admin", "testimonials"] as const;
export const moderationPageKey = (place: TestimonialPlace | null) =>
  [...moderationPagesKey, place?.status, place?.page] as const;
/**
 * Where one testimonial sits (a notification's link). Outside
 * moderationPagesKey on purpose: a change refetches the pages, not this.
 */
export const testimonialPlaceKey = (id: string | null) =>
  ["admin", "testimonial-place", id] as const;
