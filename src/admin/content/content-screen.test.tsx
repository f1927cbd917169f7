// @vitest-environment jsdom
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { AdminQueryProvider, createAdminQueryClient } from "../query";
import { ContentScreen } from "./content-screen";
import { fakeContentApi } from "./testing/fake-content-api";

let api: ReturnType<typeof fakeContentApi>;

// The form has some 300 controls: checking each one's visibility (computed
// styles up the tree) makes every role query take seconds in jsdom. Nothing
// in this form is hidden by CSS, so skip that check.
configure({ defaultHidden: true });

beforeAll(() => {
  // jsdom has no modal dialogs: open and close them as the browser would.
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

beforeEach(() => {
  localStorage.clear();
  api = fakeContentApi();
  vi.stubGlobal("fetch", api.fetch);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderEditor() {
  const client = createAdminQueryClient();
  client.setQueryData(["admin", "session"], {
    enabled: true,
    authenticated: true,
  });
  render(
    <AdminQueryProvider client={client}>
      <ContentScreen lang="en" />
    </AdminQueryProvider>,
  );
  await screen.findByRole("region", { name: "Identity" });
}

/** The form's sections are regions named by their headings; lists' entries are groups. */
const region = (name: string) => within(screen.getByRole("region", { name }));
const group = (name: string, inside = screen) =>
  within(inside.getByRole("group", { name }));
const textbox = (name: string, inside = screen) =>
  inside.getByRole("textbox", { name }) as HTMLInputElement;
const puts = () => api.calls.filter((call) => call.method === "PUT");

it("shows every field of the profile under the name a person says", async () => {
  await renderEditor();
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
  expect(fallback.getByRole("combobox", { name: "Relationship" })).toBeTruthy();

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
  expect(textbox("Note for the version", publishing)).toBeTruthy();
  const files = region("Export and import");
  expect(files.getByRole("link", { name: "Export" }).getAttribute("href")).toBe(
    "/api/admin/content/en/export",
  );
  expect(files.getByLabelText("Import")).toHaveProperty("type", "file");
  const history = within(screen.getByRole("region", { name: "History" }));
  expect(
    await history.findByRole("button", { name: "Restore version 1" }),
  ).toHaveProperty("disabled", true);
  expect(history.getByText("Live")).toBeTruthy();
});
