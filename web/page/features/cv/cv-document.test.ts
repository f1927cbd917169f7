import { describe, expect, it } from "vitest";
import { assertValidProfile } from "../../../../core/content/profile-schema";
import { seedProfile } from "../../../../content/profile";
import type { Profile } from "../../../../core/content/profile-schema";
import { renderCv } from "./cv-document";

const seed = assertValidProfile(seedProfile);
const outlineOf = (profile: Profile) => renderCv(profile, "en").outline;

describe("the CV's outline (core/cv/cv-outline.ts), in English", () => {
  it("follows the specification's order, certifications and awards right after Academic Background", () => {
    expect(outlineOf(seed).sections.map((s) => s.title)).toEqual([
      "About",
      "Core Areas",
      "Languages",
      "Experience",
      "Academic Background",
      "Certifications",
      "Awards",
      "Publications",
    ]);
  });

  it("takes the owner's own headings from the content", () => {
    const own = {
      ...seed,
      headings: { ...seed.headings, academic: "Studies", languages: "Tongues" },
    };
    const titles = outlineOf(own).sections.map((s) => s.title);
    expect(titles).toContain("Studies");
    expect(titles).toContain("Tongues");
    expect(titles).not.toContain("Academic Background");
  });

  it("ends with the website when one is set, and leaves out empty parts", () => {
    const outline = outlineOf({
      ...seed,
      websiteUrl: "https://www.ana-lima.pt/",
      awards: [],
      book: null,
    });
    expect(outline.website).toEqual({
      href: "https://www.ana-lima.pt/",
      text: "ana-lima.pt",
    });
    const titles = outline.sections.map((s) => s.title);
    expect(titles).not.toContain("Awards");
    expect(titles).not.toContain("Publications");
    expect(outlineOf({ ...seed, websiteUrl: "" }).website).toBeNull();
  });

  it("marks the current role and lists each job's highlights", () => {
    const experience = outlineOf(seed).sections.find(
      (s) => s.title === "Experience",
    );
    expect(experience?.kind).toBe("entries");
    if (experience?.kind !== "entries") return;
    expect(experience.entries[0]).toMatchObject({
      title: seed.experience[0]!.title,
      org: seed.experience[0]!.company,
      period: `${seed.experience[0]!.period} (current)`,
      lines: seed.experience[0]!.highlights,
    });
  });
});
