import type { ProfileInput } from "../core/content/profile-schema";

/**
 * THE SEED: sample content in which every name, date and sentence is a
 * placeholder that keeps the product's fixed facts (the six core areas, the
 * eight industries, the two jobs and their years, the languages, the accent
 * 213 94% 68%: content/profile.test.ts lists them). On a store with no
 * content, the server's first start publishes it as revision 1; from then on
 * the owner edits the content in /admin and the page never reads this file.
 * The static prerender (for hosts without our server) renders it too.
 * `npm test` and `npm run build` check it against core/content/profile-schema.ts.
 *
 * No secret belongs here: published content is public.
 */
export const seedProfile: ProfileInput = {
  name: "Marta Sousa",
  title: "Legal Counsel for Startups & Tech Companies",
  subtitle:
    "I help founders and tech teams close deals, raise capital and scale across borders, with contracts that read like plain language.",
  email: "hello@martasousa.example",
  phone: "+351 900 000 000",
  linkedinUrl: "https://www.linkedin.com/in/marta-sousa-example",
  bookingUrl: "https://cal.example.com/marta-sousa/coffee",
  websiteUrl: "https://martasousa.example",
  cvFileName: "",
  book: {
    title: "Blockchain and the Law of International Transport",
    url: "https://books.example.com/blockchain-international-transport",
    description:
      "A practical study of how distributed ledgers, smart contracts and electronic bills of lading fit the legal framework of international carriage of goods.",
  },
  podcast: {
    title: "Law in Beta",
    description:
      "Conversations with founders about the legal side of building a company.",
    url: "https://podcast.example.com/law-in-beta",
  },
  accentColor: "213 94% 68%",
  seo: {
    title: "",
    description:
      "Legal counsel for startups, scaleups and tech companies: commercial negotiations, global sales, VC and M&A, international transactions, security and data, LegalTech.",
    keywords: [
      "legal counsel",
      "startup lawyer",
      "tech lawyer",
      "commercial contracts",
      "venture capital",
      "M&A",
      "data protection",
      "LegalTech",
      "blockchain",
    ],
  },
  navigation: [
    { name: "Home", href: "#home" },
    { name: "Expertise", href: "#expertise" },
    { name: "Profile", href: "#profile" },
    { name: "Elsewhere", href: "#elsewhere" },
  ],
  about: [
    "I am a legal counsel who works with startups, scaleups and tech companies from the first term sheet to the hundredth enterprise contract.",
    "My work sits where law meets product and sales: I negotiate, draft and simplify, so teams can sign with confidence and move on to what they are building.",
  ],
  waysOfWorking: [
    "Business first: advice that starts from what you are trying to achieve.",
    "Plain language: contracts and memos your whole team can read.",
    "Fast turnaround: clear priorities and answers measured in hours, not weeks.",
    "Risk, sized: I tell you what matters, what does not, and why.",
    "Templates that scale: playbooks your team can use without me.",
  ],
  coreAreas: [
    {
      title: "Commercial Negotiations",
      description:
        "SaaS, licensing, partnership and supply agreements negotiated to close, not to stall.",
      icon: "FileSignature",
    },
    {
      title: "Global Sales Enablement",
      description:
        "Contract playbooks, templates and deal desks that help sales teams sign in new markets.",
      icon: "TrendingUp",
    },
    {
      title: "VC / M&A",
      description:
        "Financing rounds, due diligence, share purchases and post-deal integration.",
      icon: "GitMerge",
    },
    {
      title: "International Transactions",
      description:
        "Cross-border deals, governing law, and transport and logistics contracts.",
      icon: "Globe",
    },
    {
      title: "Security and Data",
      description:
        "GDPR compliance, data processing agreements and security terms customers trust.",
      icon: "ShieldCheck",
    },
    {
      title: "LegalTech",
      description:
        "Automating contract work and choosing the tools that give lawyers their time back.",
      icon: "Cpu",
    },
  ],
  industries: [
    { name: "SaaS", icon: "Cloud" },
    { name: "Deep Tech & AI", icon: "Brain" },
    { name: "Blockchain", icon: "Blocks" },
    { name: "Health Tech & Life Sciences", icon: "HeartPulse" },
    { name: "Mobility", icon: "Car" },
    { name: "Media", icon: "Clapperboard" },
    { name: "Sustainability", icon: "Leaf" },
    { name: "Energy", icon: "Zap" },
  ],
  industriesUpdated: "November 2026",
  actionChips: [
    "Term sheets",
    "SaaS agreements",
    "DPAs",
    "Cap tables",
    "Cross-border deals",
  ],
  experience: [
    {
      title: "Lawyer and Team Manager",
      company: "Sample Tech Law Firm",
      period: "2022–2025",
      current: true,
      highlights: [
        "Led a team of five lawyers advising startups and scaleups in the technology sector.",
        "Negotiated commercial and enterprise agreements in more than twenty countries.",
        "Advised on venture capital rounds and two acquisitions from term sheet to closing.",
      ],
    },
    {
      title: "Junior Lawyer",
      company: "Sample Corporate Law Firm",
      period: "2019–2021",
      current: false,
      highlights: [
        "Drafted and reviewed commercial contracts for technology and transport clients.",
        "Supported due diligence in M&A transactions and financing rounds.",
      ],
    },
  ],
  education: [
    {
      title: "Law Degree (LL.B.)",
      school: "Sample University Faculty of Law",
      year: 2018,
      detail: "Focus on commercial and European Union law.",
    },
    {
      title: "Master's in International Business Law",
      school: "Sample University Faculty of Law",
      year: 2020,
      detail:
        "Thesis on blockchain and electronic documents in international transport.",
    },
    {
      title: "Bar Admission",
      school: "Sample Bar Association",
      year: 2021,
      detail:
        "Admitted to practise law after the professional traineeship and bar examinations.",
    },
    {
      title: "Postgraduate Certificate in Data Protection",
      school: "Sample Institute of Technology Law",
      year: 2022,
      detail:
        "GDPR, international data transfers and information security contracts.",
    },
    {
      title: "Executive Programme in Venture Capital",
      school: "Sample Business School",
      year: 2023,
      detail:
        "Fund structures, term sheets and deal mechanics from the investor's side.",
    },
  ],
  languages: [
    { name: "Portuguese", level: "native", note: "Native" },
    { name: "English", level: "fluent", note: "Cambridge FCE" },
    { name: "Spanish", level: "working", note: "Working proficiency" },
    { name: "German", level: "basic", note: "A1" },
  ],
  certifications: [
    {
      title: "Certified Information Privacy Professional/Europe (CIPP/E)",
      issuer: "IAPP",
      year: 2022,
    },
  ],
  awards: [
    { title: "TTR 2024 Top-10 Rising Stars", issuer: "TTR", year: 2024 },
  ],
  personalNote:
    "Outside work I run, read history and drink more coffee than I should.",
  testimonials: {
    show: true,
    hideCompanies: false,
    showInvitedMark: true,
    disclaimer: "",
    fallback: {
      name: "João Pereira",
      company: "Sample Tech Law Firm",
      relationship: "Colleague",
      comment:
        "Marta has a rare gift for turning complex legal problems into clear, practical decisions. Founders trust her because she understands their business as well as the law.",
    },
  },
  // Empty: the privacy page shows the default notice in this language.
  privacy: { text: "" },
};
