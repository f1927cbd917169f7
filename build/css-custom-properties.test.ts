import { expect, it } from "vitest";
import {
  withoutColorMixFallbacks,
  withoutRegisteredProperties,
} from "./css-custom-properties";

const TAILWIND =
  "/*! tailwindcss */\n" +
  "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-shadow:0 0 #0000}}}" +
  "@layer base{body{margin:0}}" +
  ".shadow-lg{box-shadow:var(--tw-shadow)}" +
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  "@keyframes blink{50%{opacity:0}}";

it("keeps the variables' initial values for every browser and drops their registrations", () => {
  expect(withoutRegisteredProperties(TAILWIND)).toBe(
    "/*! tailwindcss */\n" +
      "@layer properties{*,:before,:after,::backdrop{--tw-translate-x:0;--tw-shadow:0 0 #0000}}" +
      "@layer base{body{margin:0}}" +
      ".shadow-lg{box-shadow:var(--tw-shadow)}" +
      "@keyframes blink{50%{opacity:0}}",
  );
});

it("leaves a stylesheet without Tailwind's fallback block as it is, registrations included", () => {
  const own = '@property --tw-x{syntax:"*";inherits:false}.a{color:red}';
  expect(withoutRegisteredProperties(own)).toBe(own);
});

it("keeps only the color-mix() version of a colour with an opacity, also inside another block", () => {
  const css =
    ".a{color:red}.b\\/10{border-color:var(--x,#0000001a)}" +
    "@supports (color:color-mix(in lab, red, red)){.b\\/10{border-color:color-mix(in oklab, var(--ink) 10%, transparent)}}" +
    "@supports (x:y){::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}}";
  expect(withoutColorMixFallbacks(css)).toBe(
    ".a{color:red}.b\\/10{border-color:color-mix(in oklab, var(--ink) 10%, transparent)}" +
      "@supports (x:y){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}",
  );
});

it("leaves a @supports block that is not a fallback's twin alone", () => {
  const css =
    ".a{color:red}@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, red 1%, blue)}}";
  expect(withoutColorMixFallbacks(css)).toBe(css);
});
