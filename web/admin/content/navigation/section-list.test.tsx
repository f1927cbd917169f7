// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { SectionList } from "./section-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECTIONS = [
  { id: "content-identity", title: "Identity" },
  { id: "content-links", title: "Links" },
  { id: "content-hero", title: "Hero" },
];

/** An IntersectionObserver the test drives: `show(ids)` says which sections cross the band. */
function stubObserver() {
  let report: (entries: IntersectionObserverEntry[]) => void = () => {};
  let watched: Element[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: IntersectionObserverEntry[]) => void) {
        report = callback;
      }
      observe(element: Element) {
        watched.push(element);
      }
      disconnect() {
        watched = [];
      }
    },
  );
  return (ids: string[]) =>
    act(() =>
      report(
        watched.map(
          (target) =>
            ({
              target,
              isIntersecting: ids.includes(target.id),
            }) as IntersectionObserverEntry,
        ),
      ),
    );
}

it("links to each section and marks the one in view as the owner scrolls", () => {
  const show = stubObserver();
  render(
    <>
      <SectionList sections={SECTIONS} topOffset={64} />
      {SECTIONS.map(({ id, title }) => (
        <section key={id} id={id} aria-label={title} />
      ))}
    </>,
  );
  const nav = within(screen.getByRole("navigation", { name: "Sections" }));
  const links = nav.getAllByRole("link");
  expect(links.map((link) => link.textContent)).toEqual([
    "Identity",
    "Links",
    "Hero",
  ]);
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "#content-identity",
    "#content-links",
    "#content-hero",
  ]);
  const current = () =>
    links
      .filter((link) => link.getAttribute("aria-current") === "location")
      .map((link) => link.textContent);
  expect(current()).toEqual(["Identity"]);

  show(["content-links", "content-hero"]);
  expect(current()).toEqual(["Links"]);
  show(["content-hero"]);
  expect(current()).toEqual(["Hero"]);
});
