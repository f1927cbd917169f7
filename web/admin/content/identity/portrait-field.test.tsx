// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { Path } from "../form/document-path";
import { EditorProvider, type Editor } from "../form/editor-context";
import { SignedIn } from "../testing/render-content-screen";
import { PortraitField } from "./portrait-field";

afterEach(cleanup);

const portrait = {
  id: "a".repeat(32),
  alt: "",
  width: 640,
  height: 800,
  widths: [320, 640],
};

const editorFor = (document: Record<string, unknown>): Editor => ({
  lang: "en",
  document,
  errorAt: () => undefined,
  update: () => {},
  touch: () => {},
  idFor: (path: Path) => `content-en-${path.join("-")}`,
});

const field = (document: Record<string, unknown>) => (
  <SignedIn>
    <EditorProvider value={editorFor(document)}>
      <PortraitField />
    </EditorProvider>
  </SignedIn>
);

const altText = () =>
  screen.getByRole("textbox", { name: "Alt text" }) as HTMLInputElement;

/** What describes the alt text's field to assistive technology (its hint). */
const altHint = () =>
  (altText().getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

it("suggests alt text with the owner's name as it is in the document", () => {
  const { rerender } = render(field({ name: "Ana Lima", portrait }));
  expect(altText().placeholder).toBe("Portrait of Ana Lima");
  expect(altHint()).toMatch(/e\.g\. “Ana Lima smiling/);

  rerender(field({ name: "  Ana Lima Costa ", portrait }));
  expect(altText().placeholder).toBe("Portrait of Ana Lima Costa");
  expect(altHint()).toMatch(/“Ana Lima Costa smiling/);
});

it("suggests no name while the document has none", () => {
  render(field({ name: " ", portrait }));
  expect(altText().placeholder).toBe("");
  expect(altHint()).toMatch(
    /people who cannot see it, e\.g\. “Smiling, in a dark blazer”\. Written for this language only/,
  );
});
