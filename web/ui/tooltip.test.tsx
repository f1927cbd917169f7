// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
} from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { Tooltip } from "./tooltip";

function renderTwo() {
  render(
    <>
      <Tooltip content="First tip">
        {(props) => <button {...props}>First</button>}
      </Tooltip>
      <Tooltip content="Second tip">
        {(props) => <button {...props}>Second</button>}
      </Tooltip>
    </>,
  );
  return {
    first: screen.getByRole("button", { name: "First" }),
    second: screen.getByRole("button", { name: "Second" }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  // Start every test well past any earlier close (the skip window is page-wide).
  vi.setSystemTime(Date.now() + 60_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it("opens 700 ms after the pointer enters and describes its trigger", () => {
  const { first } = renderTwo();
  fireEvent.mouseEnter(first);
  advance(699);
  expect(screen.queryByRole("tooltip")).toBeNull();
  advance(1);
  const tip = screen.getByRole("tooltip");
  expect(tip.textContent).toBe("First tip");
  expect(first.getAttribute("aria-describedby")).toBe(tip.id);

  fireEvent.mouseLeave(first);
  expect(screen.queryByRole("tooltip")).toBeNull();
  expect(first.hasAttribute("aria-describedby")).toBe(false);
});

it("does not open when the pointer leaves before the delay", () => {
  const { first } = renderTwo();
  fireEvent.mouseEnter(first);
  advance(500);
  fireEvent.mouseLeave(first);
  advance(1000);
  expect(screen.queryByRole("tooltip")).toBeNull();
});

it("re-opens without delay within 300 ms of another closing, then waits again", () => {
  const { first, second } = renderTwo();
  fireEvent.mouseEnter(first);
  advance(700);
  fireEvent.mouseLeave(first);

  advance(299);
  fireEvent.mouseEnter(second);
  expect(screen.getByRole("tooltip").textContent).toBe("Second tip");
  fireEvent.mouseLeave(second);

  advance(300);
  fireEvent.mouseEnter(first);
  expect(screen.queryByRole("tooltip")).toBeNull();
  advance(700);
  expect(screen.getByRole("tooltip").textContent).toBe("First tip");
});

it("stays closed when a pointer press focuses the trigger", () => {
  const { first } = renderTwo();
  fireEvent.pointerDown(first);
  act(() => first.focus());
  advance(1000);
  expect(screen.queryByRole("tooltip")).toBeNull();
});

it("opens at once on keyboard focus and closes on Escape and blur", () => {
  const { first } = renderTwo();
  act(() => first.focus());
  expect(screen.getByRole("tooltip").textContent).toBe("First tip");
  fireEvent.keyDown(first, { key: "Escape" });
  expect(screen.queryByRole("tooltip")).toBeNull();
  act(() => first.focus());
  act(() => first.blur());
  expect(screen.queryByRole("tooltip")).toBeNull();
});
