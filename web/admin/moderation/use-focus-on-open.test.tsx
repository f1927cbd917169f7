// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, expect, it } from "vitest";
import { useFocusOnOpen } from "./use-focus-on-open";

function List({ openings, shown }: { openings: number; shown: boolean }) {
  const list = useRef<HTMLElement>(null);
  useFocusOnOpen(openings, shown, list);
  return (
    <>
      <input aria-label="Search" />
      <section ref={list} tabIndex={-1} aria-label="List">
        {shown && (
          <article tabIndex={-1} aria-label="First">
            First
          </article>
        )}
      </section>
    </>
  );
}

afterEach(cleanup);

const byLabel = (label: string) =>
  document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

it("focuses the first item once the list shows, once per opening", () => {
  const view = render(<List openings={1} shown={false} />);
  expect(document.activeElement).toBe(document.body);
  view.rerender(<List openings={1} shown />);
  expect(document.activeElement).toBe(byLabel("First"));

  byLabel("First").blur();
  view.rerender(<List openings={1} shown />);
  expect(document.activeElement).toBe(document.body);
  view.rerender(<List openings={2} shown />);
  expect(document.activeElement).toBe(byLabel("First"));
});

it("never takes focus from a field", () => {
  const view = render(<List openings={0} shown />);
  byLabel("Search").focus();
  view.rerender(<List openings={1} shown />);
  expect(document.activeElement).toBe(byLabel("Search"));
});

it("focuses nothing while the tab has never opened", () => {
  render(<List openings={0} shown />);
  expect(document.activeElement).toBe(document.body);
});
