import { SUBMIT_MESSAGES } from "../../core/testimonials/submit-call";
import type { Store } from "../store/open-store";

/**
 * The answer of a testimonial call the owner's professional rules refuse:
 * while they hide testimonials the page shows no form, and the calls it
 * would make are refused rather than stored or answered.
 */
export const NOT_ACCEPTING_TESTIMONIALS = SUBMIT_MESSAGES.notAccepting;

/** Whether the owner's professional rules hide testimonials site-wide. */
export async function rulesHideTestimonials(
  store: Pick<Store, "professionalRules">,
): Promise<boolean> {
  return (await store.professionalRules.effective()).testimonials === "hidden";
}

/**
 * Whether the public list answers no testimonial: the rules hide them, or no
 * published language's content shows the section. The testimonials are kept;
 * showing them again brings the list back.
 */
export async function publicListHidden(
  store: Pick<Store, "professionalRules" | "languages" | "content">,
): Promise<boolean> {
  if (await rulesHideTestimonials(store)) return true;
  const { published } = await store.languages.get();
  const shown = await Promise.all(
    published.map((lang) =>
      store.content.published(lang).then(
        ({ profile }) => profile.testimonials.show,
        // No content to read (a store never seeded, a document the schema
        // no longer takes): the content hides nothing.
        () => true,
      ),
    ),
  );
  return !shown.includes(true);
}
