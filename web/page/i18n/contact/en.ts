/**
 * The contact dialog's and the enquiry form's texts in English: a part of the
 * interface dictionary loaded only when a visitor opens one of them (and
 * drawn by the server on the enquiry page), so the page's first script does
 * not carry them (docs/decisions/044-enquiries-on-the-page.md).
 */
const en = {
  /** The specification's contact dialog: it writes through the visitor's mail program. */
  dialog: {
    title: "Let's grab a quick coffee",
    name: "Name",
    email: "Email",
    message: "Message",
    cancel: "Cancel",
    send: "Send Message",
    subject: "Coffee Break Request from {name}",
  },
  /** The enquiry form, in place and on its own page. */
  enquiry: {
    title: "Tell me about your matter",
    name: "Name",
    email: "E-mail",
    company: "Company",
    otherParties: "Other parties involved",
    otherPartiesHint:
      "Anyone else in the matter (the other side, co-parties): I check for conflicts of interest before answering.",
    message: "Message",
    /** The owner's own words replace it (content `tone.enquiryNotice`). */
    notice:
      "Sending this message does not create a lawyer–client relationship. Please do not include confidential information until we have agreed to work together.",
    acknowledge: "I have read and understood this notice",
    privacyLink: "How your message is handled",
    cancel: "Cancel",
    send: "Send",
    sending: "Sending…",
    /** The owner's own words replace it (content `tone.enquiryThanks`). */
    thanks: "Thank you. I usually answer within two working days.",
    sentTitle: "Message sent",
    close: "Close",
    /** No answer at all (the network). */
    failed: "The message could not be sent. Please try again.",
    rateLimited: "Too many messages. Please try again later.",
    unavailable:
      "Messages cannot be received just now. Please try again later.",
    // The rules' own English (core/enquiries/enquiry.ts), written again: the
    // page translates each message by finding it there (contact.test.ts holds
    // both to the same wording).
    messages: {
      nameRequired: "Please enter your name",
      nameTooLong: "Name must be at most {max} characters",
      emailRequired: "Please enter your e-mail address",
      emailInvalid: "E-mail must be an e-mail address",
      emailTooLong: "E-mail must be at most {max} characters",
      companyTooLong: "Company must be at most {max} characters",
      partiesTooLong: "Other parties involved must be at most {max} characters",
      messageRequired: "Please enter your message",
      messageTooLong: "Message must be at most {max} characters",
      acknowledgementRequired:
        "Please confirm you have read the notice before sending",
      controlCharacters: "Text must not contain control characters",
      directionControls:
        "Text must not contain direction-changing control characters",
      invalidText: "Text contains invalid characters",
    },
    /** Above the no-script page's form after the server refused a post (`?refused=`). */
    refused: {
      name: "Please check your name: it is required, on one line.",
      email: "Please check your e-mail address: it is required.",
      company: "Please check the company: it must fit on one line.",
      otherParties: "Please check the other parties involved.",
      message: "Please check your message: it is required.",
      acknowledged: "Please confirm you have read the notice before sending.",
      rate: "Too many messages. Please try again later.",
      invalid: "The message could not be sent. Please try again.",
    },
  },
};

export default en;
