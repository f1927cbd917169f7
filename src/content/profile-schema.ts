import { z } from "zod";

/** Icon names the page knows how to draw (see src/components/ui/icon.tsx). */
export const CORE_AREA_ICONS = [
  "FileSignature",
  "TrendingUp",
  "GitMerge",
  "Globe",
  "ShieldCheck",
  "Cpu",
] as const;
export const INDUSTRY_ICONS = [
  "Cloud",
  "Brain",
  "Blocks",
  "HeartPulse",
  "Car",
  "Clapperboard",
  "Leaf",
  "Zap",
] as const;

const text = z.string().trim().min(1);
const url = z.url();

const testimonialSchema = z.object({
  id: text,
  name: text,
  company: z.string().default(""),
  relationship: z.enum(["", "Client", "Colleague", "Partner", "Other"]),
  comment: text,
});

const profileSchema = z.object({
  name: text,
  title: text,
  subtitle: text,
  email: z.email(),
  phone: text,
  linkedinUrl: url,
  bookingUrl: url,
  websiteUrl: url,
  cvFileName: text.regex(/\.html$/, "must end in .html"),
  book: z.object({ title: text, url, description: text }),
  podcast: z.object({
    title: text,
    description: text,
    url,
    audioUrl: z.literal(""),
  }),
  accentColor: z
    .string()
    .regex(
      /^\d{1,3} \d{1,3}% \d{1,3}%$/,
      'must be HSL components like "213 94% 68%"',
    ),
  seo: z.object({
    title: text,
    description: text,
    keywords: z.array(text).min(1),
  }),
  navigation: z
    .array(z.object({ name: text, href: z.string().regex(/^#[a-z]+$/) }))
    .min(1),
  about: z.array(text).min(1),
  waysOfWorking: z.array(text).length(5),
  coreAreas: z
    .array(
      z.object({
        title: text,
        description: text,
        icon: z.enum(CORE_AREA_ICONS),
      }),
    )
    .length(6),
  industries: z
    .array(z.object({ name: text, icon: z.enum(INDUSTRY_ICONS) }))
    .length(8),
  industriesUpdated: text,
  actionChips: z.array(text),
  experience: z
    .array(
      z.object({
        title: text,
        company: text,
        period: text,
        current: z.boolean(),
        highlights: z.array(text).min(1),
      }),
    )
    .min(1),
  education: z
    .array(
      z.object({
        title: text,
        school: text,
        year: z.number().int(),
        detail: text,
      }),
    )
    .min(1),
  languages: z.array(z.object({ name: text, note: text })).min(1),
  certifications: z.array(
    z.object({ title: text, issuer: text, year: z.number().int() }),
  ),
  awards: z.array(
    z.object({ title: text, issuer: text, year: z.number().int() }),
  ),
  personalNote: text,
  testimonials: z.object({
    /** Bar rules on lawyers' advertising differ by country: the owner may hide the section. */
    show: z.boolean(),
    hideCompanies: z.boolean(),
    disclaimer: z.string(),
    fallback: testimonialSchema,
  }),
});

export type Profile = z.infer<typeof profileSchema>;

/** Validates a profile; throws one readable error naming every wrong field. */
export function assertValidProfile(value: unknown): Profile {
  const result = profileSchema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `profile.${issue.path.join(".")}: ${issue.message}`,
  );
  throw new Error(`Invalid profile:\n${lines.join("\n")}`);
}
