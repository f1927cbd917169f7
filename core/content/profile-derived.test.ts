import { describe, expect, it } from "vitest";
import { cvFileName, cvPdfFileName } from "./profile-derived";

describe("the CV's file names", () => {
  it("come from the name, without accents or punctuation, with the language but English's", () => {
    expect(cvFileName({ name: "Marta Sousa", cvFileName: "" }, "en")).toBe(
      "Marta_Sousa_CV.html",
    );
    expect(
      cvFileName({ name: "João d'Ávila-Conceição", cvFileName: "" }, "pt"),
    ).toBe("Joao_d_Avila_Conceicao_CV_PT.html");
    expect(cvFileName({ name: '"李"', cvFileName: "" }, "en")).toBe(
      "CV_CV.html",
    );
  });

  it("are the owner's own when she set one, the PDF's ending in .pdf", () => {
    const own = { name: "Marta Sousa", cvFileName: "Marta CV (2026).html" };
    expect(cvFileName(own, "pt")).toBe("Marta CV (2026).html");
    expect(cvPdfFileName(own, "pt")).toBe("Marta CV (2026).pdf");
    expect(cvPdfFileName({ name: "Ana Lima", cvFileName: "" }, "pt")).toBe(
      "Ana_Lima_CV_PT.pdf",
    );
  });
});
