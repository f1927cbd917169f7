import type { Font } from "opentype.js/dist/opentype.mjs";
import { accentColours } from "../../../core/accent-colours";
import type { SocialCard } from "../../../core/content/social-card";
import { CARD_SIZE, PORTRAIT_PANEL } from "./site-images";
import { hslToHex, textPath, wrap } from "./svg-text";

const BACKGROUND = "#0f1626";
const PANEL = "#1b2538";
const INK = "#f1f5f9";
const MUTED = "#b4bfd0";

const LEFT = 80;
const GAP = 56;
/** Below this the site's address (at 570) needs the room. */
const LAST_SUBTITLE_BASELINE = 515;

/** @internal */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (
    (words[0]?.[0] ?? "") + (words.length > 1 ? words.at(-1)![0] : "")
  ).toUpperCase();
}

/** At most `max` lines; a cut ends in an ellipsis that still fits the width. */
function clamp(
  font: Font,
  lines: string[],
  max: number,
  size: number,
  width: number,
): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last.includes(" ") && font.getAdvanceWidth(`${last}…`, size) > width)
    last = last.slice(0, last.lastIndexOf(" "));
  kept[max - 1] = `${last.replace(/[\s,;:.–-]+$/, "")}…`;
  return kept;
}

/** The largest size up to `size` at which the text fits the width on one line. */
const fittedSize = (font: Font, text: string, size: number, width: number) =>
  Math.min(size, Math.floor((size * width) / font.getAdvanceWidth(text, size)));

/**
 * The 1200×630 social card: name, title, subtitle and site address; with a
 * portrait, the text keeps to the left and PORTRAIT_PANEL is left for the
 * photo, which the rasteriser lays over it (server/images/site/render-site-images.ts).
 * The card is dark like the page's dark theme: its bars take the accent as
 * picked, its accent text the dark theme's readable shade of it.
 */
export function socialCardSvg(card: SocialCard, font: Font): string {
  const { width: W, height: H } = CARD_SIZE;
  const accent = hslToHex(card.accentColor);
  const accentText = accentColours(card.accentColor).inkDark;
  const withPortrait = card.portraitId !== null;
  const textWidth = (withPortrait ? PORTRAIT_PANEL.left - GAP : W - 80) - LEFT;
  const name = card.name.toUpperCase();
  const titleSize = withPortrait ? 40 : 44;
  const titleLead = Math.round(titleSize * 1.27);
  const title = clamp(
    font,
    wrap(font, card.title, titleSize, textWidth),
    withPortrait ? 3 : 2,
    titleSize,
    textWidth,
  );
  // The subtitle takes the lines left above the site's address.
  const subtitleSize = withPortrait ? 28 : 30;
  const subtitleLead = Math.round(subtitleSize * 1.4);
  const subtitleWidth = withPortrait ? textWidth : textWidth - 40;
  const subtitleTop = 215 + (title.length - 1) * titleLead + 96;
  const subtitleLines = Math.min(
    4,
    Math.floor((LAST_SUBTITLE_BASELINE - subtitleTop) / subtitleLead) + 1,
  );
  const subtitle = clamp(
    font,
    wrap(font, card.subtitle, subtitleSize, subtitleWidth),
    subtitleLines,
    subtitleSize,
    subtitleWidth,
  );
  const parts = [
    `<rect width="${W}" height="${H}" fill="${BACKGROUND}"/>`,
    `<rect x="0" y="0" width="16" height="${H}" fill="${accent}"/>`,
    textPath(
      font,
      name,
      LEFT,
      130,
      fittedSize(font, name, 34, textWidth),
      accentText,
    ),
    ...title.map((line, i) =>
      textPath(font, line, LEFT, 215 + i * titleLead, titleSize, INK),
    ),
    ...subtitle.map((line, i) =>
      textPath(
        font,
        line,
        LEFT,
        subtitleTop + i * subtitleLead,
        subtitleSize,
        MUTED,
      ),
    ),
  ];
  if (card.host)
    parts.push(
      textPath(
        font,
        card.host,
        LEFT,
        570,
        fittedSize(font, card.host, 28, textWidth),
        accentText,
      ),
    );
  if (withPortrait) {
    const { left, top, width, height } = PORTRAIT_PANEL;
    parts.push(
      `<rect x="${left - 10}" y="${top}" width="10" height="${height}" fill="${accent}"/>`,
      `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="${PANEL}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/** The square icon: the owner's initials on the accent colour, in the text colour the page puts on it. */
export function iconSvg(
  card: Pick<SocialCard, "name" | "accentColor">,
  font: Font,
): string {
  const letters = initials(card.name);
  const size = fittedSize(font, letters, 300, 420);
  const width = font.getAdvanceWidth(letters, size);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">`,
    `<rect width="512" height="512" rx="96" fill="${hslToHex(card.accentColor)}"/>`,
    textPath(
      font,
      letters,
      (512 - width) / 2,
      362,
      size,
      accentColours(card.accentColor).onAccent,
    ),
    `</svg>`,
  ].join("");
}
