import type { PublicTestimonial } from "../../../core/testimonial";

/** What the carousel shows: a public row, or the built-in fallback (which has no date). */
export type Testimonial = Pick<
  PublicTestimonial,
  "id" | "name" | "company" | "comment"
> & { relationship: string | null };

/** Where the two public calls go and the public key they carry (spec sections 6 and 7). */
export interface BackendConfig {
  backendUrl: string;
  apiKey: string;
}

export function backendHeaders({ apiKey }: BackendConfig) {
  return { apikey: apiKey, Authorization: `Bearer ${apiKey}` };
}
