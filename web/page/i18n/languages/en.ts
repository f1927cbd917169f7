/**
 * The interface in English: every text the page shows that is not the
 * owner's content. It holds the product's original English wording exactly
 * (en.test.ts checks the form's messages against core's rules). Each other
 * language's file has the same keys (the type checker compares them with
 * this one); `{name}` marks a value filled in at run time.
 */
const en = {
  /** What the hydrated page needs; the page's boot data carries this part. */
  page: {
    skipToContent: "Skip to content",
    menu: "Menu",
    mainNavigation: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    darkTheme: "Switch to dark theme",
    lightTheme: "Switch to light theme",
    downloadCv: "Download CV",
    downloadCvPdf: "Download CV as PDF",
    cvTooltip: "Save a printable copy of my CV",
    languages: "Languages",
    addTestimonial: "Add Your Testimonial",
    loadingForm: "Loading form…",
    carousel: "Testimonials",
    previousTestimonial: "Previous testimonial",
    nextTestimonial: "Next testimonial",
    slide: "{n} of {count}",
    showTestimonial: "Show testimonial {n} of {count}",
    /** Beside a testimonial sent through the owner's personal invitation link. */
    invited: "Invited",
    relationships: {
      Client: "Client",
      Colleague: "Colleague",
      Partner: "Partner",
      Other: "Other",
    },
    notFoundMessage: "Oops! Page not found",
    returnHome: "Return to Home",
    unexpectedError: "Unexpected Application Error!",
  },
  /** The testimonial form and what follows a submission; loaded with the form. */
  form: {
    title: "Share Your Testimonial",
    name: "Name",
    company: "Company",
    relationship: "Relationship",
    selectRelationship: "Select relationship",
    testimonial: "Testimonial",
    consent: "I agree to have this displayed on the site",
    privacyLink: "How your testimonial is handled",
    cancel: "Cancel",
    submit: "Submit",
    submitting: "Submitting...",
    toast: "Thank you. Coffee on me next time.",
    toastReviewed:
      "Your testimonial will appear here once it has been reviewed.",
    close: "Close",
    /** A refusal without a reason. */
    submitRefused: "Failed to submit testimonial",
    /** The request did not get an answer. */
    submitFailed: "Failed to submit testimonial. Please try again.",
    tooLarge: "The submission is too large (at most 16 KiB)",
    rateLimited: "Too many submissions. Please try again later.",
    unavailable:
      "The testimonials service is temporarily unavailable. Please try again later.",
    // The rules' own English (core/testimonials/testimonial.ts), written
    // again rather than imported: a module shared by this dictionary and the
    // form's chunk becomes a third chunk, fetched after this one on every
    // English visit. en.test.ts holds both copies to the same wording.
    messages: {
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
    },
  },
  /** The page opened from an invitation link (`#invite=…`). */
  invitation: {
    noteFrom: "A note from {name}",
    /** Said of every link that does not work, never telling whether it existed. */
    invalid:
      "This invitation link has expired or was already used. You can still leave a testimonial below.",
    unavailable:
      "The invitation could not be opened just now. You can still leave a testimonial below.",
  },
  /** Texts only the server draws (static parts of the page, the head). */
  server: {
    current: "Current",
    lastUpdated: "Last updated: {date}",
    book: "Book",
    podcast: "Podcast",
    opensInNewTab: " (opens in a new tab)",
    backToTop: "Back to top",
    proficiency: "{language} proficiency",
    proficiencyLevel: "{label}: level {bars} of {max}",
    languageLevels: {
      native: "Native",
      fluent: "Fluent",
      working: "Working proficiency",
      basic: "Basic",
    },
    /** The academic section's bar admissions, and the CVs' (the owner may write her own heading). */
    admissions: "Bar admissions",
    admittedSince: "since {year}",
    registration: "Reg. no. {number}",
    /** The link to a bar's public register; its name adds the jurisdiction. */
    register: "Public register",
    notFoundTitle: "Page not found",
    /** The privacy page's title, and the footer's link to it. */
    privacyTitle: "Privacy notice",
    privacyDescription:
      "How {name}'s site handles the personal data of those who leave a testimonial.",
  },
  /** The downloadable CV. */
  cv: {
    title: "CV",
    about: "About",
    experience: "Experience",
    certifications: "Certifications",
    awards: "Awards",
    publications: "Publications",
    current: "current",
  },
  /**
   * Shown on the other languages' pages to a visitor whose browser prefers
   * this language, in this language.
   */
  suggestion: {
    text: "This page is also available in English.",
    action: "Read in English",
    dismiss: "Dismiss",
  },
};

export default en;
