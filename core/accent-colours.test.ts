import { describe, expect, it } from "vitest";
import {
  accentColours,
  accentProperties,
  contrastRatio,
  DEFAULT_ACCENT,
  hexToHsl,
  hexToRgb,
  hslToRgb,
  MIN_CONTRAST,
  rgbToHex,
  THEME_COLOURS,
  themeBackgrounds,
  type ThemeName,
} from "./accent-colours";
import { SAMPLE_ACCENTS } from "./testing/accent-samples";

/** The stored form of each sample (HSL components), the default blue included. */
const SAMPLES: [string, string][] = [
  ["default blue", DEFAULT_ACCENT],
  ...Object.entries(SAMPLE_ACCENTS).map(
    ([name, hex]) => [name, hexToHsl(hex)!] as [string, string],
  ),
];

const rgb = (hex: string) => hexToRgb(hex)!;

/** The lowest contrast of `text` with anything it sits on in `theme`. */
const worst = (theme: ThemeName, text: string, fill: string) =>
  Math.min(
    ...themeBackgrounds(theme, rgb(fill)).map((background) =>
      contrastRatio(rgb(text), background),
    ),
  );

/** Each theme's surfaces alone (no tint, no glow), as the browser paints them. */
const surfaces = (theme: ThemeName) =>
  THEME_COLOURS[theme].surfaces.map((surface) => hslToRgb(surface)!);

describe("the WCAG arithmetic", () => {
  it("measures contrast as WCAG 2 does", () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([0, 0, 0], [0, 0, 0])).toBe(1);
    // #767676 is the lightest grey with 4.5:1 on white, #777777 the first without.
    expect(contrastRatio(rgb("#767676"), rgb("#fff"))).toBeGreaterThan(4.5);
    expect(contrastRatio(rgb("#777777"), rgb("#fff"))).toBeLessThan(4.5);
  });

  it("converts between HSL components, hex and channels", () => {
    expect(hslToRgb("213 94% 68%")).toEqual([97, 166, 250]);
    expect(hslToRgb("38 30% 94.5%")).toEqual([245, 242, 237]);
    expect(hslToRgb("0 100% 50%")).toEqual([255, 0, 0]);
    // As CSS reads them: the hue turns round, the rest stops at 100%.
    expect(hslToRgb("360 100% 50%")).toEqual([255, 0, 0]);
    expect(hslToRgb("0 0% 150%")).toEqual([255, 255, 255]);
    expect(hslToRgb("blue")).toBeNull();
    expect(hexToHsl("#7b2d42")).toBe("344 46% 33%");
    expect(hexToHsl("#000000")).toBe("0 0% 0%");
    expect(hexToHsl("blue")).toBeNull();
    expect(rgbToHex([123, 45, 66])).toBe("#7b2d42");
    expect(rgbToHex([255, 255, 255])).toBe("#fff");
    expect(rgbToHex([17, 34, 51])).toBe("#123");
    expect(hexToRgb("#fff")).toEqual([255, 255, 255]);
  });
});

describe("accentColours", () => {
  it.each(SAMPLES)(
    "%s (%s): text on the fill and the accent as text read in both themes",
    (_, accent) => {
      const { fill, onAccent, inkLight, inkDark } = accentColours(accent);
      expect(fill).toBe(rgbToHex(hslToRgb(accent)!));
      expect(contrastRatio(rgb(onAccent), rgb(fill))).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(worst("light", inkLight, fill)).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(worst("dark", inkDark, fill)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      for (const surface of surfaces("light"))
        expect(contrastRatio(rgb(inkLight), surface)).toBeGreaterThanOrEqual(
          MIN_CONTRAST,
        );
      for (const surface of surfaces("dark"))
        expect(contrastRatio(rgb(inkDark), surface)).toBeGreaterThanOrEqual(
          MIN_CONTRAST,
        );
    },
  );

  it("keeps the accent as picked where it reads, and its hue where it has to change", () => {
    const burgundy = accentColours(hexToHsl("#7b2d42")!);
    expect(burgundy.onAccent).toBe("#fff");
    expect(burgundy.inkLight).toBe("#7b2d42");
    expect(burgundy.inkDark).not.toBe("#7b2d42");
    expect(hexToHsl(burgundy.inkDark)).toMatch(/^34[345] 4[4-8]% \d+%$/);

    const blue = accentColours(DEFAULT_ACCENT);
    expect(blue.onAccent).toBe("#0f172a");
    expect(blue.inkDark).toBe(blue.fill);
    expect(hexToHsl(blue.inkLight)).toMatch(/^21[234] 9[3-5]% \d+%$/);

    // Black and white become greys on the theme they cannot be read on.
    expect(accentColours("0 0% 0%")).toMatchObject({
      onAccent: "#fff",
      inkLight: "#000",
    });
    expect(hexToHsl(accentColours("0 0% 0%").inkDark)).toMatch(/^0 0% \d+%$/);
    expect(accentColours("0 0% 100%")).toMatchObject({
      onAccent: "#0f172a",
      inkDark: "#fff",
    });
  });

  it("changes the accent no more than it must: a shade nearer the pick would not read", () => {
    for (const [, accent] of SAMPLES) {
      const { fill, inkLight, inkDark } = accentColours(accent);
      const [hue, saturation, lightness] = accent.match(/[\d.]+/g)!.map(Number);
      for (const [theme, ink, nearer] of [
        ["light", inkLight, +1],
        ["dark", inkDark, -1],
      ] as const) {
        if (ink === fill) continue;
        const inkLightness = Number(hexToHsl(ink)!.split(" ")[2]!.slice(0, -1));
        const closer = `${hue} ${saturation}% ${inkLightness + nearer}%`;
        if ((inkLightness + nearer - lightness!) * nearer >= 0) continue;
        expect(
          worst(theme, rgbToHex(hslToRgb(closer)!), fill),
          `${accent} on ${theme}`,
        ).toBeLessThan(MIN_CONTRAST + 0.3);
      }
    }
  });

  it("finds readable colours for any accent: every hue, saturation and lightness", () => {
    let checked = 0;
    for (let hue = 0; hue < 360; hue += 15)
      for (const saturation of [0, 25, 50, 75, 100])
        for (let lightness = 0; lightness <= 100; lightness += 4) {
          const accent = `${hue} ${saturation}% ${lightness}%`;
          const { fill, onAccent, inkLight, inkDark } = accentColours(accent);
          const onFill = contrastRatio(rgb(onAccent), rgb(fill));
          if (onFill < MIN_CONTRAST)
            expect.fail(`${accent}: ${onFill} on fill`);
          if (worst("light", inkLight, fill) < MIN_CONTRAST)
            expect.fail(`${accent}: light ink ${inkLight}`);
          if (worst("dark", inkDark, fill) < MIN_CONTRAST)
            expect.fail(`${accent}: dark ink ${inkDark}`);
          checked++;
        }
    expect(checked).toBe(24 * 5 * 26);
  });

  it("falls back to the default accent's colours for text that is not a colour", () => {
    expect(accentColours("not a colour")).toEqual(
      accentColours(DEFAULT_ACCENT),
    );
  });
});

describe("accentProperties", () => {
  it("gives the accent as stored and the derived colours, short", () => {
    expect(accentProperties("344 46% 33%")).toEqual({
      "--accent": "344 46% 33%",
      "--on-accent": "#fff",
      "--accent-ink-light": "#7b2d42",
      "--accent-ink-dark": accentColours("344 46% 33%").inkDark,
    });
    for (const value of Object.values(accentProperties(DEFAULT_ACCENT)))
      expect(value.length).toBeLessThanOrEqual(11);
  });
});
