// @vitest-environment jsdom
import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { seedProfile } from "../../../content/profile";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "./testing/render-content-screen";

const api = setUpContentScreenTests();

const nameField = () =>
  region("Identity").getByRole("textbox", { name: "Name" }) as HTMLInputElement;
const typeName = (value: string) =>
  fireEvent.change(nameField(), { target: { value } });
const importFile = (document: unknown) =>
  fireEvent.change(region("Export and import").getByLabelText("Import"), {
    target: {
      files: [
        new File([JSON.stringify(document)], "content.json", {
          type: "application/json",
        }),
      ],
    },
  });
/** Lets timers, the file read and the fake server's answers run. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const puts = () => api.calls.filter((call) => call.method === "PUT");
const openDialog = () =>
  within(
    screen.getAllByRole("dialog").find((each) => each.hasAttribute("open"))!,
  );

it(
  "sends an import only once the save on its way has been answered: the imported file stays the draft",
  async () => {
    await renderContentScreen();
    vi.useFakeTimers();
    const answerSave = api.holdNext("PUT /content/en/draft");
    typeName("Edited Name");
    await wait(1_100);
    expect(puts()).toHaveLength(1);

    importFile({ ...seedProfile, name: "Imported Name" });
    await wait(50);
    answerSave();
    await wait(50);

    expect(
      screen.getByText(
        "Imported. It is now the draft; publish to make it live.",
      ),
    ).toBeTruthy();
    expect(nameField().value).toBe("Imported Name");
    expect(api.state.draft?.document).toMatchObject({ name: "Imported Name" });
  },
  SLOW,
);

it(
  "never saves the edits an import replaced, even when their save falls due while the import is on its way",
  async () => {
    await renderContentScreen();
    vi.useFakeTimers();
    typeName("Edited Name");
    const answerImport = api.holdNext("POST /content/en/import", "answer");
    importFile({ ...seedProfile, name: "Imported Name" });
    await wait(1_100);
    answerImport();
    await wait(2_000);

    expect(
      screen.getByText(
        "Imported. It is now the draft; publish to make it live.",
      ),
    ).toBeTruthy();
    expect(nameField().value).toBe("Imported Name");
    expect(api.state.draft?.document).toMatchObject({ name: "Imported Name" });
    expect(puts()).toHaveLength(0);
    expect(localStorage.getItem("admin-content-draft:en")).toBeNull();
  },
  SLOW,
);

it(
  "saves the edits after all when the import they waited for fails",
  async () => {
    await renderContentScreen();
    vi.useFakeTimers();
    typeName("Edited Name");
    const sendImport = api.holdNext("POST /content/en/import");
    importFile({ ...seedProfile, name: "Imported Name" });
    await wait(1_100);
    api.state.offline = true;
    sendImport();
    await wait(50);
    expect(screen.getByText(/^content\.json was not imported:/)).toBeTruthy();
    api.state.offline = false;
    await wait(10_000);

    expect(nameField().value).toBe("Edited Name");
    expect(api.state.draft?.document).toMatchObject({ name: "Edited Name" });
  },
  SLOW,
);

it(
  "never saves the edits a discard threw away, even when their save falls due while the discard is on its way",
  async () => {
    api.state.draft = {
      document: { ...seedProfile, name: "Draft Name" },
      updatedAt: "2026-11-21T10:00:00.000Z",
    };
    await renderContentScreen();
    vi.useFakeTimers();
    typeName("Edited Name");
    const answerDiscard = api.holdNext("DELETE /content/en/draft", "answer");
    fireEvent.click(
      region("Publishing").getByRole("button", { name: "Discard draft" }),
    );
    const dialog = openDialog();
    fireEvent.click(dialog.getByRole("button", { name: "Discard draft" }));
    await wait(1_100);
    answerDiscard();
    await wait(2_000);

    expect(
      screen.getByText("Draft discarded. The form shows the live content."),
    ).toBeTruthy();
    expect(nameField().value).toBe("Marta Sousa");
    expect(api.state.draft).toBeNull();
    expect(puts()).toHaveLength(0);
  },
  SLOW,
);

it(
  "publishes only once the save on its way has been answered: no older draft is left behind",
  async () => {
    await renderContentScreen();
    vi.useFakeTimers();
    const answerSave = api.holdNext("PUT /content/en/draft");
    typeName("First Edit");
    await wait(1_100);
    expect(puts()).toHaveLength(1);
    typeName("Second Edit");
    fireEvent.click(
      region("Publishing").getByRole("button", { name: "Publish" }),
    );
    await wait(50);
    fireEvent.click(
      openDialog().getByRole("button", { name: "Publish anyway" }),
    );
    await wait(50);
    answerSave();
    await wait(2_000);

    expect(
      screen.getByText("Published as version 2. The page shows it now."),
    ).toBeTruthy();
    expect(api.state.draft).toBeNull();
  },
  SLOW,
);

it(
  "says in its bar that changes are unsaved, then when the draft was saved, then when it was published",
  async () => {
    await renderContentScreen();
    const state = region("Publishing").getAllByRole("status")[0]!;
    expect(state.getAttribute("aria-atomic")).toBe("true");
    typeName("Ana Lima");
    expect(state.textContent).toBe("Unsaved changes");
    await waitFor(() =>
      expect(state.textContent).toMatch(
        /^Draft saved at \d\d:\d\d, not published$/,
      ),
    );

    fireEvent.click(
      region("Publishing").getByRole("button", { name: "Publish" }),
    );
    fireEvent.click(
      openDialog().getByRole("button", { name: "Publish anyway" }),
    );
    await waitFor(() => expect(api.state.revisions).toHaveLength(2));
    const published = new Date(
      api.state.revisions.find((each) => each.number === 2)!.createdAt,
    );
    const time = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });
    await waitFor(() =>
      expect(state.textContent).toBe(`Published at ${time.format(published)}`),
    );
  },
  SLOW,
);
