import type { Font } from "opentype.js";
import type { Profile } from "../../src/content/profile-schema";
import { hslToHex, textPath, wrap } from "./svg-text";

const BACKGROUND = "#0f1626";
const INK = "#f1f5f9";
const MUTED = "#b4bfd0";

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (
    (words[0]?.[0] ?? "") + (words.length > 1 ? words.at(-1)![0] : "")
  ).toUpperCase();
}

/** The 1200×630 social card: name, title, subtitle and site address. */
export function socialCardSvg(
  profile: Profile,
  font: Font,
  siteHost: string,
): string {
  const accent = hslToHex(profile.accentColor);
  const subtitle = wrap(font, profile.subtitle, 30, 1000).slice(0, 3);
  const title = wrap(font, profile.title, 44, 1040).slice(0, 2);
  const parts = [
    `<rect width="1200" height="630" fill="${BACKGROUND}"/>`,
    `<rect x="0" y="0" width="16" height="630" fill="${accent}"/>`,
    textPath(font, profile.name.toUpperCase(), 80, 130, 34, accent),
    ...title.map((line, i) => textPath(font, line, 80, 215 + i * 56, 44, INK)),
    ...subtitle.map((line, i) =>
      textPath(
        font,
        line,
        80,
        215 + title.length * 56 + 40 + i * 42,
        30,
        MUTED,
      ),
    ),
    textPath(font, siteHost, 80, 570, 28, accent),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${parts.join("")}</svg>`;
}

/** The square icon: the owner's initials on the accent colour. */
export function iconSvg(profile: Profile, font: Font): string {
  const letters = initials(profile.name);
  const size = 300;
  const width = font.getAdvanceWidth(letters, size);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">`,
    `<rect width="512" height="512" rx="96" fill="${hslToHex(profile.accentColor)}"/>`,
    textPath(font, letters, (512 - width) / 2, 362, size, BACKGROUND),
    `</svg>`,
  ].join("");
}
