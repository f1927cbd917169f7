import type { PublicTestimonial } from "../../core/testimonials/testimonial";
import { log } from "../log";
import type { TestimonialRepository } from "../store/repos/testimonials";

/**
 * What the server-rendered page shows: the first page of approved
 * testimonials, or null (the page keeps its fallback) when the store fails.
 */
export function renderedTestimonials(
  testimonials: Pick<TestimonialRepository, "listApproved">,
  limit: number,
) {
  return async (): Promise<PublicTestimonial[] | null> => {
    try {
      return (await testimonials.listApproved({
        limit,
        offset: 0,
      })) as PublicTestimonial[];
    } catch (error) {
      log("error", "store failure while rendering the page", {
        error: (error as Error).message,
      });
      return null;
    }
  };
}
