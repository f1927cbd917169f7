// @vitest-environment jsdom
import {
  cleanup,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, beforeEach, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesSettings,
} from "../../../../core/api/professional-rules";
import { AdminApp } from "../../shell/admin-app";
import { apiServer, serveApiInTests } from "../../testing/api-server";
import { fakeAdminApi } from "../../testing/fake-admin-api";
import { fakeEnquiriesApi } from "../../testing/fake-enquiries-api";
import { fakeProfessionalRulesApi } from "../../testing/fake-professional-rules-api";

serveApiInTests();

const NOW = "2026-12-03T12:00:00.000Z";
let api: ReturnType<typeof fakeProfessionalRulesApi>;
const serve = (settings: Partial<ProfessionalRulesSettings> = {}) => {
  api = fakeProfessionalRulesApi(
    { ...PROFESSIONAL_RULES_DEFAULTS, ...settings },
    () => NOW,
  );
};

beforeEach(() => {
  history.replaceState(null, "", "/admin/settings");
  fakeAdminApi([]);
  fakeEnquiriesApi([]);
  // The site's status is another panel's: answered, not looked at here.
  apiServer.use(
    http.get("/api/admin/site-status", () =>
      Response.json({
        siteAddress: "http://localhost:3000",
        siteAddressFromConfig: false,
        notifications: false,
      }),
    ),
  );
});
afterEach(cleanup);

const panel = async () =>
  within(await screen.findByRole("region", { name: "Professional rules" }));
const rules = async () =>
  (await panel()).findByRole("list", { name: "The rules the site applies" });
const save = async (user: ReturnType<typeof userEvent.setup>) => {
  const p = await panel();
  await user.click(p.getByRole("button", { name: "Save professional rules" }));
  expect(await p.findByText("Saved.")).toBeTruthy();
};

it("says it is not legal advice, and with no bar what the site does and why", async () => {
  serve();
  render(<AdminApp />);
  const p = await panel();
  expect(p.getByText(/This is not legal advice/)).toBeTruthy();
  expect((await rules()).textContent).toContain(
    "Testimonials are shown; with no bar chosen, the site shows them by default.",
  );
  const bars = p.getByRole("group", { name: "The bars you are admitted to" });
  expect(
    within(bars).getByRole("checkbox", { name: "None of these" }),
  ).toHaveProperty("checked", true);
  expect(within(bars).getAllByRole("checkbox")).toHaveLength(5);
});

it("unticking “None of these” unticks it and moves to the bars to choose from; saving none ticks it again", async () => {
  serve();
  const user = userEvent.setup();
  render(<AdminApp />);
  const p = await panel();
  const none = await p.findByRole("checkbox", { name: "None of these" });
  await user.click(none);
  expect(none).toHaveProperty("checked", false);
  const portugal = p.getByRole("checkbox", {
    name: "Portugal (Ordem dos Advogados)",
  });
  expect(document.activeElement).toBe(portugal);
  expect(p.getByText(/Tick the bars you are admitted to/)).toBeTruthy();
  await save(user);
  expect(api.puts.at(-1)?.bars).toEqual([]);
  expect(none).toHaveProperty("checked", true);
  await user.click(none);
  await user.click(p.getByRole("checkbox", { name: "New York" }));
  expect(none).toHaveProperty("checked", false);
  await save(user);
  expect(api.puts.at(-1)?.bars).toEqual(["new-york"]);
});

it("says once that a source's wording was not confirmed", async () => {
  serve({ bars: ["portugal"] });
  render(<AdminApp />);
  const testimonials = await (
    await panel()
  ).findByRole("group", { name: "Testimonials" });
  expect(testimonials.textContent).toContain("Source: Estatuto da Ordem");
  expect(testimonials.textContent?.match(/not confirmed/gi)).toHaveLength(1);
});

it("choosing Portugal saves the bar; the summary says testimonials are hidden by default", async () => {
  serve();
  const user = userEvent.setup();
  render(<AdminApp />);
  const p = await panel();
  await user.click(
    await p.findByRole("checkbox", { name: "Portugal (Ordem dos Advogados)" }),
  );
  expect(p.getByRole("checkbox", { name: "None of these" })).toHaveProperty(
    "checked",
    false,
  );
  // The defaults beside the controls follow the bars being chosen.
  const testimonials = p.getByRole("group", { name: "Testimonials" });
  expect(
    within(testimonials).getByRole("option", { name: "The default: Hidden" }),
  ).toBeTruthy();
  expect(testimonials.textContent).toContain(
    "Source: Estatuto da Ordem dos Advogados",
  );
  expect(testimonials.textContent).toContain("(not confirmed)");
  await save(user);
  expect(api.puts.at(-1)).toEqual({
    ...PROFESSIONAL_RULES_DEFAULTS,
    bars: ["portugal"],
    overrides: {},
  });
  expect((await rules()).textContent).toContain(
    "Testimonials are hidden; the Portugal preset hides them by default.",
  );
});

