// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import { withContent } from "../../testing/with-content";
import { EducationTimeline, toggleOpen } from "./education-timeline";

afterEach(cleanup);

describe("toggleOpen", () => {
  it("opens the clicked item, closes it when clicked again", () => {
    expect(toggleOpen(null, 2)).toBe(2);
    expect(toggleOpen(2, 2)).toBeNull();
    expect(toggleOpen(2, 0)).toBe(0);
  });
});

// Three entries whatever the seed holds: the test clicks the first two.
const profile = {
  ...contentFixture,
  education: [2018, 2020, 2022].map((year) => ({
    title: `Degree ${year}`,
    school: "A School",
    year,
    detail: `Detail of ${year}.`,
  })),
};
const timeline = () => withContent(<EducationTimeline />, profile);

describe("EducationTimeline", () => {
  const expandedStates = () =>
    screen
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-expanded"));

  it("keeps at most one item open", async () => {
    const user = userEvent.setup();
    render(timeline());
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(profile.education.length);
    expect(expandedStates()).toEqual(buttons.map(() => "false"));

    const [first, second] = profile.education;
    const detail = (button: HTMLElement) =>
      document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(detail(buttons[0]!).hidden).toBe(true);

    await user.click(buttons[0]!);
    expect(expandedStates()).toEqual(["true", "false", "false"]);
    expect(detail(buttons[0]!).hidden).toBe(false);
    expect(detail(buttons[0]!).textContent).toBe(first!.detail);

    await user.click(buttons[1]!);
    expect(expandedStates()).toEqual(["false", "true", "false"]);
    expect(detail(buttons[0]!).hidden).toBe(true);
    expect(detail(buttons[1]!).textContent).toBe(second!.detail);

    await user.click(buttons[1]!);
    expect(expandedStates()).toEqual(buttons.map(() => "false"));
  });

  it("opens with the keyboard", async () => {
    const user = userEvent.setup();
    render(timeline());
    await user.tab();
    await user.keyboard("{Enter}");
    expect(expandedStates()[0]).toBe("true");
  });
});
