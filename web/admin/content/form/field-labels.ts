/**
 * The names of the content's fields as the owner reads them: the form's
 * labels, and the words an error list uses for a path
 * ("experience.1.highlights.0" → "Experience 2 › Highlight 1").
 */
export const LABELS: Record<string, string> = {
  name: "Name",
  title: "Title",
  subtitle: "Subtitle",
  email: "Contact e-mail",
  phone: "Phone",
  linkedinUrl: "Professional network",
  bookingUrl: "Booking calendar",
  websiteUrl: "Website",
  cvFileName: "CV file name",
  cvPaper: "PDF CV paper",
  book: "Book",
  podcast: "Podcast",
  url: "Link",
  description: "Description",
  accentColor: "Accent colour",
  headlineEffect: "Headline",
  tone: "In your own words",
  thanks: "Thank-you message",
  notFound: "Page-not-found message",
  portrait: "Portrait",
  admissions: "Bar admissions",
  jurisdiction: "Jurisdiction",
  registration: "Registration number",
  registerUrl: "Public register link",
  alt: "Alt text",
  seo: "Search & sharing",
  keywords: "Keywords",
  navigation: "Navigation",
  href: "Section",
  headings: "Headings",
  about: "About paragraphs",
  waysOfWorking: "Ways of working",
  coreAreas: "Core areas",
  icon: "Icon",
  industries: "Industries",
  industriesUpdated: "Industries last updated",
  actionChips: "Action chips",
  experience: "Experience",
  company: "Company",
  period: "Period",
  current: "Current role",
  highlights: "Highlights",
  education: "Education",
  school: "School",
  year: "Year",
  detail: "Detail",
  languages: "Languages",
  level: "Level",
  note: "Note",
  certifications: "Certifications",
  awards: "Awards",
  issuer: "Issuer",
  personalNote: "Personal note",
  testimonials: "Testimonials",
  show: "Show testimonials",
  hideCompanies: "Hide companies",
  showInvitedMark: "Mark invited testimonials",
  disclaimer: "Disclaimer",
  fallback: "Fallback testimonial",
  relationship: "Relationship",
  comment: "Comment",
  privacy: "Privacy notice",
  text: "Notice text",
};

/** One entry of each list, as said in a sentence ("Move core area 2 up"). */
export const NOUNS: Record<string, string> = {
  keywords: "keyword",
  navigation: "navigation entry",
  about: "paragraph",
  waysOfWorking: "way of working",
  coreAreas: "core area",
  industries: "industry",
  actionChips: "action chip",
  experience: "experience",
  highlights: "highlight",
  education: "education",
  languages: "language",
  certifications: "certification",
  awards: "award",
  admissions: "bar admission",
};

/** The section headings' fields, in page order; labelled "… heading". */
export const HEADING_LABELS: Record<string, string> = {
  coreAreas: "Core areas heading",
  about: "About heading",
  waysOfWorking: "Ways of working heading",
  industries: "Industries heading",
  journey: "Journey heading",
  academic: "Academic background heading",
  education: "Education heading",
  languages: "Languages heading",
  admissions: "Bar admissions heading",
  recognition: "Recognition heading",
  testimonials: "Testimonials heading",
  testimonialsSubtitle: "Testimonials subtitle",
  elsewhere: "Elsewhere heading",
  callToAction: "Call to action",
  booking: "Booking button",
};

const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** "experience.1.highlights.0" → "Experience 2 › Highlight 1"; "" → "The content". */
export function describePath(path: string): string {
  if (!path) return "The content";
  const keys = path.split(".");
  const words: string[] = [];
  keys.forEach((key, index) => {
    if (/^\d+$/.test(key)) return;
    const next = keys[index + 1];
    const parent = keys[index - 1];
    if (next !== undefined && /^\d+$/.test(next) && NOUNS[key])
      words.push(`${capitalise(NOUNS[key])} ${Number(next) + 1}`);
    else if (parent === "headings" && HEADING_LABELS[key])
      words.push(HEADING_LABELS[key]);
    else words.push(LABELS[key] ?? key);
  });
  return words.join(" › ");
}
