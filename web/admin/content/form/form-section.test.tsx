// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it } from "vitest";
import { focusField } from "../navigation/folding";
import { FormSection } from "./form-section";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const section = () => (
  <FormSection id="content-hero" title="Hero">
    <label>
      Subtitle <input id="content-en-subtitle" />
    </label>
  </FormSection>
);
const fold = () => screen.getByRole("button", { name: "Hero" });
const field = () => screen.getByLabelText("Subtitle", { selector: "input" });

it("folds from its heading and remembers the fold in this browser", () => {
  const { unmount } = render(section());
  expect(screen.getByRole("region", { name: "Hero" })).toBeTruthy();
  expect(fold().getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByRole("heading", { name: "Hero" })).toBeTruthy();

  fireEvent.click(fold());
  expect(fold().getAttribute("aria-expanded")).toBe("false");
  expect(field().closest("[hidden]")).not.toBeNull();

  unmount();
  render(section());
  expect(fold().getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(fold());
  cleanup();
  render(section());
  expect(fold().getAttribute("aria-expanded")).toBe("true");
});

it("opens when a link focuses a field inside it", () => {
  localStorage.setItem("admin-content-folded:content-hero", "1");
  render(section());
  expect(field().closest("[hidden]")).not.toBeNull();

  focusField("content-en-subtitle");
  expect(fold().getAttribute("aria-expanded")).toBe("true");
  expect(field().closest("[hidden]")).toBeNull();
  expect(document.activeElement).toBe(field());
});
