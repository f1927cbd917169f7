/**
 * The accent colour is stored as CSS HSL components ("213 94% 68%", used as
 * `hsl(var(--accent))`); the colour picker speaks hex. The page derives the
 * text on the accent and the accent as text in each theme from it
 * (core/accent-colours.ts); the editor previews them and says what changed.
 */
import {
  accentColours,
  contrastRatio,
  hexToRgb,
  hslToRgb,
  THEME_COLOURS,
  type AccentColours,
  type ThemeName,
} from "../../../../core/accent-colours";

export { hexToHsl } from "../../../../core/accent-colours";

/** "213 94% 68%" → "#61a6fa" (six digits, as a colour picker wants); null when the text is not HSL components. */
export function hslToHex(value: string): string | null {
  const rgb = hslToRgb(value);
  if (!rgb) return null;
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Below this a fill is hard to tell from the page behind it (the text on it
 * still reads: it is chosen for the fill).
 */
const FAINT_FILL = 1.5;

const TEXT_NAMES: Record<string, string> = {
  "#0f172a": "dark",
  "#fff": "white",
  "#000": "black",
};

export interface AccentPreview extends AccentColours {
  /** What the page does with the colour, in a sentence or three (the field's hint). */
  note: string;
}

/**
 * The colours the page derives from `accent`, and what the owner should know
 * about them; null when the text is not HSL components.
 */
export function accentPreview(accent: string): AccentPreview | null {
  if (!hslToRgb(accent)) return null;
  const colours = accentColours(accent);
  const { fill, onAccent, inkLight, inkDark } = colours;
  const sentences = [
    `Buttons in this colour carry ${TEXT_NAMES[onAccent] ?? onAccent} text.`,
  ];
  // No colour reads on both themes' surfaces as it is: one shade at least differs.
  const shades = [
    inkLight !== fill && "a darker shade of it on the light theme",
    inkDark !== fill &&
      (inkLight !== fill ? "a lighter one" : "a lighter shade of it") +
        " on the dark theme",
  ].filter(Boolean);
  sentences.push(
    `For readability, links and icons take ${shades.join(" and ")}.`,
  );
  const faint = (["light", "dark"] as const).filter(
    (theme) =>
      contrastRatio(
        hexToRgb(fill)!,
        hslToRgb(THEME_COLOURS[theme].surfaces[0])!,
      ) < FAINT_FILL,
  );
  if (faint.length)
    sentences.push(
      `On the ${faint.join(" and ")} theme, buttons in this colour barely stand out from the page.`,
    );
  return { ...colours, note: sentences.join(" ") };
}

/** A theme's page background and ink, for the preview. */
export const previewSurface = (theme: ThemeName) => ({
  backgroundColor: `hsl(${THEME_COLOURS[theme].surfaces[0]})`,
  color: `hsl(${THEME_COLOURS[theme].ink})`,
});
