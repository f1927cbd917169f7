import { valuesAt } from "../core/content/sample-fields";
import { SEED_PROFILES } from "./seed-profiles";

/**
 * The marker on the shipped sample: the places in the seed that hold facts
 * about the sample's made-up lawyer (who she is, how to reach her, where she
 * worked and studied, what she wrote and won, and what a made-up colleague
 * said of her). Their values, in every language's seed, are what the admin
 * lists as "still sample" and what the first-run test checks no public page
 * holds. Interface-like texts (headings, section intros) are left out: they
 * read true on any owner's page.
 *
 * A developer who makes the seed the owner's real content empties this list.
 */
const SAMPLE_PLACES = [
  "name",
  "email",
  "phone",
  "linkedinUrl",
  "bookingUrl",
  "websiteUrl",
  "book.title",
  "book.url",
  "podcast.title",
  "podcast.url",
  "experience.*.company",
  "experience.*.highlights.*",
  "education.*.school",
  "certifications.*.title",
  "awards.*.title",
  "testimonials.fallback.name",
  "testimonials.fallback.company",
  "testimonials.fallback.comment",
];

/** Every marked value of every language's seed. */
export const SAMPLE_VALUES: ReadonlySet<string> = new Set(
  Object.values(SEED_PROFILES).flatMap((seed) =>
    SAMPLE_PLACES.flatMap((place) => valuesAt(seed, place)),
  ),
);
