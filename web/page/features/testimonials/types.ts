import type { PublicTestimonial } from "../../../../core/testimonials/testimonial";

/**
 * What the carousel shows: a public row, or the built-in fallback (which has
 * no date, and no language of its own: it is the page's content). `invited`
 * marks it as sent through the owner's invitation link.
 */
export type Testimonial = Pick<
  PublicTestimonial,
  "id" | "name" | "company" | "comment"
> & { relationship: string | null; lang?: string; invited?: boolean };

/**
 * Where the two public calls (list and submit) go and the public anonymous
 * key they carry.
 */
export interface BackendConfig {
  backendUrl: string;
  apiKey: string;
}

export function backendHeaders({ apiKey }: BackendConfig) {
  return { apikey: apiKey, Authorization: `Bearer ${apiKey}` };
}
