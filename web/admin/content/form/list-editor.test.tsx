// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { afterEach, expect, it } from "vitest";
import { setAt, type Path } from "./document-path";
import { EditorProvider } from "./editor-context";
import { entryTitle } from "./list-editor";
import { EducationFields } from "../fields/education-fields";
import { ExperienceFields } from "../fields/experience-fields";

afterEach(cleanup);

function Editing({ start, children }: { start: unknown; children: ReactNode }) {
  const [document, setDocument] = useState(start);
  return (
    <EditorProvider
      value={{
        lang: "en",
        document,
        errorAt: () => undefined,
        update: (path: Path, value: unknown) =>
          setDocument((before: unknown) => setAt(before, path, value)),
        touch: () => {},
        idFor: (path: Path) => `field-${path.join("-")}`,
      }}
    >
      {children}
    </EditorProvider>
  );
}

const DOCUMENT = {
  experience: [
    {
      title: "Counsel",
      company: "Acme",
      period: "2021 – present",
      current: true,
      highlights: [],
    },
  ],
  education: [{ title: "LLM", school: "Lisbon", year: "2015", detail: "" }],
};

it.each([
  ["Experience", <ExperienceFields key="experience" />],
  ["Education", <EducationFields key="education" />],
])(
  "shows the %s heading once, the section's, which also names its list",
  (name, section) => {
    render(<Editing start={DOCUMENT}>{section}</Editing>);
    const region = screen.getByRole("region", { name });
    expect(within(region).getAllByText(name, { exact: true })).toHaveLength(1);
    const list = within(region).getByRole("group", { name });
    expect(within(list).getByRole("group", { name: `${name} 1` })).toBeTruthy();
  },
);

it("names each entry's buttons by its position and its title, or its position alone while it has none", () => {
  render(
    <Editing
      start={{
        ...DOCUMENT,
        experience: [
          {
            ...DOCUMENT.experience[0],
            title: "Counsel",
            highlights: ["Led the Acme merger"],
          },
          { ...DOCUMENT.experience[0], title: "Junior Lawyer" },
          { ...DOCUMENT.experience[0], title: "" },
        ],
      }}
    >
      <ExperienceFields />
    </Editing>,
  );
  const second = within(screen.getByRole("group", { name: "Experience 2" }));
  expect(
    second.getByRole("button", {
      name: "Move experience 2, 'Junior Lawyer', up",
    }),
  ).toBeTruthy();
  expect(
    second.getByRole("button", {
      name: "Move experience 2, 'Junior Lawyer', down",
    }),
  ).toBeTruthy();
  expect(
    second.getByRole("button", {
      name: "Remove experience 2, 'Junior Lawyer'",
    }),
  ).toBeTruthy();
  const third = within(screen.getByRole("group", { name: "Experience 3" }));
  expect(
    third.getByRole("button", { name: "Remove experience 3" }),
  ).toBeTruthy();
  const first = within(screen.getByRole("group", { name: "Experience 1" }));
  expect(
    first.getByRole("button", {
      name: "Remove highlight 1, 'Led the Acme merger'",
    }),
  ).toBeTruthy();
});

it("shortens a long title in the buttons' names", () => {
  expect(
    entryTitle("  A   very long highlight that goes on and on about a deal  "),
  ).toBe("A very long highlight that goes on and…");
  expect(entryTitle({ name: "Home", section: "hero" })).toBe("Home");
  expect(entryTitle({ title: 2015 })).toBe("");
});
