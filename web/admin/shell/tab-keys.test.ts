import { describe, expect, it } from "vitest";
import { tabKeyTarget } from "./tab-keys";

describe("tabKeyTarget", () => {
  it("moves with the arrows, wrapping around, and jumps with Home and End", () => {
    expect(tabKeyTarget("ArrowRight", 0, 3)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 2, 3)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(tabKeyTarget("ArrowLeft", 2, 3)).toBe(1);
    expect(tabKeyTarget("Home", 2, 3)).toBe(0);
    expect(tabKeyTarget("End", 0, 3)).toBe(2);
    expect(tabKeyTarget("Enter", 1, 3)).toBeNull();
  });
});
