import { describe, expect, it } from "vitest";
import { staticSiteUrl } from "./site-url";

describe("the static site's address", () => {
  it("is SITE_URL's origin, or nothing without it", () => {
    expect(staticSiteUrl("https://counsel.example/path/")).toBe(
      "https://counsel.example",
    );
    expect(staticSiteUrl(undefined)).toBe("");
    expect(staticSiteUrl("")).toBe("");
  });

  it("stops a build with a SITE_URL that is not an http(s) address, naming it", () => {
    expect(() => staticSiteUrl("counsel.example")).toThrow(
      'SITE_URL: must be an http(s) address, not "counsel.example"',
    );
    expect(() => staticSiteUrl("ftp://counsel.example")).toThrow(/SITE_URL/);
  });
});
