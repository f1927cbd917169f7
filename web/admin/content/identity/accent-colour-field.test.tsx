// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { accentColours } from "../../../../core/accent-colours";
import { setAt, type Path } from "../form/document-path";
import { EditorProvider } from "../form/editor-context";
import { AccentColourField } from "./accent-colour-field";

afterEach(cleanup);

function Editing({ accentColor }: { accentColor: string }) {
  const [document, setDocument] = useState<unknown>({ accentColor });
  return (
    <EditorProvider
      value={{
        lang: "en",
        document,
        errorAt: () => undefined,
        update: (path: Path, value: unknown) =>
          setDocument((before: unknown) => setAt(before, path, value)),
        touch: () => {},
        idFor: (path: Path) => `content-en-${path.join("-")}`,
      }}
    >
      <AccentColourField />
    </EditorProvider>
  );
}

const picker = () => screen.getByLabelText("Accent colour") as HTMLInputElement;

/** What describes the picker to assistive technology (its hint). */
const hint = () =>
  document.getElementById(picker().getAttribute("aria-describedby")!)!
    .textContent;

/** The sample of `kind` on the `theme` surface, and its colours as jsdom keeps them. */
function sample(theme: "light" | "dark", kind: "button" | "link") {
  const element = document.querySelector<HTMLElement>(
    `[data-theme-sample="${theme}"] [data-sample="${kind}"]`,
  )!;
  return {
    color: element.style.color,
    background: element.style.backgroundColor,
  };
}

/** "#7b2d42" as jsdom serialises a colour set in a style: rgb(123, 45, 66). */
const rgb = (hex: string) => {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, "$&$&") : hex;
  const n = parseInt(full.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

it("previews a button and a link on the light and the dark theme, side by side", () => {
  render(<Editing accentColor="344 46% 33%" />);
  const burgundy = accentColours("344 46% 33%");
  const samples = screen.getByTestId("accent-samples");
  // For the eyes only: the hint says it in words.
  expect(samples.getAttribute("aria-hidden")).toBe("true");
  expect(samples.textContent).toContain("Light theme");
  expect(samples.textContent).toContain("Dark theme");
  for (const theme of ["light", "dark"] as const) {
    expect(sample(theme, "button")).toEqual({
      background: rgb(burgundy.fill),
      color: rgb(burgundy.onAccent),
    });
  }
  expect(sample("light", "link").color).toBe(rgb(burgundy.inkLight));
  expect(sample("dark", "link").color).toBe(rgb(burgundy.inkDark));
  // Burgundy reads on the light page as it is, and white text reads on it.
  expect(sample("light", "link").color).toBe("rgb(123, 45, 66)");
  expect(sample("light", "button").color).toBe("rgb(255, 255, 255)");
  expect(hint()).toBe(
    "Buttons in this colour carry white text. For readability, links and icons take a lighter shade of it on the dark theme.",
  );
});

it("follows the picker: the samples and the note change with the colour", () => {
  render(<Editing accentColor="213 94% 68%" />);
  expect(hint()).toBe(
    "Buttons in this colour carry dark text. For readability, links and icons take a darker shade of it on the light theme.",
  );
  fireEvent.change(picker(), { target: { value: "#000000" } });
  expect((screen.getByLabelText("Hex code") as HTMLInputElement).value).toBe(
    "#000000",
  );
  expect(sample("dark", "button").color).toBe("rgb(255, 255, 255)");
  expect(hint()).toBe(
    "Buttons in this colour carry white text. For readability, links and icons take a lighter shade of it on the dark theme. On the dark theme, buttons in this colour barely stand out from the page.",
  );
  fireEvent.change(picker(), { target: { value: "#7e22ce" } });
  expect(hint()).toMatch(/take a lighter shade of it on the dark theme\.$/);
});

it("asks for a colour, with no samples, when the stored text is not one", () => {
  render(<Editing accentColor="" />);
  expect(hint()).toBe("Pick a colour for links, buttons and highlights.");
  expect(screen.queryByTestId("accent-samples")).toBeNull();
});

it("takes a hex code typed or pasted, once it is whole, and shows the picker's choice as one", () => {
  render(<Editing accentColor="213 94% 68%" />);
  const code = screen.getByLabelText("Hex code") as HTMLInputElement;
  expect(code.value).toBe(picker().value);
  fireEvent.change(code, { target: { value: "#7b2" } });
  expect(code.value).toBe("#7b2");
  expect(picker().value).not.toBe("#7b2d42");
  fireEvent.change(code, { target: { value: " 7B2D42 " } });
  expect(picker().value).toBe("#7b2d42");
  expect(sample("light", "button").background).toBe(rgb("#7b2d42"));
  fireEvent.change(picker(), { target: { value: "#1f2a5a" } });
  // Stored as whole HSL components, so a hex code may come back one step off.
  expect(code.value).toBe(picker().value);
  expect(code.value).toMatch(/^#1f2a5[ab]$/);
});
