import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProfile } from "../../content/profile";
import { seedProfilePt } from "../../content/profile-pt";
import { assertValidProfile } from "../../core/content/profile-schema";
import type { CvEntry, CvOutline } from "../../core/cv/cv-outline";
import { contrastRatio, hexToRgb } from "../../core/accent-colours";
import { renderCv } from "../../web/page/entry-server";
import { accentOnPaper, buildCvPdf, type CvPdfMeta } from "./cv-pdf";

// Debian's poppler-utils read the PDFs as a reader's tools would; under CI
// they must be there (.ci/run installs them).
const POPPLER_MISSING =
  "poppler-utils is not installed (Debian: apt-get install poppler-utils)";
const popplerInstalled = !spawnSync("pdftotext", ["-v"]).error;
if (!popplerInstalled && process.env.CI)
  throw new Error(`CI is set but ${POPPLER_MISSING}: .ci/run installs it`);
// The outlines the server draws from: the page's own CV texts in each language.
const OUTLINES = {
  en: renderCv(assertValidProfile(seedProfile), "en").outline,
  pt: renderCv(assertValidProfile(seedProfilePt), "pt").outline,
};
const meta = (langTag: string, more: Partial<CvPdfMeta> = {}): CvPdfMeta => ({
  langTag,
  title: "Marta Sousa — CV",
  createdAt: new Date("2026-11-20T10:30:00Z"),
  pageSize: "A4",
  ...more,
});

let folder = "";
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "cv-pdf-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let written = 0;
function poppler(pdf: Buffer, command: string, ...args: string[]): string {
  const file = join(folder, `cv-${++written}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(
    command,
    [...args, file, ...(command === "pdftotext" ? ["-"] : [])],
    {
      encoding: "utf8",
      env: { ...process.env, TZ: "UTC" },
    },
  );
}
const flat = (text: string) => text.replace(/\s+/g, " ");
/** Each page's text, whitespace folded. */
function pages(pdf: Buffer): string[] {
  return poppler(pdf, "pdftotext").split("\f").slice(0, -1).map(flat);
}

describe("the accent on paper", () => {
  it("reads at 4.5:1 or more on white whatever the hue, and keeps the hue", () => {
    for (let hue = 0; hue < 360; hue++) {
      const rgb = hexToRgb(accentOnPaper(hue))!;
      expect(
        contrastRatio(rgb, [255, 255, 255]),
        `hue ${hue}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
    expect(accentOnPaper(213)).not.toBe(accentOnPaper(30));
  });
});

