import { describe, expect, it } from "vitest";
import { PRIVACY_TEXT_MAX } from "../../../../core/content/profile-shape";
import { splitAtEmails } from "./email-links";

describe("splitAtEmails", () => {
  it("puts each address at an odd index, the text around it at the even ones", () => {
    expect(
      splitAtEmails("Write to dpo@counsel.example or (a.b+c@x-y.co.uk)."),
    ).toEqual([
      "Write to ",
      "dpo@counsel.example",
      " or (",
      "a.b+c@x-y.co.uk",
      ").",
    ]);
    expect(splitAtEmails("no address @ here, nor a@b")).toEqual([
      "no address @ here, nor a@b",
    ]);
  });

  // The privacy notice is rendered on the server: a slow pattern there holds
  // every other request up.
  const longest = (unit: string) =>
    unit
      .repeat(Math.ceil(PRIVACY_TEXT_MAX / unit.length))
      .slice(0, PRIVACY_TEXT_MAX);
  for (const [label, text] of [
    ["one run of letters", longest("a")],
    ["one run of dots", longest(".")],
    ["an @ and then letters", `a@${longest("b").slice(2)}`],
    ["letters and dots", longest("a.")],
    ["runs between @s", longest("ab@cd@")],
    ["almost-addresses", longest("a@b-")],
  ] as const)
    it(`reads the longest text the schema allows in under 20 ms: ${label}`, () => {
      expect(text.length).toBe(PRIVACY_TEXT_MAX);
      splitAtEmails(text);
      const started = performance.now();
      splitAtEmails(text);
      expect(performance.now() - started).toBeLessThan(20);
    });
});
