import { describe, expect, it } from "vitest";
import { profile } from "../../src/content/profile";
import { iconSvg, initials, socialCardSvg } from "./images";
import { hslToHex, loadHeadingFont, wrap } from "./svg-text";

const font = loadHeadingFont();

describe("generated images", () => {
  it("takes the initials of the first and last name", () => {
    expect(initials("Marta Sousa")).toBe("MS");
    expect(initials("Ana Maria de Sá")).toBe("AS");
    expect(initials("Cher")).toBe("C");
  });

  it("converts the accent colour to hex", () => {
    expect(hslToHex("213 94% 68%")).toBe("#61a6fa");
    expect(hslToHex("0 0% 100%")).toBe("#ffffff");
  });

  it("wraps text within the width", () => {
    const lines = wrap(font, profile.subtitle, 30, 600);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(profile.subtitle);
    for (const line of lines)
      expect(font.getAdvanceWidth(line, 30)).toBeLessThanOrEqual(600);
  });

  it("draws the social card at 1200×630 with every glyph of the profile text", () => {
    const svg = socialCardSvg(profile, font, "counsel.example");
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).not.toContain("NaN");
    const glyphs = (svg.match(/<path /g) ?? []).length;
    const letters = (profile.name + profile.title + "counsel.example").replace(
      /\s/g,
      "",
    ).length;
    expect(glyphs).toBeGreaterThan(letters);
  });

  it("draws the icon with the initials", () => {
    const svg = iconSvg(profile, font);
    expect((svg.match(/<path /g) ?? []).length).toBe(2);
  });
});
