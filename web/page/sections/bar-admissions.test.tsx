// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import { withContent } from "../../testing/with-content";
import { AcademicSection } from "./academic-section";

afterEach(cleanup);

const admitted = {
  ...contentFixture,
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

const list = (heading: string) =>
  within(
    screen.getByRole("heading", { name: heading })
      .nextElementSibling as HTMLElement,
  );

describe("bar admissions in the academic section", () => {
  it("lists each as jurisdiction, since the year, the registration number and a link to the public register", () => {
    render(withContent(<AcademicSection />, admitted));
    const items = list("Bar admissions").getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Ordem dos Advogados (Portugal), since 2019 · Reg. no. 59123L · Public register",
      "New York State Bar, since 2021",
    ]);
    const link = within(items[0]!).getByRole("link", {
      name: "Public register: Ordem dos Advogados (Portugal) (opens in a new tab)",
    });
    expect(link.getAttribute("href")).toBe("https://portal.oa.pt/advogados/");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(within(items[1]!).queryByRole("link")).toBeNull();
  });

  it("speaks the page's language, or takes the owner's own heading", () => {
    render(withContent(<AcademicSection />, admitted, { lang: "pt" }));
    expect(
      list("Inscrições na Ordem").getAllByRole("listitem")[0]!.textContent,
    ).toMatch(
      /^Ordem dos Advogados \(Portugal\), desde 2019 · Inscrição n\.º 59123L · Registo público$/,
    );
    cleanup();
    render(
      withContent(<AcademicSection />, {
        ...admitted,
        headings: { ...admitted.headings, admissions: "Admitted to practise" },
      }),
    );
    expect(
      screen.getByRole("heading", { name: "Admitted to practise" }),
    ).toBeTruthy();
  });

  it("shows nothing when there are none", () => {
    render(withContent(<AcademicSection />, { ...admitted, admissions: [] }));
    expect(
      screen.queryByRole("heading", { name: "Bar admissions" }),
    ).toBeNull();
    expect(document.body.textContent).not.toMatch(/since \d{4}/);
  });
});
