import { describe, expect, it } from "vitest";
import { activeSection, scrollProgress, viewProgress } from "./scroll";

const sections = [
  { id: "home", top: 0, bottom: 800 },
  { id: "expertise", top: 800, bottom: 1500 },
  { id: "profile", top: 2000, bottom: 2600 },
];

describe("activeSection", () => {
  it("starts a section 100 px above its top", () => {
    expect(activeSection(699, sections)).toBe("home");
    expect(activeSection(700, sections)).toBe("expertise");
  });

  it("ends a section 100 px above its bottom (exclusive)", () => {
    expect(activeSection(1399, sections)).toBe("expertise");
    expect(activeSection(1400, sections)).toBeNull();
    expect(activeSection(2499, sections)).toBe("profile");
    expect(activeSection(2500, sections)).toBeNull();
  });

  it("counts the first section from the very top of the page", () => {
    expect(activeSection(0, sections)).toBe("home");
    expect(activeSection(-100, sections)).toBe("home");
    expect(activeSection(-101, sections)).toBeNull();
  });

  it("takes another offset", () => {
    expect(activeSection(790, sections, 0)).toBe("home");
  });
});

describe("scrollProgress", () => {
  it("is the share of the scrollable height", () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2000, 3000, 1000)).toBe(1);
    expect(scrollProgress(2500, 3000, 1000)).toBe(1);
  });

  it("is 0 for a page that does not scroll", () => {
    expect(scrollProgress(0, 800, 1000)).toBe(0);
  });
});

describe("viewProgress", () => {
  it("grows from 0 to 1 as the element comes into view", () => {
    expect(viewProgress(1000, 500, 1000)).toBe(0);
    expect(viewProgress(750, 500, 1000)).toBe(0.5);
    expect(viewProgress(500, 500, 1000)).toBe(1);
    expect(viewProgress(-200, 500, 1000)).toBe(1);
    expect(viewProgress(1200, 500, 1000)).toBe(0);
  });
});
