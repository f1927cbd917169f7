// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { Field } from "./field";

afterEach(cleanup);

it("names the control by its label and generates distinct ids", () => {
  render(
    <>
      <Field label="Name">{(props) => <input {...props} />}</Field>
      <Field label="Company">{(props) => <input {...props} />}</Field>
    </>,
  );
  const name = screen.getByRole("textbox", { name: "Name" });
  const company = screen.getByRole("textbox", { name: "Company" });
  expect(name.id).not.toBe(company.id);
  expect(name.getAttribute("aria-invalid")).toBeNull();
  expect(name.getAttribute("aria-describedby")).toBeNull();
});

it("uses the id it is given, so the form can focus the control", () => {
  render(
    <Field label="Comment" id="comment-box">
      {(props) => <textarea {...props} />}
    </Field>,
  );
  expect(screen.getByLabelText("Comment").id).toBe("comment-box");
});

it("describes the control by its hint and its error, and marks it invalid", () => {
  render(
    <Field label="Relationship" hint="Optional" error="Pick one of the list">
      {(props) => (
        <select {...props}>
          <option>Client</option>
        </select>
      )}
    </Field>,
  );
  const select = screen.getByRole("combobox", { name: "Relationship" });
  expect(select.getAttribute("aria-invalid")).toBe("true");
  const described = select
    .getAttribute("aria-describedby")!
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(["Optional", "Pick one of the list"]);
});

it("marks a required field with a * right after the label text, outside its name", () => {
  render(
    <Field label="Name" required>
      {(props) => <input {...props} />}
    </Field>,
  );
  const input = screen.getByRole("textbox", { name: "Name" });
  expect(input.hasAttribute("required")).toBe(true);
  const label = document.querySelector(`label[for="${input.id}"]`)!;
  const star = label.nextElementSibling!;
  expect(star.textContent).toBe("\u00a0*");
  expect(star.getAttribute("aria-hidden")).toBe("true");
  // Same inline line as the label: the * follows its last word when it wraps.
  expect(star.parentElement).toBe(label.parentElement);
  expect(star.parentElement!.tagName).toBe("SPAN");
});

it("puts an inline checkbox before its label, the * still beside the label text", () => {
  render(
    <Field label="I agree to publication" required inline error="Required">
      {(props) => <input type="checkbox" {...props} />}
    </Field>,
  );
  const box = screen.getByRole("checkbox", { name: "I agree to publication" });
  expect(box.getAttribute("aria-invalid")).toBe("true");
  const label = document.querySelector(`label[for="${box.id}"]`)!;
  expect(box.nextElementSibling).toBe(label.parentElement);
  expect(label.nextElementSibling!.textContent).toBe("\u00a0*");
});

it("describes the control by a warning without marking it invalid, in a polite region kept while there is none", () => {
  const field = (warning: string | null) => (
    <Field label="Subtitle" hint="Shown under your name" warning={warning}>
      {(props) => <input {...props} />}
    </Field>
  );
  const { container, rerender } = render(field(null));
  const input = screen.getByRole("textbox", { name: "Subtitle" });
  const region = container.querySelector('[aria-live="polite"]');
  expect(region?.textContent).toBe("");
  expect(input.getAttribute("aria-describedby")).toBe(`${input.id}-hint`);

  rerender(field("Your professional rules flag “expert”."));
  expect(container.querySelector('[aria-live="polite"]')).toBe(region);
  expect(input.getAttribute("aria-invalid")).toBeNull();
  const described = input
    .getAttribute("aria-describedby")!
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual([
    "Shown under your name",
    "Your professional rules flag “expert”.",
  ]);
});

it("has no live region when no warning is asked for", () => {
  const { container } = render(
    <Field label="Name">{(props) => <input {...props} />}</Field>,
  );
  expect(container.querySelector("[aria-live]")).toBeNull();
});
