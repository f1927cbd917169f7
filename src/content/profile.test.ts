import { describe, expect, it } from "vitest";
import { profile } from "./profile";
import { assertValidProfile } from "./profile-schema";

describe("profile", () => {
  it("is valid", () => {
    expect(() => assertValidProfile(profile)).not.toThrow();
  });

  it("keeps the facts of the specification", () => {
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
        (language) => `${language.name} (${language.note})`,
      ),
    ).toEqual([
      "Portuguese (Native)",
      "English (Cambridge FCE)",
      "Spanish (Working proficiency)",
      "German (A1)",
    ]);
    expect(profile.awards.map((award) => award.title)).toContain(
      "TTR 2024 Top-10 Rising Stars",
    );
    expect(profile.accentColor).toBe("213 94% 68%");
    expect(profile.testimonials.fallback.relationship).toBe("Colleague");
  });

  it("holds no secret", () => {
    expect(JSON.stringify(profile)).not.toMatch(/password|secret|token/i);
  });

  it("names every wrong field in its error", () => {
    const broken = {
      ...profile,
      email: "not-an-email",
      coreAreas: profile.coreAreas.slice(1),
    };
    expect(() => assertValidProfile(broken)).toThrow(
      /profile\.email: .*\n.*profile\.coreAreas: /s,
    );
  });
});
