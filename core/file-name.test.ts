import { describe, expect, it } from "vitest";
import { isSafeFileName, safeFileName } from "./file-name";

describe("isSafeFileName", () => {
  it("accepts letters of any script, accented or not, digits, spaces, - _ and .", () => {
    for (const name of [
      "Ana_Lima_CV.html",
      "Zoë Müller-CV 2025.html",
      "Currículo João.html",
      "李小龙.html",
      "1.html",
    ])
      expect(isSafeFileName(name), name).toBe(true);
  });

  it("refuses quotes, slashes, controls, other punctuation and a name starting with a dot, a space or a dash", () => {
    for (const name of [
      'a".html',
      "a\r.html",
      "a\n.html",
      "a/b.html",
      "a\\b.html",
      "a;b.html",
      "a%20.html",
      "a\u202E.html",
      ".hidden.html",
      " a.html",
      "-a.html",
      "",
    ])
      expect(isSafeFileName(name), JSON.stringify(name)).toBe(false);
  });
});

describe("safeFileName", () => {
  it("keeps a safe name", () => {
    expect(safeFileName("Zoë Lima.html")).toBe("Zoë Lima.html");
  });

  it("replaces each run of other characters with one underscore", () => {
    expect(safeFileName('Ana "x"\r\nLima.html')).toBe("Ana _x_Lima.html");
    expect(safeFileName("a/b\\c.html")).toBe("a_b_c.html");
  });

  it("drops what a name may not start with, and gives up on a name with nothing safe left", () => {
    expect(safeFileName("..\u0000 -CV.html")).toBe("CV.html");
    expect(safeFileName('""')).toBe("");
    expect(safeFileName("")).toBe("");
  });
});
