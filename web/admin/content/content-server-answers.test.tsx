// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "./testing/render-content-screen";

const api = setUpContentScreenTests();

/** What only the server can answer: its own objections, and the uploaded portrait. */
describe("answers from the server", () => {
  it(
    "puts the server's 400 issues on their fields and focuses the first",
    async () => {
      await renderContentScreen();
      api.state.refuseNextPublish = [
        {
          path: "experience.0.company",
          message: "is not a company the server knows",
        },
      ];
      fireEvent.click(
        within(screen.getByRole("region", { name: "Publishing" })).getByRole(
          "button",
          {
            name: "Publish",
          },
        ),
      );
      // The seed is all sample: publishing asks first.
      const dialog = await waitFor(() => {
        const open = screen
          .getAllByRole("dialog")
          .find((each) => each.hasAttribute("open"));
        if (!open) throw new Error("no dialog open");
        return open;
      });
      fireEvent.click(
        within(dialog).getByRole("button", { name: "Publish anyway" }),
      );
      const company = within(
        within(screen.getByRole("region", { name: "Experience" })).getByRole(
          "group",
          {
            name: "Experience 1",
          },
        ),
      ).getByRole("textbox", { name: "Company" });
      await waitFor(() => expect(document.activeElement).toBe(company));
      expect(company.getAttribute("aria-invalid")).toBe("true");
      expect(
        screen.getByText("is not a company the server knows"),
      ).toBeTruthy();
      expect(screen.getByText("Not published: 1 problem to fix.")).toBeTruthy();
    },
    SLOW,
  );

  it(
    "uploads a portrait as the raw body, then asks for its alt text",
    async () => {
      const identity = await renderContentScreen();
      const photo = new File([new Uint8Array([137, 80, 78, 71])], "me.png", {
        type: "image/png",
      });
      fireEvent.change(identity.getByLabelText("Portrait photo"), {
        target: { files: [photo] },
      });
      fireEvent.click(
        await identity.findByRole("button", { name: "Upload portrait" }),
      );
      const alt = await identity.findByRole("textbox", { name: "Alt text" });
      await waitFor(() => expect(document.activeElement).toBe(alt));
      const upload = api.calls.find((call) =>
        call.path.startsWith("/portrait"),
      )!;
      expect(upload.path).toBe("/portrait?focus=centre");
      expect(upload.body).toEqual(new Uint8Array([137, 80, 78, 71]));

      fireEvent.click(
        identity.getByRole("button", { name: "Remove portrait" }),
      );
      expect(identity.queryByRole("textbox", { name: "Alt text" })).toBeNull();
    },
    SLOW,
  );
});
