import type en from "./en";

/** One language's contact texts; every language has every key. */
export type ContactDictionary = typeof en;
export type EnquiryStrings = ContactDictionary["enquiry"];
/** Why the server refused a post from the no-script page (`?refused=`). */
export type RefusalCode = keyof EnquiryStrings["refused"];
