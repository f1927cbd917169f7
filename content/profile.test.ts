// The seed keeps the product's fixed facts (core areas, industries, jobs,
// education years, languages, accent) and headings. These are the only tests
// that read its wording: every other test takes its content from
// content/content-fixture.ts, so replacing the seed keeps them green
// once this file is updated.
import { describe, expect, it } from "vitest";
import { cvFileName, pageTitle } from "../core/content/profile-derived";
import {
  assertValidProfile,
  checkProfile,
} from "../core/content/profile-schema";
import { SITE_LANGUAGES } from "../core/site-languages";
import { seedProfile } from "./profile";
import { SEED_PROFILES } from "./seed-profiles";

describe("the seed", () => {
  const profile = assertValidProfile(seedProfile);

  it("is valid, as the owner would have to write it", () => {
    expect(checkProfile(seedProfile)).toMatchObject({ ok: true });
  });

  it("keeps the sample owner's facts as first written", () => {
    expect(profile.coreAreas.map((area) => area.title)).toEqual([
      "Commercial Negotiations",
      "Global Sales Enablement",
      "VC / M&A",
      "International Transactions",
      "Security and Data",
      "LegalTech",
    ]);
    expect(profile.industries.map((industry) => industry.name)).toEqual([
      "SaaS",
      "Deep Tech & AI",
      "Blockchain",
      "Health Tech & Life Sciences",
      "Mobility",
      "Media",
      "Sustainability",
      "Energy",
    ]);
    expect(
      profile.experience.map((entry) => [
        entry.title,
        entry.period,
        entry.current,
      ]),
    ).toEqual([
      ["Lawyer and Team Manager", "2022–2025", true],
      ["Junior Lawyer", "2019–2021", false],
    ]);
    const years = profile.education.map((entry) => entry.year);
    expect(years).toHaveLength(5);
    expect(Math.min(...years)).toBe(2018);
    expect(Math.max(...years)).toBe(2023);
    expect(
      profile.languages.map(
        (language) => `${language.name} (${language.note}, ${language.level})`,
      ),
    ).toEqual([
      "Portuguese (Native, native)",
      "English (Cambridge FCE, fluent)",
      "Spanish (Working proficiency, working)",
      "German (A1, basic)",
    ]);
    expect(profile.awards.map((award) => award.title)).toContain(
      "TTR 2024 Top-10 Rising Stars",
    );
    expect(profile.accentColor).toBe("213 94% 68%");
    expect(profile.testimonials.fallback!.relationship).toBe("Colleague");
  });

  it("keeps the original headings, title and CV file name", () => {
    expect(profile.headings).toMatchObject({
      coreAreas: "Core Areas",
      journey: "My Legal & Business Journey",
      academic: "Academic Background",
      testimonials: "Their Words, Not Mine",
      testimonialsSubtitle: "Completely bias-free",
      callToAction: "Start a Conversation",
    });
    expect(pageTitle(profile)).toBe(
      "Marta Sousa | Legal Counsel for Startups & Tech Companies",
    );
    expect(cvFileName(profile, "en")).toBe("Marta_Sousa_CV.html");
    expect(cvFileName(profile, "pt")).toBe("Marta_Sousa_CV_PT.html");
    expect(cvFileName({ ...profile, cvFileName: "CV Marta.html" }, "pt")).toBe(
      "CV Marta.html",
    );
  });

  it("holds no secret", () => {
    expect(JSON.stringify(seedProfile)).not.toMatch(/password|secret|token/i);
  });

  it("names every wrong field in its error", () => {
    const broken = {
      ...seedProfile,
      email: "not-an-email",
      coreAreas: [],
    };
    expect(() => assertValidProfile(broken)).toThrow(
      /profile\.email: .*\n.*profile\.coreAreas: /s,
    );
  });
});

describe("the seeds of every language", () => {
  it.each(SITE_LANGUAGES)("%s is valid", (lang) => {
    expect(checkProfile(SEED_PROFILES[lang])).toMatchObject({ ok: true });
  });

  // What must not differ between languages: links, icons, levels, years,
  // flags and list lengths. Every other text is only "text" or empty.
  const KEPT = new Set([
    "email",
    "phone",
    "linkedinUrl",
    "bookingUrl",
    "websiteUrl",
    "url",
    "href",
    "icon",
    "accentColor",
    "cvFileName",
    "level",
    "relationship",
    "period",
  ]);
  const shape = (value: unknown, key = ""): unknown => {
    if (Array.isArray(value)) return value.map((item) => shape(item));
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, shape(v, k)]),
      );
    if (typeof value === "string" && !KEPT.has(key)) return value ? "text" : "";
    return value;
  };
  const en = assertValidProfile(SEED_PROFILES.en);

  it.each(SITE_LANGUAGES.filter((lang) => lang !== "en"))(
    "%s has the English seed's structure, links and icons",
    (lang) => {
      expect(shape(assertValidProfile(SEED_PROFILES[lang]))).toEqual(shape(en));
    },
  );

  it.each(SITE_LANGUAGES.filter((lang) => lang !== "en"))(
    "%s translates every heading and navigation entry",
    (lang) => {
      const profile = assertValidProfile(SEED_PROFILES[lang]);
      for (const [key, heading] of Object.entries(profile.headings))
        // Empty (the bar admissions' heading): the page language's own words.
        if (heading)
          expect(heading, key).not.toBe(
            en.headings[key as keyof typeof en.headings],
          );
      profile.navigation.forEach((entry, i) =>
        expect(entry.name).not.toBe(en.navigation[i]!.name),
      );
    },
  );
});
