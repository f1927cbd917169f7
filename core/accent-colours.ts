/**
 * The owner picks one accent colour (`accentColor`, CSS HSL components such
 * as "213 94% 68%"); the page needs more than one colour from it, each
 * readable (WCAG 2 contrast of at least 4.5:1) whatever was picked:
 *
 * - the fill of buttons and badges: the accent as picked, in both themes;
 * - the text on that fill (`onAccent`): the page's dark ink, else white, else
 *   black, whichever reads on the fill first (one of them always does);
 * - the accent as text, icons and marks on each theme's surfaces (`inkLight`,
 *   `inkDark`): the accent itself where it reads, else the same hue and
 *   saturation made darker (light theme) or lighter (dark theme) just enough.
 *
 * The page head sets them as CSS custom properties (`accentProperties`), and
 * web/styles.css uses them in its `light-dark()` pairs.
 */

/** sRGB channels, 0–255. */
export type Rgb = readonly [number, number, number];

/**
 * WCAG 2 AA for normal text.
 * @internal
 */
export const MIN_CONTRAST = 4.5;

/**
 * What the derived colours aim for: a little above MIN_CONTRAST, so that a
 * browser rounding the surfaces' hsl() to whole channels, or a checker
 * truncating the ratio, still finds 4.5:1.
 */
const TARGET = 4.55;

/**
 * The default accent (the seed content's), the admin's own (admin.html).
 * @internal
 */
export const DEFAULT_ACCENT = "213 94% 68%";

/**
 * Each theme's surfaces and ink, as in web/styles.css (`--color-surface`,
 * `--color-surface-alt`, `--color-surface-raised`, `--color-ink`; a test
 * holds the two to the same values).
 */
export const THEME_COLOURS = {
  light: {
    surfaces: ["40 33% 98%", "38 30% 94.5%", "0 0% 100%"],
    ink: "222 40% 12%",
  },
  dark: {
    surfaces: ["222 42% 9%", "222 38% 12%", "222 32% 16%"],
    ink: "210 40% 96%",
  },
} as const;

export type ThemeName = keyof typeof THEME_COLOURS;

/**
 * What else the page lays under accent text, with its opacity: the hover tint
 * of the navigation's links (`hover:bg-ink/10`) and the hero's glow, the fill
 * at 16% (`hero-glow` in web/styles.css).
 */
const INK_TINT = 0.1;
const FILL_GLOW = 0.16;

/** The text on the fill, in order of preference: the page's dark ink (slate 900), white, black. */
const ON_ACCENT = ["#0f172a", "#fff", "#000"] as const;

interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

const HSL = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)% (\d+(?:\.\d+)?)%$/;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * "213 94% 68%" as CSS reads it: the hue turns round, saturation and
 * lightness stop at 0 and 100%. Null when the text is not HSL components.
 */
function parseHsl(value: string): Hsl | null {
  const match = HSL.exec(value.trim());
  if (!match) return null;
  const [hue, saturation, lightness] = match.slice(1).map(Number) as [
    number,
    number,
    number,
  ];
  return {
    hue: hue % 360,
    saturation: clamp(saturation),
    lightness: clamp(lightness),
  };
}

/** HSL to sRGB, rounded to whole channels as a browser paints them. */
function rgbOf({ hue, saturation, lightness }: Hsl): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(
      (l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255,
    );
  };
  return [channel(0), channel(8), channel(4)];
}

/** "213 94% 68%" → [97, 166, 250]; null when the text is not HSL components. */
export function hslToRgb(value: string): Rgb | null {
  const hsl = parseHsl(value);
  return hsl && rgbOf(hsl);
}

/** "#7b2d42" or "#fff" → [123, 45, 66]; null when the text is not hex. */
export function hexToRgb(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match) return null;
  const digits =
    match[1]!.length === 3 ? match[1]!.replace(/./g, "$&$&") : match[1]!;
  const number = parseInt(digits, 16);
  return [number >> 16, (number >> 8) & 255, number & 255];
}

/**
 * "#7b2d42" → "344 46% 33%": what a colour picker's hex is stored as (whole
 * numbers, as the content's schema wants); null when the text is not hex.
 */
