import { describe, expect, it } from "vitest";
import { joinMeta } from "./join-meta";

describe("joinMeta", () => {
  it("joins company and relationship with a bullet when both exist", () => {
    expect(joinMeta("Acme", "Client")).toBe("Acme • Client");
  });

  it("shows whichever exists when only one does", () => {
    expect(joinMeta("Acme", "")).toBe("Acme");
    expect(joinMeta("", "Partner")).toBe("Partner");
    expect(joinMeta(null, "Other")).toBe("Other");
    expect(joinMeta("  Acme ", undefined)).toBe("Acme");
  });

  it("is empty when neither exists", () => {
    expect(joinMeta("", null)).toBe("");
    expect(joinMeta("  ", "")).toBe("");
  });
});
