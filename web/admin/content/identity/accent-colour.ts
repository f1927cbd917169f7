/**
 * The accent colour is stored as CSS HSL components ("213 94% 68%", used as
 * `hsl(var(--accent))`); the colour picker speaks hex. Conversions and the
 * WCAG contrast check of the accent as text on the page.
 */

/**
 * The dark theme's page background (`--color-surface` in web/styles.css),
 * where text takes the accent as it is; the light theme writes text in a
 * darker shade of it, readable whatever the accent.
 */
export const PAGE_BACKGROUND = "222 42% 9%";
/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

const HSL = /^(\d{1,3}) (\d{1,3})% (\d{1,3})%$/;
const HEX = /^#([0-9a-f]{6})$/i;

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)].map((value) =>
    Math.round(value * 255),
  ) as Rgb;
}

function parseHsl(value: string): Rgb | null {
  const match = HSL.exec(value.trim());
  if (!match) return null;
  const [hue, saturation, lightness] = match.slice(1).map(Number) as Rgb;
  if (hue > 360 || saturation > 100 || lightness > 100) return null;
  return hslToRgb(hue, saturation, lightness);
}

/** "213 94% 68%" → "#6aacfb"; null when the text is not HSL components. */
export function hslToHex(value: string): string | null {
  const rgb = parseHsl(value);
  if (!rgb) return null;
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** "#6aacfb" → "213 94% 68%" (whole numbers, as the schema wants). */
export function hexToHsl(hex: string): string | null {
  const match = HEX.exec(hex);
  if (!match) return null;
  const number = parseInt(match[1]!, 16);
  const [r, g, b] = [number >> 16, (number >> 8) & 255, number & 255].map(
    (channel) => channel / 255,
  ) as Rgb;
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

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two HSL colours (1 to 21); null if either is not HSL. */
export function contrastRatio(foreground: string, background: string) {
  const front = parseHsl(foreground);
  const back = parseHsl(background);
  if (!front || !back) return null;
  const [light, dark] = [luminance(front), luminance(back)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
