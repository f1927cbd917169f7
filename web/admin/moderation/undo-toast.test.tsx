// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
} from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { TOAST_MS, UndoToast, type UndoableChange } from "./undo-toast";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const change = (serial: number): UndoableChange => ({
  serial,
  text: "Approved: Ana Lima.",
});

it("says what changed, offers Undo, and goes after six seconds", () => {
  const onExpire = vi.fn();
  const onUndo = vi.fn();
  render(<UndoToast change={change(1)} onUndo={onUndo} onExpire={onExpire} />);
  expect(screen.getByRole("status").textContent).toBe(
    "Approved: Ana Lima.Undo",
  );
  fireEvent.click(screen.getByRole("button", { name: "Undo" }));
  expect(onUndo).toHaveBeenCalledOnce();
  act(() => vi.advanceTimersByTime(TOAST_MS - 1));
  expect(onExpire).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onExpire).toHaveBeenCalledOnce();
  expect(TOAST_MS).toBe(6_000);
});

it("stops the time while the pointer is over it or focus is in it", () => {
  const onExpire = vi.fn();
  render(
    <UndoToast change={change(1)} onUndo={() => {}} onExpire={onExpire} />,
  );
  const undo = screen.getByRole("button", { name: "Undo" });
  fireEvent.pointerEnter(undo.parentElement!);
  act(() => vi.advanceTimersByTime(TOAST_MS * 3));
  expect(onExpire).not.toHaveBeenCalled();
  fireEvent.pointerLeave(undo.parentElement!);
  act(() => undo.focus());
  act(() => vi.advanceTimersByTime(TOAST_MS * 3));
  expect(onExpire).not.toHaveBeenCalled();
  act(() => undo.blur());
  act(() => vi.advanceTimersByTime(TOAST_MS));
  expect(onExpire).toHaveBeenCalledOnce();
});

it("starts the time again for the next change", () => {
  const onExpire = vi.fn();
  const { rerender } = render(
    <UndoToast change={change(1)} onUndo={() => {}} onExpire={onExpire} />,
  );
  act(() => vi.advanceTimersByTime(TOAST_MS - 1000));
  rerender(
    <UndoToast change={change(2)} onUndo={() => {}} onExpire={onExpire} />,
  );
  act(() => vi.advanceTimersByTime(TOAST_MS - 1));
  expect(onExpire).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onExpire).toHaveBeenCalledOnce();
});

it("keeps an empty live region in the page when nothing changed", () => {
  render(<UndoToast change={null} onUndo={() => {}} onExpire={() => {}} />);
  expect(screen.getByRole("status").textContent).toBe("");
});
