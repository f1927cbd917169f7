// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "../../../testing/render-with-texts";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { TestimonialCarousel } from "./testimonial-carousel";
import type { Testimonial } from "./types";

afterEach(cleanup);

const make = (n: number): Testimonial => ({
  id: `t${n}`,
  name: `Person ${n}`,
  company: n === 1 ? "Acme" : "",
  relationship: n === 2 ? "" : "Client",
  comment: `Comment number ${n} is long enough.`,
});
const three = [make(1), make(2), make(3)];

/** The one slide not hidden from assistive technology. */
const currentName = () =>
  screen
    .getAllByRole("group")
    .filter((slide) => !slide.hasAttribute("aria-hidden"))
    .map((slide) => slide.querySelector(":scope > p span")?.textContent);

describe("TestimonialCarousel", () => {
  it("starts at the first item and shows one testimonial at a time", () => {
    render(<TestimonialCarousel items={three} />);
    expect(currentName()).toEqual(["Person 1"]);
    expect(
      screen
        .getByRole("region", { name: "Testimonials" })
        .getAttribute("aria-roledescription"),
    ).toBe("carousel");
    // Hidden slides are out of the accessibility tree and not focusable.
    const hidden = screen.getAllByRole("group", { hidden: true });
    expect(hidden).toHaveLength(3);
    expect(hidden.filter((s) => s.hasAttribute("inert"))).toHaveLength(2);
  });

  it("joins company and relationship with a bullet, or shows whichever exists", () => {
    render(<TestimonialCarousel items={three} />);
    const captions = screen
      .getAllByRole("group", { hidden: true })
      .map((slide) => slide.querySelector(":scope > p")?.textContent);
    expect(captions).toEqual([
      "Person 1Acme • Client",
      "Person 2",
      "Person 3Client",
    ]);
  });

  it("wraps around with next and previous", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={three} />);
    const next = screen.getByRole("button", { name: /Next/ });
    const previous = screen.getByRole("button", { name: /Previous/ });
    await user.click(previous);
    expect(currentName()).toEqual(["Person 3"]);
    await user.click(next);
    expect(currentName()).toEqual(["Person 1"]);
    await user.click(next);
    await user.click(next);
    expect(currentName()).toEqual(["Person 3"]);
    await user.click(next);
    expect(currentName()).toEqual(["Person 1"]);
  });

  it("jumps with the dots and marks the current dot", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={three} />);
    const dots = screen.getAllByRole("button", { name: /Show testimonial/ });
    expect(dots.map((d) => d.getAttribute("aria-label"))).toEqual([
      "Show testimonial 1 of 3",
      "Show testimonial 2 of 3",
      "Show testimonial 3 of 3",
    ]);
    expect(dots[0]!.getAttribute("aria-current")).toBe("true");
    await user.click(dots[2]!);
    expect(currentName()).toEqual(["Person 3"]);
    expect(dots[2]!.getAttribute("aria-current")).toBe("true");
    expect(dots[0]!.hasAttribute("aria-current")).toBe(false);
    expect(dots[1]!.hasAttribute("aria-current")).toBe(false);
  });

  it("moves with ArrowLeft and ArrowRight when it has focus", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={three} />);
    screen.getByRole("region").focus();
    await user.keyboard("{ArrowRight}");
    expect(currentName()).toEqual(["Person 2"]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(currentName()).toEqual(["Person 3"]);
    // Also from a button inside it.
    screen.getByRole("button", { name: /Next/ }).focus();
    await user.keyboard("{ArrowRight}");
    expect(currentName()).toEqual(["Person 1"]);
  });

  it("ignores arrow keys when focus is elsewhere", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">outside</button>
        <TestimonialCarousel items={three} />
      </>,
    );
    screen.getByRole("button", { name: "outside" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(currentName()).toEqual(["Person 1"]);
  });

  it("keeps the index valid when the list shrinks", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TestimonialCarousel items={three} />);
    await user.click(screen.getByRole("button", { name: /3 of 3/ }));
    rerender(<TestimonialCarousel items={three.slice(0, 2)} />);
    expect(currentName()).toEqual(["Person 2"]);
    expect(
      screen
        .getByRole("button", { name: "Show testimonial 2 of 2" })
        .getAttribute("aria-current"),
    ).toBe("true");
    rerender(<TestimonialCarousel items={[make(9)]} />);
    expect(currentName()).toEqual(["Person 9"]);
    // Next and previous still work from the clamped position.
    rerender(<TestimonialCarousel items={three} />);
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(currentName()).toEqual(["Person 2"]);
  });

  it("announces the current slide politely", () => {
    render(<TestimonialCarousel items={three} />);
    const live = screen
      .getByRole("region")
      .querySelector("[aria-live]") as HTMLElement;
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(live.contains(screen.getByRole("group"))).toBe(true);
  });

  it("moves on a touch swipe past the threshold only", () => {
    render(<TestimonialCarousel items={three} />);
    const area = screen.getByRole("group").parentElement!;
    const swipe = (from: number, to: number, pointerType = "touch") => {
      fireEvent.pointerDown(area, { clientX: from, pointerType });
      fireEvent.pointerUp(area, { clientX: to, pointerType });
    };
    swipe(200, 100);
    expect(currentName()).toEqual(["Person 2"]);
    swipe(100, 200);
    expect(currentName()).toEqual(["Person 1"]);
    swipe(200, 180);
    expect(currentName()).toEqual(["Person 1"]);
    swipe(200, 100, "mouse");
    expect(currentName()).toEqual(["Person 1"]);
  });

  it("shows no arrows or dots for a single item", () => {
    render(<TestimonialCarousel items={[make(1)]} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(currentName()).toEqual(["Person 1"]);
  });

  it("marks each testimonial with the language it was written in, when known", () => {
    render(
      <TestimonialCarousel
        items={[
          { ...make(1), lang: "pt" },
          { ...make(2), lang: "en" },
          { ...make(3), lang: "xx" },
          make(4),
        ]}
      />,
    );
    const quotes = screen
      .getAllByRole("group", { hidden: true })
      .map((slide) => slide.querySelector("blockquote")!);
    expect(quotes.map((quote) => quote.getAttribute("lang"))).toEqual([
      "pt-PT",
      "en",
      null,
      null,
    ]);
  });

  it('marks a testimonial sent through an invitation link "Invited", in the page\'s language', () => {
    render(
      <TestimonialCarousel items={[{ ...make(1), invited: true }, make(2)]} />,
      { lang: "pt" },
    );
    const captions = screen
      .getAllByRole("group", { hidden: true })
      .map((slide) => slide.querySelector(":scope > p")?.textContent);
    expect(captions).toEqual(["Person 1A conviteAcme • Cliente", "Person 2"]);
  });
});
