import { describe, expect, it } from "vitest";
import { sampleFields, valuesAt, withoutStraySample } from "./sample-fields";

const marked = new Set(["Sample Name", "Sample Firm", "A made-up comment"]);

describe("sampleFields", () => {
  it("lists every text still holding a marked value, by its path, wherever it moved", () => {
    expect(
      sampleFields(
        {
          name: "Sample Name",
          title: "Counsel",
          experience: [
            { company: "Her Own Firm" },
            { company: "Sample Firm", current: true },
          ],
          testimonials: { fallback: { comment: "A made-up comment" } },
        },
        marked,
      ),
    ).toEqual([
      "name",
      "experience.1.company",
      "testimonials.fallback.comment",
    ]);
  });

  it("finds nothing once every marked value is typed over, or in an unmarked document", () => {
    expect(sampleFields({ name: "Ana Lima", list: [1, null] }, marked)).toEqual(
      [],
    );
    expect(sampleFields({ name: "Sample Name" }, new Set())).toEqual([]);
  });
});

describe("valuesAt", () => {
  it("reads a place, with * for every entry of a list", () => {
    const document = {
      name: "A",
      experience: [{ company: "B" }, { company: "C", highlights: ["D", "E"] }],
    };
    expect(valuesAt(document, "name")).toEqual(["A"]);
    expect(valuesAt(document, "experience.*.company")).toEqual(["B", "C"]);
    expect(valuesAt(document, "experience.*.highlights.*")).toEqual(["D", "E"]);
    expect(valuesAt(document, "book.title")).toEqual([]);
  });
});

describe("withoutStraySample", () => {
  const profile = (name: string, comment: string | null) => ({
    name,
    testimonials: {
      show: true,
      fallback: comment === null ? null : { name: "X", comment },
    },
  });

  it("keeps the sample's fallback beside the sample's name: a brand-new site is unchanged", () => {
    const sample = profile("Sample Name", "A made-up comment");
    expect(withoutStraySample(sample, marked)).toBe(sample);
  });

  it("hides the sample's fallback once the name is the owner's", () => {
    expect(
      withoutStraySample(profile("Ana Lima", "A made-up comment"), marked)
        .testimonials,
    ).toEqual({ show: true, fallback: null });
  });

  it("shows the owner's own fallback, and none when she removed it", () => {
    const own = profile("Ana Lima", "Her colleague's real words");
    expect(withoutStraySample(own, marked)).toBe(own);
    const none = profile("Ana Lima", null);
    expect(withoutStraySample(none, marked)).toBe(none);
  });
});
