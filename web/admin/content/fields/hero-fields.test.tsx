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
  "sets the headline typed (the default) or still",
  async () => {
    await renderContentScreen();
    const effect = region("Hero").getByRole("combobox", {
      name: "Headline",
    }) as HTMLSelectElement;
    expect(effect.value).toBe("typed");
    fireEvent.change(effect, { target: { value: "still" } });
    await waitFor(() =>
      expect(
        (api.state.draft?.document as { headlineEffect?: string } | undefined)
          ?.headlineEffect,
      ).toBe("still"),
    );
  },
  SLOW,
);
