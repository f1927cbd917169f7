import type { Profile } from "../content/profile-schema";

/** A link as the CV prints it: where it goes, and the words shown. */
export interface CvLink {
  href: string;
  text: string;
}

/** One job, degree, certificate, award or publication. */
export interface CvEntry {
  title: string;
  /** The company, school or issuer. */
  org?: string;
  period?: string;
  /** Highlights, one per line. */
  lines: string[];
  detail?: string;
  /** Where the title leads (a book). */
  link?: CvLink;
  /** A link on a line of its own under the entry (a bar's public register). */
  reference?: CvLink;
}

export type CvSection =
  | { kind: "paragraphs"; title: string; paragraphs: string[] }
  | {
      kind: "inline";
      title: string;
      items: { text: string; note?: string }[];
    }
  | { kind: "entries"; title: string; entries: CvEntry[] };

/** The CV, format-neutral: the HTML file and the PDF are both drawn from it. */
export interface CvOutline {
  name: string;
  role: string;
  summary: string;
  contacts: CvLink[];
  sections: CvSection[];
  /** The closing link to the personal website, when one is set. */
  website: CvLink | null;
  /** The accent's hue (0–359), used sparingly on headings. */
  hue: number;
}

/** The interface's words a CV needs, in its language. */
export interface CvTexts {
  about: string;
  experience: string;
  certifications: string;
  awards: string;
  publications: string;
  /** The bar admissions' heading: the owner's own, or the language's. */
  admissions: string;
  /** An admission's period: "since 2019". */
  admittedSince: (year: number) => string;
  /** An admission's registration number: "Reg. no. 59123L". */
  registration: (number: string) => string;
  /** Beside a current role's period: "current". */
  current: string;
  /** What stands beside a language: the owner's note or the level's name. */
  languageLabel: (language: Profile["languages"][number]) => string;
}

/** On paper a link is only its text: the address without its scheme. */
const shortUrl = (url: string) =>
  url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");

/** The content's hue (validated as "H S% L%"); anything else falls back to a navy. */
const hueOf = (accentColor: string) =>
  Number(/^(\d{1,3}) /.exec(accentColor)?.[1] ?? 213) % 360;

const recognition = (items: Profile["certifications"]): CvEntry[] =>
  items.map((item) => ({
    title: item.title,
    org: item.issuer,
    period: String(item.year),
    lines: [],
  }));

/**
 * The CV's parts, in the specification's order: About, Core Areas,
 * Languages, Experience, Academic Background (with bar admissions,
 * certifications and awards right after it), publications; then the website
 * link. Empty parts are left out.
 */
export function cvOutline(profile: Profile, texts: CvTexts): CvOutline {
  const { headings, book } = profile;
  const sections: CvSection[] = [
    { kind: "paragraphs", title: texts.about, paragraphs: profile.about },
    {
      kind: "inline",
      title: headings.coreAreas,
      items: profile.coreAreas.map((area) => ({ text: area.title })),
    },
    {
      kind: "inline",
      title: headings.languages,
      items: profile.languages.map((language) => ({
        text: language.name,
        note: texts.languageLabel(language),
      })),
    },
    {
      kind: "entries",
      title: texts.experience,
      entries: profile.experience.map((job) => ({
        title: job.title,
        org: job.company,
        period: job.current ? `${job.period} (${texts.current})` : job.period,
        lines: job.highlights,
      })),
    },
    {
      kind: "entries",
      title: headings.academic,
      entries: profile.education.map((item) => ({
        title: item.title,
        org: item.school,
        period: String(item.year),
        lines: [],
        ...(item.detail ? { detail: item.detail } : {}),
      })),
    },
    {
      kind: "entries",
      title: texts.admissions,
      entries: profile.admissions.map((admission) => ({
        title: admission.jurisdiction,
        period: texts.admittedSince(admission.year),
        lines: [],
        ...(admission.registration && {
          org: texts.registration(admission.registration),
        }),
        ...(admission.registerUrl && {
          reference: {
            href: admission.registerUrl,
            text: shortUrl(admission.registerUrl),
          },
        }),
      })),
    },
    {
      kind: "entries",
      title: texts.certifications,
      entries: recognition(profile.certifications),
    },
    {
      kind: "entries",
      title: texts.awards,
      entries: recognition(profile.awards),
    },
    {
      kind: "entries",
      title: texts.publications,
      entries: book
        ? [
            {
              title: book.title,
              lines: [],
              link: { href: book.url, text: shortUrl(book.url) },
            },
          ]
        : [],
    },
  ];
  const contacts: CvLink[] = [
    { href: `mailto:${profile.email}`, text: profile.email },
  ];
  if (profile.phone)
    contacts.push({
      href: `tel:${profile.phone.replace(/[^\d+]/g, "")}`,
      text: profile.phone,
    });
  if (profile.websiteUrl)
    contacts.push({
      href: profile.websiteUrl,
      text: shortUrl(profile.websiteUrl),
    });
  contacts.push({
    href: profile.linkedinUrl,
    text: shortUrl(profile.linkedinUrl),
  });
  return {
    name: profile.name,
    role: profile.title,
    summary: profile.subtitle,
    contacts,
    sections: sections.filter((section) =>
      section.kind === "paragraphs"
        ? section.paragraphs.length > 0
        : section.kind === "inline"
          ? section.items.length > 0
          : section.entries.length > 0,
    ),
    website: profile.websiteUrl
      ? { href: profile.websiteUrl, text: shortUrl(profile.websiteUrl) }
      : null,
    hue: hueOf(profile.accentColor),
  };
}
