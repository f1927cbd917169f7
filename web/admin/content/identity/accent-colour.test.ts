import { expect, it } from "vitest";
import {
  contrastRatio,
  hexToHsl,
  hslToHex,
  MIN_TEXT_CONTRAST,
  PAGE_BACKGROUND,
} from "./accent-colour";

it("converts HSL components to hex and back", () => {
  expect(hslToHex("0 100% 50%")).toBe("#ff0000");
  expect(hslToHex("0 0% 100%")).toBe("#ffffff");
  expect(hexToHsl("#ff0000")).toBe("0 100% 50%");
  expect(hexToHsl("#000000")).toBe("0 0% 0%");
  expect(hexToHsl("#6aacfb")).toBe("213 95% 70%");
  // A round trip lands within a rounding step of where it started.
  expect(hexToHsl(hslToHex("213 94% 68%")!)).toMatch(
    /^21[23] 9[345]% 6[789]%$/,
  );
});

it("refuses text that is not a colour", () => {
  expect(hslToHex("blue")).toBeNull();
  expect(hslToHex("400 50% 50%")).toBeNull();
  expect(hexToHsl("#fff")).toBeNull();
});

it("measures WCAG contrast against the page background", () => {
  expect(contrastRatio("0 0% 100%", "0 0% 0%")).toBeCloseTo(21, 5);
  expect(contrastRatio("213 94% 68%", PAGE_BACKGROUND)!).toBeGreaterThan(
    MIN_TEXT_CONTRAST,
  );
  expect(contrastRatio("222 60% 25%", PAGE_BACKGROUND)!).toBeLessThan(
    MIN_TEXT_CONTRAST,
  );
  expect(contrastRatio("nope", PAGE_BACKGROUND)).toBeNull();
});
