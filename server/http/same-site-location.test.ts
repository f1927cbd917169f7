import { describe, expect, it } from "vitest";
import { holdsControlCharacter, sameSiteLocation } from "./same-site-location";

describe("sameSiteLocation", () => {
  it("starts with exactly one slash, whatever separators the path began with", () => {
    for (const path of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%5Cevil.example",
      "/%2F/evil.example",
      "/%2f%5C%5c//evil.example",
      "evil.example",
    ])
      expect(sameSiteLocation(path)).toBe("/evil.example");
  });

  it("collapses runs inside the path and keeps the query", () => {
    expect(sameSiteLocation("/a//b\\\\c/", "?next=//x")).toBe(
      "/a/b/c/?next=//x",
    );
    expect(sameSiteLocation("/")).toBe("/");
  });
});

describe("holdsControlCharacter", () => {
  it("finds C0, DEL and C1, typed or percent-encoded", () => {
    for (const path of [
      "/a\tb",
      "/%09",
      "/%0d%0A",
      "/%00",
      "/%7F",
      "/%C2%85",
      "/\u0085",
    ])
      expect([path, holdsControlCharacter(path)]).toEqual([path, true]);
  });

  it("lets ordinary and encoded text through", () => {
    for (const path of ["/", "/caf%C3%A9%20x", "/%2F", "/%C3%A9", "/%20"])
      expect([path, holdsControlCharacter(path)]).toEqual([path, false]);
  });
});
