import { describe, expect, it } from "vitest";
import {
  classesIn,
  criticalCss,
  lateCss,
  lateStylesheetName,
  selectorMayMatch,
} from "./critical-css";

const page = (classes: string) => `<main class="${classes}"><p>text</p></main>`;

describe("criticalCss", () => {
  const css =
    "/*! banner v1.2 | x.com */@layer theme,base,utilities;@layer theme{:root{--c:red}}" +
    "@layer base{*,:before{margin:0}.prose-x{color:red}}" +
    '@font-face{font-family:"A";src:url(/a.woff2)}@keyframes blink{50%{opacity:0}}' +
    "@layer utilities{.flex{display:flex}.hidden{display:none}" +
    "@media (min-width:40rem){.sm\\:block{display:block}.sm\\:grid{display:grid}}" +
    "@media print{.print-only{display:block}}}" +
    "[data-x]{color:blue}.unlayered{color:green}";

  it("inlines the order-free parts whole and, of the rest, the rules of classes the page has", () => {
    expect(criticalCss(css, page("flex sm:block"))).toBe(
      "/*! banner v1.2 | x.com */@layer theme,base,utilities;@layer theme{:root{--c:red}}" +
        "@layer base{*,:before{margin:0}.prose-x{color:red}}" +
        '@font-face{font-family:"A";src:url(/a.woff2)}@keyframes blink{50%{opacity:0}}' +
        "@layer utilities{.flex{display:flex}" +
        "@media (min-width:40rem){.sm\\:block{display:block}}}" +
        "[data-x]{color:blue}",
    );
  });

  it("leaves the order-free parts out of the late part and keeps the rest whole, in order", () => {
    expect(lateCss(css)).toBe(
      "/*! banner v1.2 | x.com */@layer theme,base,utilities;" +
        "@layer utilities{.flex{display:flex}.hidden{display:none}" +
        "@media (min-width:40rem){.sm\\:block{display:block}.sm\\:grid{display:grid}}" +
        "@media print{.print-only{display:block}}}" +
        "[data-x]{color:blue}.unlayered{color:green}",
    );
    expect(lateStylesheetName("assets/main-1a2b.css")).toBe(
      "assets/main-1a2b-late.css",
    );
  });

  it("reads escaped class names as the HTML writes them", () => {
    const classes = classesIn(
      page("w-[calc(100vw-2rem)] left-0.5 [transform:scaleX(0)] 2xl:p-4"),
    );
    for (const selector of [
      ".w-\\[calc\\(100vw-2rem\\)\\]",
      ".left-0\\.5",
      ".\\[transform\\:scaleX\\(0\\)\\]",
      ".\\32 xl\\:p-4",
    ])
      expect(selectorMayMatch(selector, classes), selector).toBe(true);
    expect(selectorMayMatch(".left-0\\.25", classes)).toBe(false);
  });

  it("drops a rule only when it cannot match", () => {
    const classes = classesIn(page("group group-hover:flex a"));
    // Every class outside a pseudo-class's argument must be on the page.
    expect(selectorMayMatch(".group:hover .group-hover\\:flex", classes)).toBe(
      true,
    );
    expect(selectorMayMatch(".group .missing", classes)).toBe(false);
    // `:not(.x)` matches where x is absent; `:is`/`:where` may list others.
    expect(selectorMayMatch(".a:not(.missing)", classes)).toBe(true);
    expect(
      selectorMayMatch(
        ".group-hover\\:flex:is(:where(.missing):hover *)",
        classes,
      ),
    ).toBe(true);
    // One alternative of a selector list is enough; attribute values are not classes.
    expect(selectorMayMatch(".missing,.a", classes)).toBe(true);
    expect(selectorMayMatch('[data-x="a.b,c"] .a', classes)).toBe(true);
    expect(selectorMayMatch(":root,[data-theme]", classes)).toBe(true);
  });

  it("skips braces and semicolons inside strings and comments", () => {
    const css = '.a{content:"};{"}/* .b{} */.c{content:"\\"}"}';
    expect(criticalCss(css, page("a"))).toBe('.a{content:"};{"}');
  });
});