describe.skipIf(!popplerInstalled)("the PDF CV of the seed content", () => {
  for (const language of ["en", "pt"] as const) {
    it(`holds every heading, name and accented word as text (${language})`, async () => {
      const outline = OUTLINES[language];
      const pdf = await buildCvPdf(outline, meta(language));
      const text = flat(poppler(pdf, "pdftotext"));
      const expected = [
        outline.name,
        outline.role,
        ...outline.contacts.map((contact) => contact.text),
        ...outline.sections.flatMap((section) => [
          section.title,
          ...(section.kind === "inline"
            ? section.items.map((item) => item.text)
            : section.kind === "entries"
              ? section.entries.flatMap((entry) => [
                  entry.title,
                  ...(entry.org ? [entry.org] : []),
                  ...entry.lines,
                ])
              : section.paragraphs),
        ]),
      ];
      for (const words of expected) expect(text).toContain(flat(words));
      if (language === "pt")
        for (const accented of [
          "Áreas de atuação",
          "Línguas",
          "Percurso académico",
          "Experiência profissional",
          "Certificações",
          "Publicações",
          "Jurídica",
          "ênfase",
        ])
          expect(text).toContain(accented);
    });
  }

  it("embeds only subsets of its own fonts", async () => {
    const role = "Honorários desde € 150: ã ç õ é ê á â í ó ô ú";
    const pdf = await buildCvPdf(
      { ...OUTLINES.pt, name: "Łucja Ștefănescu", role },
      meta("pt-PT"),
    );
    const rows = poppler(pdf, "pdffonts").trim().split("\n").slice(2);
    const fonts = rows.map((row) => {
      const [name, , , , , embedded, subset] = row.split(/\s+/);
      return { name, embedded, subset };
    });
    // Latin and Latin Extended for the name (heading) and for the footer's name (body).
    expect(fonts.map((font) => font.name?.split("+")[1]).sort()).toEqual([
      "Figtree-Regular",
      "Figtree-Regular",
      "Figtree-SemiBold",
      "Fraunces-SemiBold",
      "Fraunces-SemiBold",
    ]);
    for (const font of fonts) {
      expect(font.name).toMatch(/^[A-Z]{6}\+/);
      expect(font).toMatchObject({ embedded: "yes", subset: "yes" });
    }
    const text = flat(poppler(pdf, "pdftotext"));
    expect(text).toContain("Łucja Ștefănescu");
    expect(text).toContain(role);
  });

  it("carries its title, author, subject, language, date and page size, escaped in its XML metadata", async () => {
    const a4 = await buildCvPdf(OUTLINES.pt, meta("pt-PT"));
    const info = poppler(a4, "pdfinfo");
    expect(info).toMatch(/^Title:\s+Marta Sousa — CV$/m);
    expect(info).toMatch(/^Author:\s+Marta Sousa$/m);
    expect(info).toMatch(/^Subject:\s+Consultora Jurídica para Startups/m);
    expect(info).toMatch(/^CreationDate:\s+Fri Nov 20 10:30:00 2026 UTC$/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Page size:\s+595.28 x 841.89 pts \(A4\)$/m);
    expect(a4.toString("latin1")).toContain("/Lang (pt-PT)");
    expect(poppler(a4, "pdfinfo", "-meta")).toContain(
      "<pdfuaid:part>1</pdfuaid:part>",
    );
    const ampersand = await buildCvPdf(
      { ...OUTLINES.en, name: "Sousa & <Lima>" },
      meta("en", { title: "Sousa & <Lima> — CV" }),
    );
    expect(poppler(ampersand, "pdfinfo")).toMatch(
      /^Title:\s+Sousa & <Lima> — CV$/m,
    );
    const xmp = poppler(ampersand, "pdfinfo", "-meta");
    expect(xmp).toContain(">Sousa &amp; &lt;Lima&gt; — CV</rdf:li>");
    expect(xmp).toContain("<rdf:li>Sousa &amp; &lt;Lima&gt;</rdf:li>");
    const letter = await buildCvPdf(
      OUTLINES.en,
      meta("en", { pageSize: "LETTER" }),
    );
    expect(poppler(letter, "pdfinfo")).toMatch(
      /^Page size:\s+612 x 792 pts \(letter\)$/m,
    );
  });

  it("is tagged: headings, lists, links, in reading order, the website last", async () => {
    const outline = OUTLINES.pt;
    const structure = poppler(
      await buildCvPdf(outline, meta("pt-PT")),
      "pdfinfo",
      "-struct-text",
    );
    const tags = structure
      .split("\n")
      .map((line) => line.trim().split(" ")[0])
      .filter((tag) => tag && /^[A-Z][A-Za-z0-9]*$/.test(tag));
    expect(tags[0]).toBe("Document");
    expect(tags[1]).toBe("H1");
    for (const tag of [
      "H2",
      "H3",
      "L",
      "LI",
      "Lbl",
      "LBody",
      "Link",
      "P",
      "Sect",
    ])
      expect(tags).toContain(tag);
    const headings = [...structure.matchAll(/H2 \(block\)\n\s+"([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(headings).toEqual(outline.sections.map((section) => section.title));
    expect(structure).toMatch(/H1 \(block\)\n\s+"Marta Sousa"/);
    const lastLink = [
      ...structure.matchAll(/Link \(inline\)\n\s+"([^"]+)"/g),
    ].at(-1);
    expect(lastLink?.[1]).toBe(outline.website?.text);
  });

  it("links the e-mail, phone, website, professional profile and book", async () => {
    const urls = poppler(
      await buildCvPdf(OUTLINES.en, meta("en")),
      "pdfinfo",
      "-url",
    );
    for (const href of [
      ...OUTLINES.en.contacts.map((contact) => contact.href),
      "https://books.example.com/blockchain-international-transport",
    ])
      expect(urls).toContain(href);
    expect(urls).toMatch(
      /^\s+1\s+Annotation\s+mailto:hello@martasousa.example$/m,
    );
  });

  it("numbers its pages and names the owner in the footer from page 2", async () => {
    const texts = pages(
      await buildCvPdf(
        OUTLINES.pt,
        meta("pt-PT", {
          footerLabel: (page, count) => `Página ${page} de ${count}`,
        }),
      ),
    );
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts[0]).not.toContain("Página 1");
    texts.slice(1).forEach((text, index) => {
      expect(text).toContain(`Página ${index + 2} de ${texts.length}`);
      expect(text).toContain("Marta Sousa");
    });
  });

  for (const [language, expected] of [
    [
      "en",
      "Bar admissions Ordem dos Advogados (Portugal) since 2019 Reg. no. 59123L portal.oa.pt/advogados New York State Bar since 2021 ",
    ],
    [
      "pt",
      "Inscrições na Ordem Ordem dos Advogados (Portugal) desde 2019 Inscrição n.º 59123L portal.oa.pt/advogados New York State Bar desde 2021 ",
    ],
  ] as const)
    it(`prints the bar admissions after the academic background, under the translated heading, their register linked (${language})`, async () => {
      const seed = assertValidProfile(
        language === "en" ? seedProfile : seedProfilePt,
      );
      const { outline } = renderCv(
        assertValidProfile({
          ...seed,
          admissions: [
            {
              jurisdiction: "Ordem dos Advogados (Portugal)",
              year: 2019,
              registration: "59123L",
              registerUrl: "https://portal.oa.pt/advogados/",
            },
            { jurisdiction: "New York State Bar", year: 2021 },
          ],
        }),
        language,
      );
      const pdf = await buildCvPdf(outline, meta(language));
      const text = flat(poppler(pdf, "pdftotext"));
      const academic = text.indexOf(seed.headings.academic);
      expect(academic).toBeGreaterThan(-1);
      expect(text.indexOf(expected)).toBeGreaterThan(academic);
      expect(poppler(pdf, "pdfinfo", "-url")).toContain(
        "https://portal.oa.pt/advogados/",
      );
    });

  it("is the same file for the same content", async () => {
    const [a, b] = await Promise.all([
      buildCvPdf(OUTLINES.en, meta("en")),
      buildCvPdf(OUTLINES.en, meta("en")),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBeLessThan(150 * 1024);
  });
});

describe.skipIf(!popplerInstalled)("page breaks", () => {
  const job = (name: string, highlights: number): CvEntry => ({
    title: `Role ${name}`,
    org: `Firm ${name}`,
    period: "2020–2024",
    lines: Array.from(
      { length: highlights },
      (_, index) =>
        `Highlight ${name}-${index + 1}: negotiated and drafted cross-border agreements for clients in several markets, long enough to wrap.`,
    ),
  });
  const withSections = (
    sections: { title: string; entries: CvEntry[] }[],
  ): CvOutline => ({
    ...OUTLINES.en,
    sections: sections.map((section) => ({ kind: "entries", ...section })),
  });
  const pageOf = (texts: string[], words: string) => {
    const found = texts.flatMap((text, index) =>
      text.includes(words) ? [index] : [],
    );
    expect(found, words).toHaveLength(1);
    return found[0]!;
  };

  it("keeps an entry that fits on a page whole, and a heading with its first entry", async () => {
    const sections = ["A", "B", "C", "D"].map((letter) => ({
      title: `Section ${letter}`,
      entries: Array.from({ length: 4 }, (_, index) =>
        job(`${letter}${index + 1}`, 4 + index),
      ),
    }));
    const texts = pages(await buildCvPdf(withSections(sections), meta("en")));
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const section of sections) {
      const headingPage = pageOf(texts, section.title);
      expect(pageOf(texts, section.entries[0]!.title), section.title).toBe(
        headingPage,
      );
      for (const entry of section.entries) {
        const page = pageOf(texts, entry.title);
        for (const line of entry.lines)
          expect(pageOf(texts, line), line).toBe(page);
      }
    }
  });

  it("flows a long inline list over pages, its heading kept with its first line", async () => {
    const items = Array.from({ length: 400 }, (_, index) => ({
      text: `Area-${String(index + 1).padStart(3, "0")}`,
    }));
    const outline: CvOutline = {
      ...OUTLINES.en,
      sections: [
        ...OUTLINES.en.sections.slice(0, 4),
        { kind: "inline", title: "Many Areas", items },
      ],
    };
    const texts = pages(await buildCvPdf(outline, meta("en")));
    const itemPages = items.map((item) => pageOf(texts, item.text));
    expect(new Set(itemPages).size).toBeGreaterThanOrEqual(2);
    expect(pageOf(texts, "Many Areas")).toBe(itemPages[0]);
  });

  it("cuts an entry taller than a page only between highlights, its head kept with the first", async () => {
    const tall = job("T", 60);
    const outline = withSections([
      { title: "Before", entries: [job("B", 3)] },
      { title: "Tall", entries: [tall] },
      { title: "After", entries: [job("Z", 2)] },
    ]);
    const texts = pages(await buildCvPdf(outline, meta("en")));
    const first = pageOf(texts, tall.lines[0]!);
    expect(pageOf(texts, tall.title)).toBe(first);
    expect(pageOf(texts, "Tall")).toBe(first);
    // Every highlight whole on one page (pageOf finds each exactly once), and over several pages.
    const highlightPages = tall.lines.map((line) => pageOf(texts, line));
    expect(new Set(highlightPages).size).toBeGreaterThanOrEqual(2);
    expect(highlightPages).toEqual([...highlightPages].sort((a, b) => a - b));
  });
});
