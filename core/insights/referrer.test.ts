import { describe, expect, it } from "vitest";
import { referrerOf } from "./referrer";

const OWN = "counsel.example";

describe("referrerOf", () => {
  it("keeps another site's host alone: no path, no query, no www", () => {
    expect(
      referrerOf(
        "https://www.lawfirms.example/lists/lisbon?page=2&user=anna#top",
        null,
        OWN,
      ),
    ).toEqual({ kind: "site", name: "lawfirms.example" });
  });

  it("groups search engines and social sites by name", () => {
    expect(referrerOf("https://www.google.pt/", null, OWN)).toEqual({
      kind: "search",
      name: "Google",
    });
    expect(referrerOf("https://duckduckgo.com/?q=x", null, OWN)).toEqual({
      kind: "search",
      name: "DuckDuckGo",
    });
    expect(
      referrerOf("https://www.linkedin.com/in/someone", null, OWN),
    ).toEqual({ kind: "social", name: "LinkedIn" });
    expect(referrerOf("https://lnkd.in/abc", null, OWN)).toEqual({
      kind: "social",
      name: "LinkedIn",
    });
    expect(referrerOf("https://t.co/xyz", null, OWN)).toEqual({
      kind: "social",
      name: "X",
    });
    expect(referrerOf("https://l.facebook.com/l.php?u=1", null, OWN)).toEqual({
      kind: "social",
      name: "Facebook",
    });
  });

  it("names a campaign by utm_source, over the Referer", () => {
    expect(
      referrerOf("https://www.google.com/", " Newsletter Nov ", OWN),
    ).toEqual({ kind: "campaign", name: "newsletter-nov" });
    expect(referrerOf(undefined, "linkedin", OWN)).toEqual({
      kind: "campaign",
      name: "linkedin",
    });
    expect(referrerOf(undefined, "<>", OWN)).toBeNull();
  });

  it("counts nothing for our own pages, no Referer, or not a web address", () => {
    expect(referrerOf(`https://${OWN}/pt/`, null, OWN)).toBeNull();
    expect(referrerOf(`http://${OWN}:8080/`, null, `${OWN}:8080`)).toBeNull();
    expect(referrerOf(undefined, null, OWN)).toBeNull();
    expect(referrerOf("not a url", null, OWN)).toBeNull();
    expect(referrerOf("android-app://com.x/", null, OWN)).toBeNull();
  });

  it("bounds a long host", () => {
    const host = `${"a".repeat(60)}.${"b".repeat(60)}.example`;
    expect(referrerOf(`https://${host}/`, null, OWN)?.name).toHaveLength(100);
  });
});