it("an override is saved, dated by the server, shown in the summary, and goes back to the default", async () => {
  serve({ bars: ["portugal"] });
  const user = userEvent.setup();
  render(<AdminApp />);
  const p = await panel();
  const choice = await p.findByRole("combobox", {
    name: "Testimonials on the site",
  });
  await user.selectOptions(choice, "Shown with a results disclaimer");
  const testimonials = p.getByRole("group", { name: "Testimonials" });
  expect(testimonials.textContent).toContain(
    "Your choice: dated today when you save.",
  );
  await save(user);
  expect(api.puts.at(-1)!.overrides).toEqual({
    testimonials: "with-disclaimer",
  });
  expect((await rules()).textContent).toContain(
    "Testimonials are shown with a results disclaimer; the Portugal preset hides them by default; you chose to show them with a results disclaimer on 3 December 2026.",
  );
  expect(testimonials.textContent).toContain(
    "Your choice since 3 December 2026.",
  );

  await user.click(
    within(testimonials).getByRole("button", {
      name: "Back to the default (Hidden)",
    }),
  );
  expect(choice).toHaveProperty("value", "");
  await waitFor(() => expect(document.activeElement).toBe(choice));
  expect(testimonials.textContent).toContain("The default applies.");
  await save(user);
  expect(api.puts.at(-1)!.overrides).toEqual({});
});

it("the record's days: typed, they override; emptied, the default applies", async () => {
  serve({ bars: ["new-york"] });
  const user = userEvent.setup();
  render(<AdminApp />);
  const p = await panel();
  const keep = await p.findByRole("spinbutton", {
    name: "Keep each copy for (days)",
  });
  expect(
    document.getElementById(keep.getAttribute("aria-describedby")!)!
      .textContent,
  ).toBe("Empty: the default, 365 days. From 30 to 3650.");
  await user.type(keep, "730");
  await save(user);
  expect(api.puts.at(-1)!.overrides).toEqual({ recordKeepDays: 730 });
  await user.click(
    p.getByRole("button", { name: "Back to the default (365 days)" }),
  );
  expect(keep).toHaveProperty("value", "");
  await waitFor(() => expect(document.activeElement).toBe(keep));
  await save(user);
  expect(api.puts.at(-1)!.overrides).toEqual({});
});

it("a required office address line left empty is something to do; once saved it is done", async () => {
  serve({ bars: ["new-york"] });
  const user = userEvent.setup();
  render(<AdminApp />);
  const p = await panel();
  expect(
    await p.findByText(
      "Add the office address line (your name, principal office address and telephone number): the New York preset requires it.",
    ),
  ).toBeTruthy();
  await user.type(
    p.getByRole("textbox", { name: "Office address line" }),
    "Ana Silva, 1 Main St, New York, +1 212 555 0100",
  );
  await save(user);
  expect(p.queryByText("To do")).toBeNull();
  expect((await rules()).textContent).toContain(
    "The footer shows the office address line “Ana Silva, 1 Main St, New York, +1 212 555 0100”",
  );
});

it("shows the server's refusal on the field it names, and focuses it", async () => {
  serve();
  const user = userEvent.setup();
  render(<AdminApp />);
  const p = await panel();
  const link = await p.findByRole("textbox", { name: "Regulator link" });
  await user.type(link, "http://example.com");
  await user.click(p.getByRole("button", { name: "Save professional rules" }));
  expect((await p.findByRole("alert")).textContent).toBe(
    "Not saved: regulatorLink must be empty or an https:// address",
  );
  expect(link.getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(link);
  expect(p.queryByText("Saved.")).toBeNull();
});

it("specialisations: added, saved, removed, up to ten; a blank one is refused on its field", async () => {
  serve({ bars: ["portugal"] });
  const user = userEvent.setup();
  render(<AdminApp />);
  const p = await panel();
  await user.click(
    await p.findByRole("button", { name: "Add a specialisation" }),
  );
  const area = p.getByRole("textbox", { name: "Specialisation 1: area" });
  await waitFor(() => expect(document.activeElement).toBe(area));
  await user.type(area, "Tax law");
  await user.click(p.getByRole("button", { name: "Save professional rules" }));
  expect((await p.findByRole("alert")).textContent).toContain(
    "specialisations[0].area must not be blank",
  );
  expect(document.activeElement).toBe(area);
  await user.type(
    p.getByRole("textbox", { name: "Specialisation 1: certified by" }),
    "Ordem dos Advogados",
  );
  await save(user);
  expect(api.puts.at(-1)!.specialisations).toEqual([
    { area: "Tax law", certifiedBy: "Ordem dos Advogados" },
  ]);
  expect((await rules()).textContent).toContain(
    "“specialist” is not flagged because you recorded a recognised specialisation",
  );

  const add = p.getByRole("button", { name: "Add a specialisation" });
  for (let i = 0; i < 9; i++) await user.click(add);
  expect(add).toHaveProperty("disabled", true);
  expect(
    p.getByText("10 is the most: remove one to add another."),
  ).toBeTruthy();
  await user.click(p.getByRole("button", { name: "Remove specialisation 1" }));
  expect(add).toHaveProperty("disabled", false);
  expect(
    p.getAllByRole("textbox", { name: /^Specialisation \d+: area$/ }),
  ).toHaveLength(9);
});
