// The content the browser tests run against: the product's fixed facts (core
// areas, industries, jobs, languages) in prose of their own (not the seed in
// content/profile.ts, which the owner may replace with their real
// content). Global setup publishes it
// through the admin API, the path the owner uses.
import {
  assertValidProfile,
  type Profile,
  type ProfileInput,
} from "../core/content/profile-schema";
import type { SiteLanguage } from "../core/site-languages";
import { seedProfilePt } from "../content/profile-pt";

const input: ProfileInput = {
  name: "Rita Almeida",
  title: "Counsel to Startups and Technology Companies",
  subtitle:
    "Contracts, financing rounds and cross-border deals, explained in words a founder can act on.",
  email: "rita@almeida.example",
  phone: "+351 910 000 000",
  linkedinUrl: "https://www.linkedin.com/in/rita-almeida-example",
  bookingUrl: "https://cal.example.com/rita-almeida",
  websiteUrl: "https://ritaalmeida.example",
  book: {
    title: "Ledgers at Sea: Blockchain in International Transport Law",
    url: "https://books.example.com/ledgers-at-sea",
    description:
      "How electronic bills of lading and smart contracts meet the law of carriage of goods.",
  },
  podcast: {
    title: "Term Sheet Tuesdays",
    url: "https://podcast.example.com/term-sheet-tuesdays",
    description: "Short episodes on the legal side of building a company.",
  },
  accentColor: "213 94% 68%",
  seo: {
    title: "",
    description:
      "Counsel for startups and technology companies: negotiations, sales, financing, M&A, data and LegalTech.",
    keywords: ["startup counsel", "technology law"],
  },
  navigation: [
    { name: "Home", href: "#home" },
    { name: "Expertise", href: "#expertise" },
    { name: "Profile", href: "#profile" },
    { name: "Elsewhere", href: "#elsewhere" },
  ],
  about: [
    "I advise founders and technology teams from their first agreement to their largest deal.",
    "Clear drafting, sensible risk and fast answers are how I work.",
  ],
  waysOfWorking: [
    "Start from the business goal.",
    "Write so the whole team understands.",
    "Answer in hours, not weeks.",
    "Size every risk honestly.",
    "Leave the team with templates it can reuse.",
  ],
  coreAreas: [
    [
      "Commercial Negotiations",
      "Agreements negotiated to close.",
      "FileSignature",
    ],
    [
      "Global Sales Enablement",
      "Playbooks that help sales sign abroad.",
      "TrendingUp",
    ],
    ["VC / M&A", "Rounds, diligence and acquisitions.", "GitMerge"],
    [
      "International Transactions",
      "Cross-border deals and governing law.",
      "Globe",
    ],
    ["Security and Data", "Data protection and security terms.", "ShieldCheck"],
    ["LegalTech", "Tools that give lawyers time back.", "Cpu"],
  ].map(([title, description, icon]) => ({
    title: title!,
    description: description!,
    icon: icon as Profile["coreAreas"][number]["icon"],
  })),
  industries: [
    ["SaaS", "Cloud"],
    ["Deep Tech & AI", "Brain"],
    ["Blockchain", "Blocks"],
    ["Health Tech & Life Sciences", "HeartPulse"],
    ["Mobility", "Car"],
    ["Media", "Clapperboard"],
    ["Sustainability", "Leaf"],
    ["Energy", "Zap"],
  ].map(([name, icon]) => ({
    name: name!,
    icon: icon as Profile["industries"][number]["icon"],
  })),
  industriesUpdated: "October 2026",
  actionChips: ["Term sheets", "DPAs"],
  experience: [
    {
      title: "Lawyer and Team Manager",
      company: "Example Technology Law Firm",
      period: "2022–2025",
      current: true,
      highlights: [
        "Managed a team advising technology companies.",
        "Negotiated enterprise agreements across many countries.",
      ],
    },
    {
      title: "Junior Lawyer",
      company: "Example Corporate Law Firm",
      period: "2019–2021",
      current: false,
      highlights: ["Drafted commercial contracts.", "Supported M&A diligence."],
    },
  ],
  education: [
    ["Law Degree", 2018, "Commercial and EU law."],
    ["Master in International Business Law", 2020, "Blockchain in transport."],
    ["Bar Admission", 2021, "Admitted after the traineeship."],
    ["Data Protection Certificate", 2022, "GDPR and transfers."],
    ["Venture Capital Programme", 2023, "Deals from the investor's side."],
  ].map(([title, year, detail]) => ({
    title: title as string,
    school: "Example University",
    year: year as number,
    detail: detail as string,
  })),
  languages: [
    { name: "Portuguese", level: "native", note: "Native" },
    { name: "English", level: "fluent", note: "Cambridge FCE" },
    { name: "Spanish", level: "working", note: "Working proficiency" },
    { name: "German", level: "basic", note: "A1" },
  ],
  certifications: [{ title: "CIPP/E", issuer: "IAPP", year: 2022 }],
  awards: [
    { title: "TTR 2024 Top-10 Rising Stars", issuer: "TTR", year: 2024 },
  ],
  personalNote: "Away from work: long runs and history books.",
  testimonials: {
    show: true,
    hideCompanies: false,
    disclaimer: "",
    fallback: {
      name: "Tiago Correia",
      company: "Example Technology Law Firm",
      relationship: "Colleague",
      comment:
        "Rita turns hard legal questions into decisions a founder can take today.",
    },
  },
};

/** The content every browser test's server shows. */
export const content: Profile = assertValidProfile(input, "e2e/content.ts");

/**
 * The Portuguese page's content: the Portuguese seed's prose and headings
 * about the same person as the English page (name, contacts and links from
 * `content`), so the two pages are one site.
 */
export const contentPt: Profile = assertValidProfile(
  {
    ...seedProfilePt,
    name: input.name,
    email: input.email,
    phone: input.phone,
    linkedinUrl: input.linkedinUrl,
    bookingUrl: input.bookingUrl,
    websiteUrl: input.websiteUrl,
    cvFileName: "",
  },
  "e2e/content.ts (Portuguese)",
);

/** The admin password of the browser tests' servers (a test value, not a secret). */
export const E2E_ADMIN_PASSWORD = "e2e admin password";

/** Publishes `document` as `lang`'s content on the server at `url`, signed in as the owner. */
export async function publishContent(
  url: string,
  document: unknown = content,
  password = E2E_ADMIN_PASSWORD,
  lang: SiteLanguage = "en",
): Promise<void> {
  const origin = { origin: url };
  const login = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...origin },
    body: JSON.stringify({ password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const res = await fetch(`${url}/api/admin/content/${lang}/publish`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: login.headers.get("set-cookie")!.split(";")[0]!,
      "x-csrf-token": csrfToken,
      ...origin,
    },
    body: JSON.stringify({ document, note: "Browser tests' content" }),
  });
  if (res.status !== 200)
    throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
}
