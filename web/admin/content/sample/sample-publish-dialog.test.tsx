// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { contentFixture } from "../../../../content/content-fixture";
import { SAMPLE_VALUES } from "../../../../content/sample-marks";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "../testing/render-content-screen";

const api = setUpContentScreenTests();

const publishCalls = () =>
  api.calls.filter((call) => call.path === "/content/en/publish");
const publish = () =>
  fireEvent.click(
    region("Publishing").getByRole("button", { name: "Publish" }),
  );
const openDialog = () =>
  screen.getAllByRole("dialog").find((each) => each.hasAttribute("open"));

/** The content with every sample value replaced by one of the owner's own. */
const owned: unknown = JSON.parse(
  JSON.stringify(contentFixture),
  (_key, value: unknown) => {
    if (typeof value !== "string" || !SAMPLE_VALUES.has(value)) return value;
    if (value.includes("@")) return "ana@lima.example";
    if (value.startsWith("+")) return "+351 911 111 111";
    if (value.startsWith("https://")) return `${value}/ana`;
    return `${value}, by Ana`;
  },
);

it(
  "asks before publishing while fields are still sample, naming them, and publishes only once told to",
  async () => {
    await renderContentScreen();
    publish();
    const dialog = within(
      await waitFor(() => {
        const open = openDialog();
        if (!open) throw new Error("no dialog open");
        return open;
      }),
    );
    expect(
      dialog.getByRole("heading", { name: "Publish with sample content?" }),
    ).toBeTruthy();
    const named = dialog.getAllByRole("listitem");
    expect(named).toHaveLength(10);
    expect(named[0]!.textContent).toBe("Name (all languages)");
    const total = Number(
      /^(\d+) fields/.exec(
        dialog.getByText(/fields still hold/).textContent,
      )![1],
    );
    expect(dialog.getByText(`and ${total - 10} more.`)).toBeTruthy();

    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(openDialog()).toBeUndefined();
    expect(publishCalls()).toHaveLength(0);

    publish();
    fireEvent.click(
      within(openDialog()!).getByRole("button", { name: "Publish anyway" }),
    );
    expect(
      await screen.findByText("Published as version 2. The page shows it now."),
    ).toBeTruthy();
    expect(publishCalls()).toHaveLength(1);
  },
  SLOW,
);

it(
  "publishes at once when nothing is sample",
  async () => {
    api.state.draft = {
      document: owned as Record<string, unknown>,
      updatedAt: "2026-11-21T10:00:00.000Z",
    };
    await renderContentScreen();
    expect(screen.queryByRole("region", { name: /^Still sample/ })).toBeNull();
    publish();
    expect(
      await screen.findByText("Published as version 2. The page shows it now."),
    ).toBeTruthy();
    expect(openDialog()).toBeUndefined();
    expect(publishCalls()).toHaveLength(1);
  },
  SLOW,
);
