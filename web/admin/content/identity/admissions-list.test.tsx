// @vitest-environment jsdom
import { fireEvent, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { describePath } from "../form/field-labels";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "../testing/render-content-screen";

const api = setUpContentScreenTests();

const draftAdmissions = () =>
  (api.state.draft?.document as { admissions?: unknown } | undefined)
    ?.admissions;

it(
  "adds, names, moves and removes bar admissions among the fields shared by every language",
  async () => {
    await renderContentScreen();
    const shared = within(
      region("Identity").getByRole("group", { name: "All languages" }),
    );
    const list = within(shared.getByRole("group", { name: "Bar admissions" }));
    expect(list.getByText("None yet.")).toBeTruthy();
    const add = list.getByRole("button", { name: "Add bar admission" });
    const fill = (entry: number, values: Record<string, string>) => {
      const group = within(
        list.getByRole("group", { name: `Bar admission ${entry}` }),
      );
      for (const [label, value] of Object.entries(values))
        fireEvent.change(group.getByRole("textbox", { name: label }), {
          target: { value },
        });
    };
    fireEvent.click(add);
    fill(1, {
      Jurisdiction: "Ordem dos Advogados (Portugal)",
      "Year admitted": "2019",
      "Registration number": "59123L",
      "Public register link": "https://portal.oa.pt/advogados/",
    });
    fireEvent.click(add);
    fill(2, { Jurisdiction: "New York State Bar", "Year admitted": "2021" });
    await waitFor(() =>
      expect(draftAdmissions()).toEqual([
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
      ]),
    );
    fireEvent.click(
      list.getByRole("button", {
        name: "Move bar admission 2, 'New York State Bar', up",
      }),
    );
    fireEvent.click(
      list.getByRole("button", {
        name: "Remove bar admission 2, 'Ordem dos Advogados (Portugal)'",
      }),
    );
    await waitFor(() =>
      expect(draftAdmissions()).toEqual([
        expect.objectContaining({ jurisdiction: "New York State Bar" }),
      ]),
    );
  },
  SLOW,
);

it("names an admission's fields in the error list", () => {
  expect(describePath("admissions.1.year")).toBe("Bar admission 2 › Year");
  expect(describePath("admissions.0.registerUrl")).toBe(
    "Bar admission 1 › Public register link",
  );
  expect(describePath("headings.admissions")).toBe(
    "Headings › Bar admissions heading",
  );
});
