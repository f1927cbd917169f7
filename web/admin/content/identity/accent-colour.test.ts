import { expect, it } from "vitest";
import adminPage from "../../../../admin.html?raw";
import {
  accentProperties,
  DEFAULT_ACCENT,
} from "../../../../core/accent-colours";
import { accentPreview, hexToHsl, hslToHex } from "./accent-colour";

it("converts HSL components to hex and back", () => {
  expect(hslToHex("0 100% 50%")).toBe("#ff0000");
  expect(hslToHex("0 0% 100%")).toBe("#ffffff");
  expect(hslToHex("213 94% 68%")).toBe("#61a6fa");
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
  expect(hslToHex("")).toBeNull();
  expect(hexToHsl("#ffff")).toBeNull();
  expect(hexToHsl("white")).toBeNull();
  expect(accentPreview("blue")).toBeNull();
});

it("says what the page does with the colour", () => {
  expect(accentPreview("344 46% 33%")!.note).toBe(
    "Buttons in this colour carry white text. For readability, links and icons take a lighter shade of it on the dark theme.",
  );
  expect(accentPreview(DEFAULT_ACCENT)!.note).toBe(
    "Buttons in this colour carry dark text. For readability, links and icons take a darker shade of it on the light theme.",
  );
  // Mid-grey: neither white nor the page's dark ink reads on it; black does.
  expect(accentPreview("0 0% 50%")!.note).toMatch(
    /^Buttons in this colour carry black text\. For readability, links and icons take a darker shade of it on the light theme and a lighter one on the dark theme\.$/,
  );
  expect(accentPreview("0 0% 100%")!.note).toMatch(
    / On the light theme, buttons in this colour barely stand out from the page\.$/,
  );
  // A colour that reads on both themes as it is.
  expect(accentPreview("272 72% 47%")!.note).toMatch(
    /lighter shade of it on the dark theme\.$/,
  );
});

it("gives the admin page the properties the stylesheet needs, derived from its own accent", () => {
  const style = /<style>([\s\S]*?)<\/style>/.exec(adminPage)![1]!;
  const declarations = Object.fromEntries(
    [...style.matchAll(/(--[\w-]+):\s*([^;}]+?)\s*[;}]/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  expect(declarations).toEqual(accentProperties(DEFAULT_ACCENT));
});
