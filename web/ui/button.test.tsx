// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

it("is a plain button by default, so it never submits a form by accident", async () => {
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button>Cancel</Button>
    </form>,
  );
  const button = screen.getByRole("button", { name: "Cancel" });
  expect(button.getAttribute("type")).toBe("button");
  await userEvent.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
});

it("submits when asked to, and passes props and the ref to the element", async () => {
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  const ref = createRef<HTMLButtonElement>();
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button ref={ref} type="submit" variant="primary" aria-describedby="x">
        Save
      </Button>
    </form>,
  );
  const button = screen.getByRole("button", { name: "Save" });
  expect(ref.current).toBe(button);
  expect(button.getAttribute("aria-describedby")).toBe("x");
  await userEvent.click(button);
  expect(onSubmit).toHaveBeenCalledOnce();
});

it("does nothing when disabled and looks it", async () => {
  const onClick = vi.fn();
  render(
    <Button disabled onClick={onClick}>
      Sign in
    </Button>,
  );
  const button = screen.getByRole("button", { name: "Sign in" });
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(button.className).toContain("disabled:opacity-60");
});

it("styles each variant and size, with a focus ring, and keeps added layout classes", () => {
  render(
    <>
      <Button variant="primary">Primary</Button>
      <Button variant="danger" size="sm" className="w-full">
        Delete
      </Button>
      <Button variant="ghost">Ghost</Button>
      <Button>Secondary</Button>
    </>,
  );
  const classes = (name: string) =>
    screen.getByRole("button", { name }).className;
  expect(classes("Primary")).toContain("bg-accent");
  expect(classes("Delete")).toContain("bg-danger");
  expect(classes("Delete")).toContain("text-sm");
  expect(classes("Delete")).toContain("w-full");
  expect(classes("Ghost")).toContain("hover:bg-white/10");
  expect(classes("Secondary")).toContain("border");
  for (const name of ["Primary", "Delete", "Ghost", "Secondary"])
    expect(classes(name)).toContain("focus-visible:outline-2");
});
