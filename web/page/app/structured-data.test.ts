import { describe, expect, it } from "vitest";
import { contentFixture as profile } from "../../../content/content-fixture";
import type { Profile } from "../../../core/content/profile-schema";
import { structuredDataScript } from "./structured-data";

type Node = Record<string, unknown>;

const personOf = (content: Profile) => {
  const script = structuredDataScript(content, "https://c.example", "en");
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(
    script,
  )![1]!;
  const graph = (JSON.parse(json) as { "@graph": Node[] })["@graph"];
  return { script, person: graph.find((node) => node["@type"] === "Person")! };
};

const admissions = [
  {
    jurisdiction: "Ordem dos Advogados (Portugal)",
    year: 2019,
    registration: "59123L",
    registerUrl: "https://portal.oa.pt/advogados/",
  },
  {
    jurisdiction: "New York State Bar",
    year: 2021,
    registration: "",
    registerUrl: "",
  },
];

describe("bar admissions in the JSON-LD", () => {
  it("are credentials recognised by each bar, and the bars organisations the owner is a member of", () => {
    const { person, script } = personOf({ ...profile, admissions });
    expect(person.hasCredential).toEqual([
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "Bar admission",
        name: "Ordem dos Advogados (Portugal)",
        recognizedBy: {
          "@type": "Organization",
          name: "Ordem dos Advogados (Portugal)",
        },
        dateCreated: "2019",
        identifier: "59123L",
        url: "https://portal.oa.pt/advogados/",
      },
      {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "Bar admission",
        name: "New York State Bar",
        recognizedBy: { "@type": "Organization", name: "New York State Bar" },
        dateCreated: "2021",
      },
    ]);
    expect(person.memberOf).toEqual([
      { "@type": "Organization", name: "Ordem dos Advogados (Portugal)" },
      { "@type": "Organization", name: "New York State Bar" },
    ]);
    // Still no reviews or ratings (self-serving, and frowned on by bars).
    expect(script).not.toMatch(/Review|Rating/);
  });

  it("add nothing when there are none", () => {
    const { person, script } = personOf({ ...profile, admissions: [] });
    expect(person).not.toHaveProperty("hasCredential");
    expect(person).not.toHaveProperty("memberOf");
    expect(script).not.toMatch(/Review|Rating/);
  });

  it("keep a jurisdiction's markup inside the script", () => {
    const { script } = personOf({
      ...profile,
      admissions: [{ ...admissions[1]!, jurisdiction: "</script><b>Bar" }],
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});
