import { describe, expect, it } from "vitest";
import { seedProfile } from "./profile";
import { seedProfilePt } from "./profile-pt";
import { SAMPLE_VALUES } from "./sample-marks";

describe("the sample's markers", () => {
  it("mark who the sample is, how to reach her, her record and her made-up testimonial, in every language", () => {
    for (const seed of [seedProfile, seedProfilePt]) {
      for (const value of [
        seed.name,
        seed.email,
        seed.linkedinUrl,
        seed.websiteUrl,
        seed.experience![0]!.company,
        seed.education![0]!.school,
        seed.testimonials.fallback!.name,
        seed.testimonials.fallback!.comment,
      ])
        expect(SAMPLE_VALUES.has(value!), value).toBe(true);
    }
  });

  it("leave the texts any owner's page can keep unmarked", () => {
    for (const value of [
      seedProfile.title,
      seedProfile.navigation[0]!.name,
      seedProfile.coreAreas[0]!.title,
      seedProfilePt.coreAreas[0]!.title,
    ])
      expect(SAMPLE_VALUES.has(value), value).toBe(false);
  });
});
