// @vitest-environment jsdom
import { fireEvent, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "../testing/render-content-screen";

const api = setUpContentScreenTests();

const savedFallback = () =>
  (
    api.state.draft?.document as
      { testimonials: { fallback: unknown } } | undefined
  )?.testimonials.fallback;

it(
  "removes the fallback testimonial, then writes a new one from empty",
  async () => {
    await renderContentScreen();
    const fallback = () =>
      within(
        region("Testimonials").getByRole("group", {
          name: "Fallback testimonial",
        }),
      );
    fireEvent.click(
      fallback().getByRole("button", {
        name: "Remove the fallback testimonial",
      }),
    );
    const add = fallback().getByRole("button", {
      name: "Add a fallback testimonial",
    });
    expect(document.activeElement).toBe(add);
    expect(fallback().queryByRole("textbox")).toBeNull();
    await waitFor(() => expect(savedFallback()).toBeNull());

    fireEvent.click(add);
    const name = fallback().getByRole("textbox", { name: "Name" });
    expect(document.activeElement).toBe(name);
    for (const field of ["Name", "Company", "Comment"])
      expect(
        (fallback().getByRole("textbox", { name: field }) as HTMLInputElement)
          .value,
      ).toBe("");
    await waitFor(() =>
      expect(savedFallback()).toEqual({
        name: "",
        company: "",
        relationship: "",
        comment: "",
      }),
    );
  },
  SLOW,
);
