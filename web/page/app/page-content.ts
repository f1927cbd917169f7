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
  // Only when the owner changed them from their defaults: every page's boot
  // data carries this, and the defaults cost its bytes for nothing.
  /** Present when the headline is shown still; absent, it is typed. */
  headlineEffect?: "still";
  /** The owner's words for the thank-you toast; absent, the dictionary's. */
  thanks?: string;
  /** The CV's file name when the owner set one; absent, derived from the name. */
  cvFileName?: string;
  /** Present where no PDF CV is served (a static host): no link to one. */
  noCvPdf?: true;
  /** The owner's notice for the enquiry form; absent, the dictionary's (only when the form is offered). */
  enquiryNotice?: string;
  /** The owner's words once an enquiry is sent; absent, the dictionary's (only when the form is offered). */
  enquiryThanks?: string;
};

/**
 * Copies out the page content field by field, so nothing else reaches the
 * browser; the owner's enquiry texts only when `withEnquiry` (the form is
 * what "Start a Conversation" opens).
 */
export function toPageContent(
  profile: Profile,
  withEnquiry = false,
  withCvPdf = true,
): PageContent {
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
    ...(profile.headlineEffect === "still" && {
      headlineEffect: profile.headlineEffect,
    }),
    ...(profile.tone.thanks && { thanks: profile.tone.thanks }),
    ...(profile.cvFileName && { cvFileName: profile.cvFileName }),
    ...(!withCvPdf && { noCvPdf: true as const }),
    ...(withEnquiry &&
      profile.tone.enquiryNotice && {
        enquiryNotice: profile.tone.enquiryNotice,
      }),
    ...(withEnquiry &&
      profile.tone.enquiryThanks && {
        enquiryThanks: profile.tone.enquiryThanks,
      }),
  };
}
