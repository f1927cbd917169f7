/**
 * The testimonial rules' messages in English, with places for their limits
 * ({max}, {min}, {choices}): the API answers them filled in (MESSAGES in
 * testimonial.ts), the page's English dictionary shows them, and the other
 * languages' dictionaries translate them.
 */
export const MESSAGE_TEMPLATES = {
  nameRequired: "Please enter your name",
  nameTooLong: "Name must be at most {max} characters",
  companyTooLong: "Company must be at most {max} characters",
  relationshipInvalid: "Relationship must be one of {choices}",
  commentRequired: "Please enter your testimonial",
  commentTooShort: "Comment must be at least {min} characters",
  commentTooLong: "Comment must be at most {max} characters",
  consentRequired:
    "Please agree to have your testimonial displayed on the site",
  controlCharacters: "Text must not contain control characters",
  directionControls:
    "Text must not contain direction-changing control characters",
  invalidText: "Text contains invalid characters",
};
export type MessageKey = keyof typeof MESSAGE_TEMPLATES;
