// @vitest-environment jsdom
import { fireEvent, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "../testing/render-content-screen";

const api = setUpContentScreenTests();

it(
  "writes the owner's own thank-you, not-found and contact form messages, empty by default",
  async () => {
    await renderContentScreen();
    const field = (name: string) =>
      region("Headings").getByRole("textbox", { name }) as HTMLInputElement;
    expect(field("Thank-you message").value).toBe("");
    expect(field("Page-not-found message").value).toBe("");
    expect(field("Contact form notice").value).toBe("");
    expect(field("Contact form confirmation").value).toBe("");
    fireEvent.change(field("Thank-you message"), {
      target: { value: "Thanks, truly." },
    });
    fireEvent.change(field("Page-not-found message"), {
      target: { value: "Nothing here, sorry." },
    });
    fireEvent.change(field("Contact form notice"), {
      target: { value: "Writing creates no engagement." },
    });
    fireEvent.change(field("Contact form confirmation"), {
      target: { value: "I answer within a day." },
    });
    await waitFor(() =>
      expect(
        (api.state.draft?.document as { tone?: unknown } | undefined)?.tone,
      ).toEqual({
        thanks: "Thanks, truly.",
        notFound: "Nothing here, sorry.",
        enquiryNotice: "Writing creates no engagement.",
        enquiryThanks: "I answer within a day.",
      }),
    );
  },
  SLOW,
);