export function hexToHsl(hex: string): string | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((channel) => channel / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  let hue = 0;
  let saturation = 0;
  if (delta > 0) {
    saturation = delta / (1 - Math.abs(2 * lightness - 1));
    hue =
      max === r
        ? ((g - b) / delta) % 6
        : max === g
          ? (b - r) / delta + 2
          : (r - g) / delta + 4;
    hue = (hue * 60 + 360) % 360;
  }
  return `${Math.round(hue) % 360} ${Math.round(saturation * 100)}% ${Math.round(lightness * 100)}%`;
}

/**
 * [123, 45, 66] → "#7b2d42"; three digits where they say the same ("#fff").
 */
export function rgbToHex(rgb: Rgb): string {
  const hex = `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
  return /^#(.)\1(.)\2(.)\3$/.test(hex) ? `#${hex[1]}${hex[3]}${hex[5]}` : hex;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` at `alpha` painted over `bottom` (browsers blend in sRGB). */
const over = (bottom: Rgb, top: Rgb, alpha: number): Rgb =>
  bottom.map((channel, i) => channel * (1 - alpha) + top[i]! * alpha) as [
    number,
    number,
    number,
  ];

/**
 * Everything accent text may sit on in a theme: each surface, plain, under
 * the hover tint of ink, and under the hero's glow of the fill.
 * @internal
 */
export function themeBackgrounds(theme: ThemeName, fill: Rgb): Rgb[] {
  const { surfaces, ink } = THEME_COLOURS[theme];
  const inkRgb = hslToRgb(ink)!;
  return surfaces.flatMap((surface) => {
    const rgb = hslToRgb(surface)!;
    return [rgb, over(rgb, inkRgb, INK_TINT), over(rgb, fill, FILL_GLOW)];
  });
}

const readsOn = (text: Rgb, backgrounds: readonly Rgb[]) =>
  backgrounds.every((background) => contrastRatio(text, background) >= TARGET);

/**
 * The accent's hue and saturation at the lightness nearest its own that reads
 * on every one of `backgrounds`, going darker for the light theme and lighter
 * for the dark one (black and white always get there: each channel of an HSL
 * colour only grows with its lightness).
 */
function inkFor(accent: Hsl, theme: ThemeName, backgrounds: Rgb[]): Rgb {
  const [step, end] = theme === "light" ? [-0.25, 0] : [0.25, 100];
  for (let lightness = accent.lightness; ; lightness += step) {
    const rgb = rgbOf({ ...accent, lightness: clamp(lightness) });
    if (readsOn(rgb, backgrounds) || (lightness - end) * step >= 0) return rgb;
  }
}

export interface AccentColours {
  /** The fill of buttons, badges and bars: the accent as picked. */
  fill: string;
  /** Text and icons on the fill. */
  onAccent: string;
  /** The accent as text, icons and marks on the light theme's surfaces. */
  inkLight: string;
  /** The accent as text, icons and marks on the dark theme's surfaces. */
  inkDark: string;
}

/**
 * The colours derived from the owner's accent (HSL components), as short hex.
 * Text that is not HSL components (the schema lets none through) gets the
 * default accent's.
 */
export function accentColours(accent: string): AccentColours {
  const hsl = parseHsl(accent) ?? parseHsl(DEFAULT_ACCENT)!;
  const fill = rgbOf(hsl);
  const onAccent =
    ON_ACCENT.find((text) => contrastRatio(hexToRgb(text)!, fill) >= TARGET) ??
    ON_ACCENT.at(-1)!;
  const ink = (theme: ThemeName) =>
    rgbToHex(inkFor(hsl, theme, themeBackgrounds(theme, fill)));
  return {
    fill: rgbToHex(fill),
    onAccent,
    inkLight: ink("light"),
    inkDark: ink("dark"),
  };
}

/**
 * The custom properties the page's stylesheet reads (web/styles.css): the
 * accent's HSL components as given, and the colours derived from them.
 */
export function accentProperties(accent: string): Record<string, string> {
  const { onAccent, inkLight, inkDark } = accentColours(accent);
  return {
    "--accent": accent,
    "--on-accent": onAccent,
    "--accent-ink-light": inkLight,
    "--accent-ink-dark": inkDark,
  };
}
