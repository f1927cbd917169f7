import { describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { CV_FONT_FILES, fontRuns, loadCvFonts } from "./cv-pdf-fonts";

describe("the CV's fonts", () => {
  it("are static WOFF 1.0 files, Latin and Latin Extended, each copied into dist/server by the build", () => {
    const build = packageJson.scripts.build;
    for (const file of CV_FONT_FILES)
      expect(build).toMatch(
        new RegExp(
          `cp [^&]*node_modules/@fontsource/\\w+/files/${file} [^&]*dist/server/`,
        ),
      );
    expect(CV_FONT_FILES).toEqual([
      "fraunces-latin-600-normal.woff",
      "fraunces-latin-ext-600-normal.woff",
      "figtree-latin-400-normal.woff",
      "figtree-latin-ext-400-normal.woff",
      "figtree-latin-600-normal.woff",
      "figtree-latin-ext-600-normal.woff",
    ]);
  });

  it("keep Portuguese in the Latin file and cut a run where a letter needs Latin Extended", async () => {
    const { body, heading } = await loadCvFonts();
    const [latin, extended] = body.fonts.map((font) => font.name);
    expect(fontRuns(body, "São João, ação, € 1 500, à, ê, õ")).toEqual([
      { name: latin, text: "São João, ação, € 1 500, à, ê, õ" },
    ]);
    expect(fontRuns(body, "Łucja Ștefănescu")).toEqual([
      { name: extended, text: "Ł" },
      { name: latin, text: "ucja " },
      { name: extended, text: "Ș" },
      { name: latin, text: "tef" },
      { name: extended, text: "ă" },
      { name: latin, text: "nescu" },
    ]);
    expect(heading.fonts.map((font) => font.name)).not.toContain(latin);
  });

  it("are read once per process", async () => {
    expect(await loadCvFonts()).toBe(await loadCvFonts());
  });
});
