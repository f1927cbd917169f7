// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "../testing/render-content-screen";

const api = setUpContentScreenTests();

const summary = () =>
  screen.queryByRole("region", {
    name: /words? your professional rules flag$/,
  });

it(
  "counts the flagged words near the bar, links each field in the form's order, and still saves",
  async () => {
    api.state.professionalRules = {
      ...api.state.professionalRules,
      bars: ["portugal"],
    };
    const identity = await renderContentScreen();
    expect(summary()).toBeNull();

    const subtitle = region("Hero").getByRole("textbox", { name: "Subtitle" });
    fireEvent.change(subtitle, {
      target: { value: "Especialista em direito fiscal, the best." },
    });
    fireEvent.change(identity.getByRole("textbox", { name: "Title" }), {
      target: { value: "Expert lawyer" },
    });

    const found = await screen.findByRole("region", {
      name: "3 words your professional rules flag",
    });
    const items = within(found).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Title: “Expert”",
      "Subtitle: “Especialista”, “the best”",
    ]);
    const link = within(items[1]!).getByRole("link", { name: "Subtitle" });
    expect(link.getAttribute("href")).toBe(`#${subtitle.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(subtitle);

    // A warning, never a refusal: the draft is saved with the words.
    await waitFor(
      () =>
        expect(
          (api.state.draft?.document as { subtitle?: string } | undefined)
            ?.subtitle,
        ).toBe("Especialista em direito fiscal, the best."),
      { timeout: 10_000 },
    );

    fireEvent.change(subtitle, { target: { value: "Direito fiscal." } });
    fireEvent.change(identity.getByRole("textbox", { name: "Title" }), {
      target: { value: "Lawyer" },
    });
    await waitFor(() => expect(summary()).toBeNull());
  },
  SLOW,
);
