/**
 * How a testimonial's author knows the owner: these values on the wire and in
 * the store, whatever the page's language (the page shows them translated).
 * Kept apart from the submission rules so the page can name them without
 * loading the rules' code.
 */
export const RELATIONSHIPS = [
  "Client",
  "Colleague",
  "Partner",
  "Other",
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
