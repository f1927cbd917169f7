// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { SiteStatus } from "../../../core/api/site-status";
import { AdminApp } from "../shell/admin-app";
import { apiServer, serveApiInTests } from "../testing/api-server";
import { fakeAdminApi } from "../testing/fake-admin-api";
import { fakeProfessionalRulesApi } from "../testing/fake-professional-rules-api";

serveApiInTests();

const serveStatus = (status: SiteStatus) =>
  apiServer.use(
    http.get("/api/admin/site-status", () => Response.json(status)),
  );

beforeEach(() => {
  history.replaceState(null, "", "/admin/settings");
  fakeAdminApi([]);
  fakeProfessionalRulesApi();
});
afterEach(cleanup);

const region = (name: string) => screen.findByRole("region", { name });

it("opens at /admin/settings with the languages, the site's status and the sessions", async () => {
  serveStatus({
    siteAddress: "http://localhost:3000",
    siteAddressFromConfig: false,
    notifications: false,
  });
  render(<AdminApp />);
  expect(
    (await screen.findByRole("tab", { name: "Settings" })).getAttribute(
      "aria-selected",
    ),
  ).toBe("true");
  expect(await region("Languages on the site")).toBeTruthy();

  const address = (await region("The site's address")).textContent;
  expect(address).toContain("http://localhost:3000");
  expect(address).toContain("SITE_URL is not set");
  expect(address).toContain('"Environment" in docs/deploying.md');
  const notifications = (await region("Notifications")).textContent;
  expect(notifications).toContain("You are not told about new testimonials");
  expect(notifications).toContain(
    "NOTIFY_WEBHOOK_URL, or SMTP_URL and NOTIFY_EMAIL",
  );
  expect(notifications).toContain(
    '"Get told about new testimonials" in docs/moderation.md',
  );
  expect((await region("Sessions")).textContent).toContain(
    "Sign out everywhere",
  );
  // Every panel reads its own call: none is refused for want of one.
  const rules = within(await region("Professional rules"));
  expect(await rules.findByText("What the site does now")).toBeTruthy();
  expect(rules.queryByRole("alert")).toBeNull();
});

it("says the address is SITE_URL's and that notifications are on", async () => {
  serveStatus({
    siteAddress: "https://ana-lima.example",
    siteAddressFromConfig: true,
    notifications: true,
  });
  render(<AdminApp />);
  const address = (await region("The site's address")).textContent;
  expect(address).toContain("https://ana-lima.example");
  expect(address).toContain("It is SITE_URL's");
  expect((await region("Notifications")).textContent).toContain(
    "You are told about each new testimonial.",
  );
});

it("no longer shows the languages in the Content tab", async () => {
  serveStatus({
    siteAddress: "http://localhost:3000",
    siteAddressFromConfig: false,
    notifications: false,
  });
  const user = userEvent.setup();
  render(<AdminApp />);
  await region("Languages on the site");
  await user.click(screen.getByRole("tab", { name: "Content" }));
  const content = screen.getByRole("tabpanel", { name: "Content" });
  expect(
    within(content).queryByRole("region", { name: "Languages on the site" }),
  ).toBeNull();
});
