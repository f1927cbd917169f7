// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { expect, it } from "vitest";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "../testing/render-content-screen";

setUpContentScreenTests();

it(
  "groups the fields shared by every language apart from this language's own, saying which is which",
  async () => {
    await renderContentScreen();
    const textboxes = (section: string, group: string) =>
      within(region(section).getByRole("group", { name: group }))
        .getAllByRole("textbox")
        .map((each) =>
          each.getAttribute("id")!.startsWith("content-")
            ? each.getAttribute("id")
            : (each as HTMLInputElement).labels?.[0]?.textContent,
        );
    // The accent colour's hex code is typed beside its picker.
    expect(textboxes("Identity", "All languages")).toEqual([
      "content-en-name",
      "content-en-email",
      "content-en-phone",
      "Hex code",
    ]);
    expect(textboxes("Identity", "This language")).toEqual([
      "content-en-title",
    ]);
    expect(textboxes("Links", "All languages")).toEqual([
      "content-en-linkedinUrl",
      "content-en-bookingUrl",
      "content-en-websiteUrl",
    ]);
  },
  SLOW,
);
