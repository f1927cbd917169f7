// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { InsightsPeriod } from "../../../core/api/insights";
import { AdminApp } from "../shell/admin-app";
import { serveApiInTests } from "../testing/api-server";
import { fakeAdminApi } from "../testing/fake-admin-api";
import { emptyReport, fakeInsightsApi } from "../testing/fake-insights-api";

serveApiInTests();

// user-event walks a radio group by its name through CSS.escape, which jsdom lacks.
globalThis.CSS ??= {
  escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`),
} as typeof CSS;

/** A report whose day i has i+1 visitors and 3(i+1) page views; the week's totals differ from the month's. */
const seeded = (days: InsightsPeriod) =>
  emptyReport(days, (daily) => {
    daily.forEach((d, i) => {
      d.visitors = i + 1;
      d.pageViews = 3 * (i + 1);
      d.cvDownloads = i % 2;
    });
    const sum = (key: "visitors" | "pageViews" | "cvDownloads") =>
      daily.reduce((total, d) => total + d[key], 0);
    return {
      totals: {
        visitors: sum("visitors"),
        pageViews: sum("pageViews"),
        notFoundViews: 2,
        cvDownloads: sum("cvDownloads"),
      },
      topPages: [
        { page: "home", lang: "pt", views: 40 },
        { page: "contact", lang: "en", views: 9 },
      ],
      languages: [
        { lang: "pt", views: 40 },
        { lang: "en", views: 9 },
      ],
      referrers: [{ kind: "search", name: "Google", views: 12 }],
      cvDownloads: [{ lang: "en", format: "pdf", downloads: 3 }],
      funnel: { created: 5, opened: 4, answered: 2, approved: 1 },
      testimonialsSubmitted: 6,
      enquiriesReceived: 7,
    };
  });

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/admin/insights");
  fakeAdminApi([]);
});
afterEach(cleanup);

/** The daily table's rows as [day, visitors, page views, CV downloads]. */
const tableRows = () =>
  within(
    screen.getByRole("table", {
      name: "Visitors, page views and CV downloads per day",
      hidden: true,
    }),
  )
    .getAllByRole("row", { hidden: true })
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );

/** The chart's day groups as [visitors, page views]. */
const chartBars = () =>
  [...screen.getByTestId("daily-chart").querySelectorAll("g[data-day]")].map(
    (g) => [g.getAttribute("data-visitors"), g.getAttribute("data-page-views")],
  );

it("shows the last 30 days: chart and table with the same numbers, the sums' label, the lists and the CSV link", async () => {
  const api = fakeInsightsApi(seeded);
  render(<AdminApp />);
  expect(
    (await screen.findByRole("tab", { name: "Insights" })).getAttribute(
      "aria-selected",
    ),
  ).toBe("true");
  await screen.findByText("Visitors and page views per day");
  expect(api.calls).toEqual(["/api/admin/insights?days=30"]);
  expect(screen.getByRole("radio", { name: "30 days" })).toHaveProperty(
    "checked",
    true,
  );

  const rows = tableRows();
  expect(rows).toHaveLength(30);
  expect(rows[0]).toEqual(["29 Oct", "1", "3", "0"]);
  expect(rows[29]).toEqual(["27 Nov", "30", "90", "1"]);
  expect(chartBars()).toEqual(rows.map((row) => [row[1], row[2]]));
  expect(screen.getByTestId("daily-chart").getAttribute("aria-hidden")).toBe(
    "true",
  );

  expect(
    screen.getByText("Visitors (sum of daily visitors)").nextSibling
      ?.textContent,
  ).toBe("465");
  expect(screen.getByText(/not the number of different people/)).toBeTruthy();
  const section = (name: string) =>
    screen.getByRole("heading", { name }).parentElement!.textContent;
  expect(section("Top pages")).toContain("Home (Português)40");
  expect(section("Top referrers")).toContain("Google (search engine)12");
  expect(section("CV downloads")).toContain("English, PDF3");
  expect(section("Invitation funnel")).toContain("Links opened4");
  expect(section("Testimonials and enquiries")).toContain(
    "Enquiries received7",
  );
  expect(
    screen.getByRole("link", { name: "Download CSV" }).getAttribute("href"),
  ).toBe("/api/admin/insights.csv?days=30");
});

it("fetches the chosen period again, by keyboard too", async () => {
  const api = fakeInsightsApi(seeded);
  const user = userEvent.setup();
  render(<AdminApp />);
  await screen.findByText("Visitors and page views per day");
  await user.click(screen.getByRole("radio", { name: "7 days" }));
  await screen.findByText("21 Nov to 27 Nov (UTC)");
  expect(tableRows()).toHaveLength(7);
  expect(chartBars()).toHaveLength(7);
  expect(
    screen.getByRole("link", { name: "Download CSV" }).getAttribute("href"),
  ).toBe("/api/admin/insights.csv?days=7");
  // Arrow keys move between the native radio buttons: 7 → 30 → 90.
  await user.keyboard("{ArrowRight}{ArrowRight}");
  await screen.findByText("30 Aug to 27 Nov (UTC)");
  expect(tableRows()).toHaveLength(90);
  expect(chartBars()).toHaveLength(90);
  expect(screen.getByRole("radio", { name: "90 days" })).toHaveProperty(
    "checked",
    true,
  );
  expect(api.calls).toContain("/api/admin/insights?days=90");
  expect(api.calls.slice(0, 2)).toEqual([
    "/api/admin/insights?days=30",
    "/api/admin/insights?days=7",
  ]);
});

it("says nothing was counted yet when the period is empty", async () => {
  fakeInsightsApi((days) => emptyReport(days));
  render(<AdminApp />);
  expect(
    await screen.findByText(/Nothing counted yet in the last 30 days/),
  ).toBeTruthy();
  expect(screen.queryByTestId("daily-chart")).toBeNull();
});

it("shows a period whose only activity is an approval of a testimonial sent from a link", async () => {
  fakeInsightsApi((days) => {
    const report = emptyReport(days);
    return { ...report, funnel: { ...report.funnel, approved: 1 } };
  });
  render(<AdminApp />);
  expect(await screen.findByText("Of those, approved")).toBeTruthy();
  expect(screen.queryByText(/Nothing counted yet/)).toBeNull();
});

it("says counting is off when the server counts nothing", async () => {
  fakeInsightsApi((days) => ({ ...emptyReport(days), counting: false }));
  render(<AdminApp />);
  expect(await screen.findByText(/Counting is off/)).toBeTruthy();
});

it("says nothing about counting while it is on", async () => {
  fakeInsightsApi((days) => emptyReport(days));
  render(<AdminApp />);
  await screen.findByText(/Nothing counted yet/);
  expect(screen.queryByText(/Counting is off/)).toBeNull();
});
