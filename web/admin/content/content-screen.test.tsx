// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { AdminApp } from "../shell/admin-app";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "./testing/render-content-screen";

const api = setUpContentScreenTests();

/** Queries of the whole page or of one part of it. */
type Queries = Pick<typeof screen, "getByRole">;

/** The form's sections are regions named by their headings; lists' entries are groups. */
const group = (name: string, inside: Queries = screen) =>
  within(inside.getByRole("group", { name }));
const textbox = (name: string, inside: Queries = screen) =>
  inside.getByRole("textbox", { name }) as HTMLInputElement;
const puts = () => api.calls.filter((call) => call.method === "PUT");

it(
  "shows every field of the profile under the name a person says",
  async () => {
    await renderContentScreen();
    const identity = region("Identity");
    for (const name of ["Name", "Title", "Contact e-mail", "Phone"])
      expect(textbox(name, identity)).toBeTruthy();
    expect(textbox("Name", identity).value).toBe("Marta Sousa");
    expect(identity.getByLabelText("Accent colour")).toHaveProperty(
      "type",
      "color",
    );
    expect(identity.getByLabelText("Portrait photo")).toHaveProperty(
      "type",
      "file",
    );
    const links = region("Links");
    for (const name of ["Professional network", "Booking calendar", "Website"])
      expect(textbox(name, links)).toBeTruthy();
    const hero = region("Hero");
    expect(textbox("Subtitle", hero)).toBeTruthy();
    expect(textbox("Action chip 1", hero)).toBeTruthy();
    const about = region("About");
    expect(textbox("Paragraph 1", about)).toBeTruthy();
    expect(textbox("Way of working 1", about)).toBeTruthy();
    expect(textbox("Personal note", about)).toBeTruthy();

    const expertise = region("Expertise");
    const area = group("Core area 1", expertise);
    expect(textbox("Title", area)).toBeTruthy();
    expect(textbox("Description", area)).toBeTruthy();
    expect(
      (area.getByRole("combobox", { name: "Icon" }) as HTMLSelectElement).value,
    ).toBe("FileSignature");
    expect(area.getAllByRole("option")).toHaveLength(40);
    const industry = group("Industry 1", expertise);
    expect(textbox("Name", industry)).toBeTruthy();
    expect(industry.getByRole("combobox", { name: "Icon" })).toBeTruthy();
    expect(textbox("Industries last updated", expertise)).toBeTruthy();

    const experience = group("Experience 1", region("Experience"));
    for (const name of ["Title", "Company", "Period", "Highlight 1"])
      expect(textbox(name, experience)).toBeTruthy();
    expect(
      experience.getByRole("checkbox", { name: "Current role" }),
    ).toBeTruthy();
    const education = group("Education 1", region("Education"));
    for (const name of ["Title", "School", "Year", "Detail"])
      expect(textbox(name, education)).toBeTruthy();

    const recognition = region("Languages & recognition");
    const language = group("Language 1", recognition);
    expect(textbox("Name", language)).toBeTruthy();
    expect(textbox("Note", language)).toBeTruthy();
    expect(
      within(language.getByRole("combobox", { name: "Level" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Native", "Fluent", "Working", "Basic"]);
    for (const list of ["Certifications", "Awards"])
      expect(group(list, recognition)).toBeTruthy();

    const testimonials = region("Testimonials");
    expect(
      testimonials.getByRole("checkbox", { name: "Show testimonials" }),
    ).toBeTruthy();
    expect(
      testimonials.getByRole("checkbox", { name: "Hide companies" }),
    ).toBeTruthy();
    expect(textbox("Disclaimer", testimonials)).toBeTruthy();
    const fallback = group("Fallback testimonial", testimonials);
    for (const name of ["Name", "Company", "Comment"])
      expect(textbox(name, fallback)).toBeTruthy();
    expect(
      fallback.getByRole("combobox", { name: "Relationship" }),
    ).toBeTruthy();

    const elsewhere = region("Elsewhere");
    for (const work of ["Book", "Podcast"])
      for (const name of ["Title", "Link", "Description"])
        expect(textbox(name, group(work, elsewhere))).toBeTruthy();

    // Derived values are the placeholders of the fields that may stay empty.
    const search = region("Search & sharing");
    expect(textbox("Search title", search).placeholder).toBe(
      "Marta Sousa | Legal Counsel for Startups & Tech Companies",
    );
    expect(textbox("CV file name", search).placeholder).toBe(
      "Marta_Sousa_CV.html",
    );
    expect(textbox("Search description", search)).toBeTruthy();
    expect(textbox("Keyword 1", search)).toBeTruthy();

    const headings = region("Headings");
    const entry = group("Navigation entry 1", headings);
    expect(textbox("Name", entry).value).toBe("Home");
    expect(entry.getByRole("combobox", { name: "Section" })).toBeTruthy();
    expect(textbox("Core areas heading", headings).value).toBe("Core Areas");
    expect(textbox("Booking button", headings).value).toBe("Book a call");

    const publishing = region("Publishing");
    for (const name of ["Preview", "Save version", "Publish", "Discard draft"])
      expect(publishing.getByRole("button", { name })).toBeTruthy();
    expect(textbox("Note for the version")).toBeTruthy();
    const files = region("Export and import");
    expect(
      files.getByRole("link", { name: "Export" }).getAttribute("href"),
    ).toBe("/api/admin/content/en/export");
    expect(files.getByLabelText("Import")).toHaveProperty("type", "file");
    const history = within(screen.getByRole("region", { name: "History" }));
    expect(
      await history.findByRole("button", { name: "Restore version 1" }),
    ).toHaveProperty("disabled", true);
    expect(history.getByText("Live")).toBeTruthy();
  },
  SLOW,
);

it(
  "saves the draft a second after typing stops, keeping it in this browser until then",
  async () => {
    await renderContentScreen();
    vi.useFakeTimers();
    const status = region("Publishing").getAllByRole("status")[0]!;
    // Opened on the live content: when it was published, on another day.
    expect(status.textContent).toMatch(/^Published 20 Nov, \d\d:\d\d$/);
    fireEvent.change(textbox("Name", region("Identity")), {
      target: { value: "Marta S. Sousa" },
    });
    expect(status.textContent).toBe("Unsaved changes");
    expect(
      JSON.parse(localStorage.getItem("admin-content-draft:en")!).document.name,
    ).toBe("Marta S. Sousa");
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(puts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.path).toBe("/content/en/draft");
    expect(
      (puts()[0]!.body as { document: { name: string } }).document.name,
    ).toBe("Marta S. Sousa");
    expect(status.textContent).toMatch(
      /^Draft saved at \d\d:\d\d, not published$/,
    );
    expect(localStorage.getItem("admin-content-draft:en")).toBeNull();
  },
  SLOW,
);

it(
  "keeps the changes in this browser when offline and restores them on the next visit",
  async () => {
    await renderContentScreen();
    vi.useFakeTimers();
    api.state.offline = true;
    fireEvent.change(textbox("Title", region("Identity")), {
      target: { value: "Counsel for founders" },
    });
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    const status = region("Publishing").getAllByRole("status")[0]!;
    expect(status.textContent).toBe(
      "Not saved: offline — kept in this browser",
    );
    vi.useRealTimers();
    cleanup();

    api.state.offline = false;
    await renderContentScreen();
    expect(textbox("Title", region("Identity")).value).toBe(
      "Counsel for founders",
    );
    expect(
      screen.getByText(/Restored changes kept in this browser/),
    ).toBeTruthy();
    await waitFor(() =>
      expect(puts().at(-1)?.body).toMatchObject({
        document: { title: "Counsel for founders" },
      }),
    );
  },
  SLOW,
);

it(
  "shows an invalid e-mail on its field, and publishing moves focus to the first invalid field",
  async () => {
    await renderContentScreen();
    const email = textbox("Contact e-mail", region("Identity"));
    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.blur(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = email.getAttribute("aria-describedby")!.split(" ");
    expect(
      describedBy.map((id) => document.getElementById(id)?.textContent),
    ).toContain("must be an e-mail address");
    // An emptied field the owner has not left yet shows nothing until publishing.
    const jobTitle = textbox(
      "Title",
      group("Experience 1", region("Experience")),
    );
    fireEvent.change(jobTitle, { target: { value: "" } });
    expect(jobTitle.getAttribute("aria-invalid")).toBeNull();

    fireEvent.click(
      region("Publishing").getByRole("button", { name: "Publish" }),
    );
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(jobTitle.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.some((call) => call.path.endsWith("/publish"))).toBe(
      false,
    );
    expect(screen.getByText("Not published: 2 problems to fix.")).toBeTruthy();
    const summary = within(
      screen.getByRole("region", { name: "2 problems to fix" }),
    );
    expect(
      summary
        .getByRole("link", { name: "Experience 1 › Title" })
        .getAttribute("href"),
    ).toBe(`#${jobTitle.id}`);
  },
  SLOW,
);

it(
  "adds, removes and moves list entries within the schema's bounds",
  async () => {
    await renderContentScreen();
    const navigation = group("Navigation", region("Headings"));
    const button = (name: string) =>
      navigation.getByRole("button", { name }) as HTMLButtonElement;
    const entryName = (entry: number) =>
      textbox("Name", group(`Navigation entry ${entry}`, navigation));
    // The seed has 4 entries; the schema allows 1 to 6.
    fireEvent.click(button("Add navigation entry"));
    expect(document.activeElement).toBe(entryName(5));
    fireEvent.click(button("Add navigation entry"));
    expect(button("Add navigation entry").disabled).toBe(true);

    expect(button("Move navigation entry 1, 'Home', up").disabled).toBe(true);
    // The added entries have no name yet: position alone names them.
    expect(button("Move navigation entry 6 down").disabled).toBe(true);
    fireEvent.click(button("Move navigation entry 1, 'Home', down"));
    expect(entryName(1).value).toBe("Expertise");
    expect(entryName(2).value).toBe("Home");
    // Focus follows the moved entry.
    expect(document.activeElement).toBe(
      button("Move navigation entry 2, 'Home', down"),
    );

    for (let left = 6; left > 1; left--)
      fireEvent.click(
        navigation.getByRole("button", {
          name: new RegExp(`^Remove navigation entry ${left}\\b`),
        }),
      );
    expect(button("Remove navigation entry 1, 'Expertise'").disabled).toBe(
      true,
    );
    expect(button("Add navigation entry").disabled).toBe(false);
  },
  SLOW,
);

it(
  "adds a highlight inside an experience under the experience's name",
  async () => {
    await renderContentScreen();
    const experience = region("Experience");
    fireEvent.click(experience.getByRole("button", { name: "Add experience" }));
    const added = experience.getAllByRole("group").at(-2)!;
    const entry = within(added);
    expect(document.activeElement).toBe(textbox("Title", entry));
    fireEvent.click(entry.getByRole("button", { name: "Add highlight" }));
    expect(document.activeElement).toBe(textbox("Highlight 1", entry));
  },
  SLOW,
);

it(
  "shows the sign-in screen when the session has ended, keeping the changes in this browser",
  async () => {
    history.replaceState(null, "", "/admin/content");
    render(<AdminApp />);
    const identity = within(
      await screen.findByRole(
        "region",
        { name: "Identity" },
        { timeout: 10_000 },
      ),
    );
    expect(
      screen
        .getByRole("tab", { name: "Content" })
        .getAttribute("aria-selected"),
    ).toBe("true");
    api.endSession();
    fireEvent.change(textbox("Name", identity), {
      target: { value: "M. Sousa" },
    });
    expect(
      await screen.findByText(
        "Your session has ended. Sign in again.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(
      JSON.parse(localStorage.getItem("admin-content-draft:en")!).document.name,
    ).toBe("M. Sousa");
    history.replaceState(null, "", "/");
  },
  SLOW,
);

it(
  "says how the page keeps text in and on the accent colour readable",
  async () => {
    await renderContentScreen();
    const colour = region("Identity").getByLabelText("Accent colour");
    const hint = () =>
      document.getElementById(colour.getAttribute("aria-describedby")!)!
        .textContent;
    expect(hint()).toMatch(
      /^Buttons in this colour carry dark text\. For readability, links and icons take a darker shade of it on the light theme\.$/,
    );
    fireEvent.change(colour, { target: { value: "#1e3a8a" } });
    expect(hint()).toMatch(
      /^Buttons in this colour carry white text\. For readability, links and icons take a lighter shade of it on the dark theme\./,
    );
  },
  SLOW,
);

it(
  "refuses a portrait file the server would refuse, before sending it",
  async () => {
    await renderContentScreen();
    const input = region("Identity").getByLabelText("Portrait photo");
    const heic = new File(["x"], "me.heic", { type: "image/heic" });
    fireEvent.change(input, { target: { files: [heic] } });
    expect(
      await screen.findByText("Choose a JPEG, PNG, WebP or AVIF image."),
    ).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.some((call) => call.path.startsWith("/portrait"))).toBe(
      false,
    );
  },
  SLOW,
);

it(
  "imports a file: its problems listed by field, a valid one becomes the draft",
  async () => {
    await renderContentScreen();
    const files = region("Export and import");
    const input = files.getByLabelText("Import");
    const fileOf = (document: unknown) =>
      new File([JSON.stringify(document)], "content.json", {
        type: "application/json",
      });
    const { seedProfile } = await import("../../../content/profile");
    fireEvent.change(input, {
      target: { files: [fileOf({ ...seedProfile, email: "nope", about: [] })] },
    });
    const problems = await files.findByRole("alert");
    expect(problems.textContent).toContain(
      "Contact e-mail (email): must be an e-mail address",
    );
    expect(problems.textContent).toContain(
      "About paragraphs (about): needs at least one entry",
    );
    expect(api.calls.some((call) => call.path.endsWith("/import"))).toBe(false);

    fireEvent.change(input, {
      target: { files: [fileOf({ ...seedProfile, name: "Imported Name" })] },
    });
    await screen.findByText(
      "Imported. It is now the draft; publish to make it live.",
    );
    expect(textbox("Name", region("Identity")).value).toBe("Imported Name");
    expect(api.state.draft?.document).toMatchObject({ name: "Imported Name" });
  },
  SLOW,
);

it(
  "saves a version with its note, then restores an old one after asking",
  async () => {
    await renderContentScreen();
    const publishing = region("Publishing");
    fireEvent.change(textbox("Note for the version"), {
      target: { value: "Before the rebrand" },
    });
    fireEvent.click(publishing.getByRole("button", { name: "Save version" }));
    expect(
      await screen.findByText("Saved as version 2; not live."),
    ).toBeTruthy();
    const history = within(screen.getByRole("region", { name: "History" }));
    expect(await history.findByText(/Before the rebrand/)).toBeTruthy();
    expect(textbox("Note for the version").value).toBe("");

    fireEvent.click(history.getByRole("button", { name: "Restore version 2" }));
    // Closed dialogs count too (the test skips visibility checks): take the open one.
    const dialog = within(
      screen.getAllByRole("dialog").find((each) => each.hasAttribute("open"))!,
    );
    fireEvent.click(dialog.getByRole("button", { name: "Restore" }));
    expect(
      await screen.findByText(
        "Version 2 is live again, as version 3. Your draft is unchanged.",
      ),
    ).toBeTruthy();
    expect(
      await history.findByRole("button", { name: "Restore version 3" }),
    ).toHaveProperty("disabled", true);
  },
  SLOW,
);

it(
  "discards the draft after asking, and shows the live content again",
  async () => {
    api.state.draft = {
      document: { name: "Draft Name" },
      updatedAt: "2026-11-21T10:00:00.000Z",
    };
    await renderContentScreen();
    const name = textbox("Name", region("Identity"));
    expect(name.value).toBe("Draft Name");
    const status = region("Publishing").getAllByRole("status")[0]!;
    expect(status.textContent).toMatch(
      /^Draft saved 21 Nov, \d\d:\d\d, not published$/,
    );
    fireEvent.click(
      region("Publishing").getByRole("button", { name: "Discard draft" }),
    );
    const dialog = within(
      screen.getAllByRole("dialog").find((each) => each.hasAttribute("open"))!,
    );
    fireEvent.click(dialog.getByRole("button", { name: "Discard draft" }));
    expect(
      await screen.findByText(
        "Draft discarded. The form shows the live content.",
      ),
    ).toBeTruthy();
    expect(textbox("Name", region("Identity")).value).toBe("Marta Sousa");
    expect(status.textContent).toMatch(/^Published 20 Nov, \d\d:\d\d$/);
    expect(api.state.draft).toBeNull();
  },
  SLOW,
);
