// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import { withContent } from "../../testing/with-content";
import { HeroSection } from "./hero-section";

const title = contentFixture.title;
const still = { ...contentFixture, headlineEffect: "still" as const };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
  }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the hero's headline", () => {
  it("is typed by default, its whole text in the server's HTML, faint until typed", () => {
    const html = renderToString(withContent(<HeroSection />));
    const page = document.createElement("div");
    page.innerHTML = html;
    const whole = page.querySelector("h1 .untyped");
    expect(whole?.textContent).toBe(title);
    expect(whole?.hasAttribute("data-inked")).toBe(false);
    expect(page.querySelector("[data-testid=typed-headline]")).not.toBeNull();
  });

  it("inks the whole text underneath once typed", () => {
    render(withContent(<HeroSection />));
    expect(screen.getByTestId("typing-cursor")).toBeTruthy();
    act(() => vi.advanceTimersByTime(title.length * 50));
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.querySelector(".untyped")?.hasAttribute("data-inked")).toBe(
      true,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId("typing-cursor")).toBeNull();
    expect(screen.getByTestId("typed-headline").textContent).toBe(title);
  });

  it("shows still: the whole text at once, in ink, with no typing and no cursor", () => {
    render(withContent(<HeroSection />, still));
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe(title);
    expect(heading.querySelector(".untyped")).toBeNull();
    expect(screen.queryByTestId("typed-headline")).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId("typing-cursor")).toBeNull();
  });
});
