import { describe, expect, it } from "vitest";
import type { Profile } from "./profile-schema";
import { socialCard, socialCardVersion } from "./social-card";

const profile = {
  name: "Marta Sousa",
  title: "Lawyer",
  subtitle: "Commercial law",
  accentColor: "215 60% 45%",
  websiteUrl: "https://martasousa.example",
  portrait: null,
} satisfies Partial<Profile>;

describe("the social card's inputs", () => {
  it("print the site's address, never the content's website", () => {
    expect(socialCard(profile, "https://counsel.example").host).toBe(
      "counsel.example",
    );
    expect(socialCard(profile, "http://localhost:3000").host).toBe(
      "localhost:3000",
    );
    expect(socialCard(profile).host).toBe("");
    expect(JSON.stringify(socialCard(profile))).not.toContain(
      "martasousa.example",
    );
  });

  it("change with the site's address, not with the content's website", () => {
    const version = (site: string, websiteUrl = profile.websiteUrl) => {
      const content = { ...profile, websiteUrl };
      return socialCardVersion(socialCard(content, site));
    };
    expect(version("https://counsel.example")).toBe(
      version("https://counsel.example", "https://elsewhere.example"),
    );
    expect(version("https://counsel.example")).not.toBe(
      version("https://other.example"),
    );
  });
});
