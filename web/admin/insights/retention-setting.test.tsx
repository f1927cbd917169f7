// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it } from "vitest";
import { AdminApp } from "../shell/admin-app";
import { serveApiInTests } from "../testing/api-server";
import { fakeAdminApi } from "../testing/fake-admin-api";
import { emptyReport, fakeInsightsApi } from "../testing/fake-insights-api";

serveApiInTests();

let api: ReturnType<typeof fakeInsightsApi>;

beforeEach(() => {
  history.replaceState(null, "", "/admin/insights");
  fakeAdminApi([]);
  api = fakeInsightsApi((days) => emptyReport(days));
});
afterEach(cleanup);

const setting = async () => {
  const region = within(
    await screen.findByRole("region", { name: "How long the totals are kept" }),
  );
  return {
    region,
    months: await region.findByRole("spinbutton", {
      name: "Keep the daily totals for (months)",
    }),
  };
};

it("shows the stored setting, 25 months by default, with what it does", async () => {
  render(<AdminApp />);
  const { months } = await setting();
  expect(months).toHaveProperty("value", "25");
  expect(
    document.getElementById(months.getAttribute("aria-describedby")!)!
      .textContent,
  ).toMatch(/deleted within the hour.*From 1 to 120; 25 by default/);
});

it("saves a new number of months with PUT and says so until the next change", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const { region, months } = await setting();
  await user.clear(months);
  await user.type(months, "13");
  await user.click(region.getByRole("button", { name: "Save" }));
  expect(await region.findByText("Saved.")).toBeTruthy();
  expect(api.settings.saved).toEqual([{ keepMonths: 13 }]);
  expect(months).toHaveProperty("value", "13");
  await user.type(months, "0");
  expect(region.queryByText("Saved.")).toBeNull();
});

it("shows the server's refusal on the field, marks it invalid and moves focus to it", async () => {
  const user = userEvent.setup();
  api.settings.refuse =
    "keepMonths must be a whole number of months from 1 to 120";
  render(<AdminApp />);
  const { region, months } = await setting();
  await user.clear(months);
  await user.click(region.getByRole("button", { name: "Save" }));
  expect(
    await region.findByText(
      "keepMonths must be a whole number of months from 1 to 120",
    ),
  ).toBeTruthy();
  // An empty field is sent as it is (null in JSON): the server names the field.
  expect(api.settings.saved).toEqual([{ keepMonths: null }]);
  expect(months.getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(months);
  expect(region.queryByText("Saved.")).toBeNull();
});
