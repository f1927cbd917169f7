import type { Font } from "opentype.js/dist/opentype.mjs";
import { describe, expect, it } from "vitest";
import {
  accentColours,
  contrastRatio,
  hexToRgb,
} from "../../../core/accent-colours";
import { assertValidProfile } from "../../../core/content/profile-schema";
import { socialCard } from "../../../core/content/social-card";
import { seedProfile } from "../../../content/profile";
import { iconSvg, initials, socialCardSvg } from "./images";
import { PORTRAIT_PANEL } from "./site-images";
import { loadHeadingFont } from "./heading-font";
import { hslToHex, textPath, wrap } from "./svg-text";

const font = loadHeadingFont();
const profile = assertValidProfile(seedProfile);
const card = socialCard(profile, "https://counsel.example");

/** Each glyph's x position, from the translate() the text is drawn with. */
const glyphXs = (svg: string) =>
  [...svg.matchAll(/<path transform="translate\(([\d.-]+) /g)].map((m) =>
    Number(m[1]),
  );

/** The rightmost edge any text could reach: the last glyph's x plus the widest glyph at 44 px. */
const rightmostText = (svg: string, font: Font) =>
  Math.max(...glyphXs(svg)) + font.getAdvanceWidth("W", 44);

describe("generated images", () => {
  it("takes the initials of the first and last name", () => {
    expect(initials("Marta Sousa")).toBe("MS");
    expect(initials("Ana Maria de Sá")).toBe("AS");
    expect(initials("Cher")).toBe("C");
  });

  it("draws any owner's initials at any size the icon fits them to (opentype.js's own path text wrote NaN for an O at 350 px)", () => {
    for (const size of [36, 175, 350, 420])
      expect(textPath(font, "OP", 0, 362, size, "#000")).not.toContain("NaN");
    for (const name of ["Outra Pessoa", "Ana Lima", "Óscar Quintela", "Zé Ws"])
      expect(iconSvg({ name, accentColor: "344 47% 33%" }, font)).toContain(
        "<path",
      );
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
    const svg = socialCardSvg(card, font);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).not.toContain("NaN");
    const glyphs = (svg.match(/<path /g) ?? []).length;
    const letters = (profile.name + profile.title + "counsel.example").replace(
      /\s/g,
      "",
    ).length;
    expect(glyphs).toBeGreaterThan(letters);
  });

  it("keeps the text left of the portrait's panel when there is a portrait", () => {
    const without = socialCardSvg(card, font);
    expect(rightmostText(without, font)).toBeGreaterThan(PORTRAIT_PANEL.left);
    const withPortrait = socialCardSvg(
      { ...card, portraitId: "a".repeat(32) },
      font,
    );
    expect(rightmostText(withPortrait, font)).toBeLessThan(PORTRAIT_PANEL.left);
    expect(withPortrait).toContain(
      `<rect x="${PORTRAIT_PANEL.left}" y="0" width="${PORTRAIT_PANEL.width}" height="${PORTRAIT_PANEL.height}"`,
    );
  });

  it("cuts a subtitle too long for the card above the site's address", () => {
    const long = { ...card, subtitle: "word ".repeat(200).trim() };
    const baselines = [
      ...socialCardSvg(long, font).matchAll(/translate\([\d.]+ (\d+)\)/g),
    ].map((m) => Number(m[1]));
    const aboveAddress = baselines.filter((y) => y < 570);
    expect(Math.max(...aboveAddress)).toBeLessThanOrEqual(515);
    expect(new Set(aboveAddress).size).toBeLessThanOrEqual(1 + 2 + 3);
  });

  it("leaves the site's address out when there is none", () => {
    const withHost = (socialCardSvg(card, font).match(/<path /g) ?? []).length;
    const without = (
      socialCardSvg({ ...card, host: "" }, font).match(/<path /g) ?? []
    ).length;
    expect(withHost - without).toBe("counsel.example".length);
  });

  it("draws letters beyond Latin-1 (Polish, Hungarian, Romanian names) from the Latin Extended subset", () => {
    const drawn = (text: string) => textPath(font, text, 0, 100, 100, "#000");
    // A private-use character has no glyph in either subset: the box drawn for a missing letter.
    const missing = drawn("\uE000");
    for (const letter of ["Ł", "ő", "ș", "Ž"]) {
      expect(drawn(letter), letter).not.toBe(missing);
      expect(drawn(letter), letter).toMatch(/ d="M/);
    }
    expect(font.getAdvanceWidth("Łukasz", 30)).toBeGreaterThan(
      font.getAdvanceWidth("ukasz", 30),
    );
  });

  it("draws the icon with the initials", () => {
    const svg = iconSvg(card, font);
    expect((svg.match(/<path /g) ?? []).length).toBe(2);
  });

  it("draws text on and in the accent readably, whatever the accent (burgundy here)", () => {
    const burgundy = { ...card, accentColor: "344 46% 33%" };
    const { inkDark, onAccent } = accentColours(burgundy.accentColor);
    const fills = (svg: string) =>
      [...svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]);
    // The bar in the accent as picked; the name and address in the dark theme's shade of it.
    const cardFills = fills(socialCardSvg(burgundy, font));
    expect(cardFills).toContain("#7b2d42");
    expect(cardFills.filter((fill) => fill === inkDark)).toHaveLength(2);
    for (const background of ["#0f1626", "#1b2538"])
      expect(
        contrastRatio(hexToRgb(inkDark)!, hexToRgb(background)!),
      ).toBeGreaterThanOrEqual(4.5);
    // White initials on the burgundy icon, not the card's dark ink.
    expect(onAccent).toBe("#fff");
    expect(fills(iconSvg(burgundy, font))).toEqual(["#7b2d42", "#fff"]);
  });
});
