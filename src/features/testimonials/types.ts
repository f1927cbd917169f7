import type { PublicTestimonial } from "../../../core/testimonial";

/**
 * What the carousel shows: a public row, or the built-in fallback (which has
 * no date, and no language of its own: it is the page's content).
 */
export type Testimonial = Pick<
  PublicTestimonial,
  "id" | "name" | "company" | "comment"
> & { relationship: string | null; lang?: string };

/** Where the two public calls go and the public key they carry (spec sections 6 and 7). */
export interface BackendConfig {
  backendUrl: string;
  apiKey: string;
}

export function backendHeaders({ apiKey }: BackendConfig) {
  return { apikey: apiKey, Authorization: `Bearer ${apiKey}` };
}
