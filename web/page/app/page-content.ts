import type { Profile } from "../../../core/content/profile-schema";

type HydratedHeading =
  "academic" | "education" | "testimonials" | "testimonialsSubtitle";

/**
 * The part of the content the browser receives in the boot data: what the
 * hydrated components show or use. Everything else is drawn on the server in
 * static islands (docs/decisions/005-static-islands.md), so the public
 * JavaScript and the page's JSON stay small whatever the owner writes.
 */
export type PageContent = Pick<
  Profile,
  "name" | "title" | "subtitle" | "email" | "navigation" | "education"
> & {
  headings: Pick<Profile["headings"], HydratedHeading>;
  testimonials: Profile["testimonials"];
};

/** Copies out the page content field by field, so nothing else reaches the browser. */
export function toPageContent(profile: Profile): PageContent {
  const { name, title, subtitle, email, navigation, education, headings } =
    profile;
  return {
    name,
    title,
    subtitle,
    email,
    navigation,
    education,
    headings: {
      academic: headings.academic,
      education: headings.education,
      testimonials: headings.testimonials,
      testimonialsSubtitle: headings.testimonialsSubtitle,
    },
    testimonials: profile.testimonials,
  };
}
