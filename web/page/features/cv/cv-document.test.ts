import { describe, expect, it } from "vitest";
import { assertValidProfile } from "../../../../core/content/profile-schema";
import { seedProfile } from "../../../../content/profile";
import type { Profile } from "../../../../core/content/profile-schema";
import { renderCv } from "./cv-document";

const seed = assertValidProfile(seedProfile);
const outlineOf = (profile: Profile) => renderCv(profile, "en").outline;

describe("the CV's outline (core/cv/cv-outline.ts), in English", () => {
  it("follows the specification's order, certifications and awards right after Academic Background", () => {
    expect(outlineOf(seed).sections.map((s) => s.title)).toEqual([
      "About",
      "Core Areas",
      "Languages",
      "Experience",
      "Academic Background",
      "Certifications",
      "Awards",
      "Publications",
    ]);
  });

  it("takes the owner's own headings from the content", () => {
    const own = {
      ...seed,
      headings: { ...seed.headings, academic: "Studies", languages: "Tongues" },
    };
    const titles = outlineOf(own).sections.map((s) => s.title);
    expect(titles).toContain("Studies");
    expect(titles).toContain("Tongues");
    expect(titles).not.toContain("Academic Background");
  });

  it("ends with the website when one is set, and leaves out empty parts", () => {
    const outline = outlineOf({
      ...seed,
      websiteUrl: "https://www.ana-lima.pt/",
      awards: [],
      book: null,
    });
    expect(outline.website).toEqual({
      href: "https://www.ana-lima.pt/",
      text: "ana-lima.pt",
    });
    const titles = outline.sections.map((s) => s.title);
    expect(titles).not.toContain("Awards");
    expect(titles).not.toContain("Publications");
    expect(outlineOf({ ...seed, websiteUrl: "" }).website).toBeNull();
  });

  it("marks the current role and lists each job's highlights", () => {
    const experience = outlineOf(seed).sections.find(
      (s) => s.title === "Experience",
    );
    expect(experience?.kind).toBe("entries");
    if (experience?.kind !== "entries") return;
    expect(experience.entries[0]).toMatchObject({
      title: seed.experience[0]!.title,
      org: seed.experience[0]!.company,
      period: `${seed.experience[0]!.period} (current)`,
      lines: seed.experience[0]!.highlights,
    });
  });
});

describe("bar admissions in the CV", () => {
  const admitted = {
    ...seed,
    admissions: [
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
    ],
  };

  it("come right after the academic background, under the language's heading or the owner's own", () => {
    const titles = (profile: Profile, lang: "en" | "pt") =>
      renderCv(profile, lang).outline.sections.map((s) => s.title);
    expect(titles(admitted, "en")).toEqual([
      "About",
      "Core Areas",
      "Languages",
      "Experience",
      "Academic Background",
      "Bar admissions",
      "Certifications",
      "Awards",
      "Publications",
    ]);
    expect(titles(admitted, "pt")).toContain("Inscrições na Ordem");
    const own = {
      ...admitted,
      headings: { ...admitted.headings, admissions: "Admitted to practise" },
    };
    expect(titles(own, "en")).toContain("Admitted to practise");
    expect(titles(seed, "en")).not.toContain("Bar admissions");
  });

  it("print each as jurisdiction, since the year, the registration number and the register's address", () => {
    const { outline, html } = renderCv(admitted, "en");
    const part = outline.sections.find((s) => s.title === "Bar admissions");
    expect(part?.kind === "entries" && part.entries).toEqual([
      {
        title: "Ordem dos Advogados (Portugal)",
        org: "Reg. no. 59123L",
        period: "since 2019",
        lines: [],
        reference: {
          href: "https://portal.oa.pt/advogados/",
          text: "portal.oa.pt/advogados",
        },
      },
      { title: "New York State Bar", period: "since 2021", lines: [] },
    ]);
    expect(html).toContain(
      '<section><h2>Bar admissions</h2><div class="entry"><div class="row"><span><h3>Ordem dos Advogados (Portugal)</h3>, <span class="org">Reg. no. 59123L</span></span><span class="period">since 2019</span></div><p class="detail"><a href="https://portal.oa.pt/advogados/">portal.oa.pt/advogados</a></p></div>',
    );
    expect(renderCv(admitted, "pt").html).toContain(
      '<span class="org">Inscrição n.º 59123L</span></span><span class="period">desde 2019</span>',
    );
  });
});
