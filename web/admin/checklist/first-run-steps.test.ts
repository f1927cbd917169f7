import { describe, expect, it } from "vitest";
import { seedProfile } from "../../../content/profile";
import { seedProfilePt } from "../../../content/profile-pt";
import type { ContentState } from "../../../core/api/content";
import {
  assertValidProfile,
  type Profile,
} from "../../../core/content/profile-schema";
import { firstRunSteps } from "./first-run-steps";

const state = (lang: string, profile: Profile, number = 1): ContentState => ({
  lang,
  published: {
    revision: { id: number, lang, number, note: "", createdAt: "", live: true },
    profile,
  },
  draft: null,
});
const languages = {
  defaultLanguage: "en" as const,
  published: ["en" as const, "pt" as const],
};
const en = assertValidProfile(seedProfile);
const pt = assertValidProfile(seedProfilePt);
const unset = {
  siteAddress: "http://localhost:3000",
  siteAddressFromConfig: false,
  notifications: false,
};

/** The owner's own content: every marked value replaced, a portrait, her fallback. */
const hers = (profile: Profile): Profile => ({
  ...profile,
  name: "Ana Lima",
  email: "ana@lima.example",
  phone: "+351 912 345 678",
  linkedinUrl: "https://www.linkedin.com/in/ana-lima",
  bookingUrl: "",
  websiteUrl: "https://analima.example",
  portrait: {
    id: "a".repeat(16),
    alt: "Ana",
    width: 8,
    height: 10,
    widths: [8],
  },
  book: null,
  podcast: null,
  experience: [],
  education: [],
  certifications: [],
  awards: [],
  testimonials: { ...profile.testimonials, fallback: null },
});

describe("the first-run checklist", () => {
  it("has every step to do on a brand-new site, each naming where it is done", () => {
    const steps = firstRunSteps(unset, languages, {
      en: state("en", en),
      pt: state("pt", pt),
    });
    expect(steps.map((step) => [step.id, step.done])).toEqual([
      ["address", false],
      ["identity", false],
      ["review-en", false],
      ["review-pt", false],
      ["fallback", false],
      ["notifications", false],
    ]);
    expect(steps[0]!.how).toContain("http://localhost:3000");
    expect(steps[0]!.how).toContain("SITE_URL");
    expect(steps[0]!.href).toBe("/admin/settings");
    expect(steps[5]!.how).toContain("NOTIFY_WEBHOOK_URL");
    expect(steps[5]!.href).toBe("/admin/settings");
    expect(steps[1]!.href).toBe("/admin/content?lang=en#content-en-name");
    expect(steps[3]!.href).toBe("/admin/content?lang=pt");
    expect(steps[4]!.href).toBe(
      "/admin/content?lang=en#content-en-testimonials-fallback-comment",
    );
  });

  it("is done once the address and notifications are set and each language is hers and published again", () => {
    const steps = firstRunSteps(
      { ...unset, siteAddressFromConfig: true, notifications: true },
      languages,
      { en: state("en", hers(en), 2), pt: state("pt", hers(pt), 2) },
    );
    expect(steps.every((step) => step.done)).toBe(true);
  });

  it("keeps a language to review while it still holds the sample, or was never published again", () => {
    const steps = firstRunSteps(unset, languages, {
      en: state("en", hers(en), 2),
      pt: state("pt", { ...hers(pt), experience: pt.experience }, 2),
    });
    const review = steps.find((step) => step.id === "review-pt")!;
    expect(review.done).toBe(false);
    expect(review.how).toMatch(
      /^\d+ fields still hold the sample's content\.$/,
    );
    expect(
      firstRunSteps(unset, languages, {
        en: state("en", hers(en), 2),
        pt: state("pt", hers(pt), 1),
      }).find((step) => step.id === "review-pt")!.done,
    ).toBe(false);
  });
});
