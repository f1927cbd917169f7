// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { afterEach, expect, it } from "vitest";
import { setAt, type Path } from "./document-path";
import { EditorProvider } from "./editor-context";
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
