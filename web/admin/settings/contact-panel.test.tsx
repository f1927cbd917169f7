// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, beforeEach, expect, it } from "vitest";
import { AdminApp } from "../shell/admin-app";
import { apiServer, serveApiInTests } from "../testing/api-server";
import { fakeAdminApi } from "../testing/fake-admin-api";
import { fakeEnquiriesApi } from "../testing/fake-enquiries-api";
import { fakeProfessionalRulesApi } from "../testing/fake-professional-rules-api";

serveApiInTests();

let api: ReturnType<typeof fakeEnquiriesApi>;

beforeEach(() => {
  history.replaceState(null, "", "/admin/settings");
  fakeAdminApi([]);
  api = fakeEnquiriesApi([]);
  fakeProfessionalRulesApi();
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

const contact = async () =>
  within(await screen.findByRole("region", { name: "Contact" }));

it("shows the contact settings, the profile and no text in notifications by default", async () => {
  render(<AdminApp />);
  const panel = await contact();
  const start = await panel.findByRole("group", {
    name: "What “Start a Conversation” opens on the site",
  });
  expect(
    within(start).getByRole("radio", {
      name: "Your professional profile (the default)",
    }),
  ).toHaveProperty("checked", true);
  expect(within(start).getAllByRole("radio")).toHaveLength(3);
  const notify = await panel.findByRole("checkbox", {
    name: "Include the enquiry's text in notifications",
  });
  expect(notify).toHaveProperty("checked", false);
  expect(
    document.getElementById(notify.getAttribute("aria-describedby")!)!
      .textContent,
  ).toContain("E-mail is not confidential");
  expect(
    panel.getByRole("checkbox", { name: "Show the e-mail address" }),
  ).toHaveProperty("checked", true);
  expect(
    panel.getByRole("spinbutton", {
      name: "Keep handled enquiries for (months)",
    }),
  ).toHaveProperty("value", "12");
  expect(
    panel.getByRole("spinbutton", {
      name: "Keep enquiries never handled for (months)",
    }),
  ).toHaveProperty("value", "24");
  // The panels beside it read their own calls, none refused.
  expect(await screen.findByText("What the site does now")).toBeTruthy();
  expect(screen.queryByText(/could not be read/)).toBeNull();
});

it("saves every setting with PUT and says so until the next change", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const panel = await contact();
  await user.click(
    await panel.findByRole("radio", { name: /The enquiry form/ }),
  );
  await user.click(
    panel.getByRole("checkbox", { name: "Show the booking link" }),
  );
  await user.click(
    panel.getByRole("checkbox", {
      name: "Include the enquiry's text in notifications",
    }),
  );
  const handled = panel.getByRole("spinbutton", {
    name: "Keep handled enquiries for (months)",
  });
  await user.clear(handled);
  await user.type(handled, "6");
  await user.click(
    panel.getByRole("button", { name: "Save contact settings" }),
  );
  expect(await panel.findByText("Saved.")).toBeTruthy();
  expect(api.saved.settings).toEqual({
    startConversation: "form",
    showEmail: true,
    showBooking: false,
    notifyWithText: true,
    keepHandledMonths: 6,
    keepUnhandledMonths: 24,
  });
  expect(api.calls).toContain("PUT /api/admin/contact-settings");

  await user.type(handled, "0");
  expect(panel.queryByText("Saved.")).toBeNull();
});

it("shows the server's refusal on the field it names, and focuses it", async () => {
  const user = userEvent.setup();
  render(<AdminApp />);
  const panel = await contact();
  const unhandled = await panel.findByRole("spinbutton", {
    name: "Keep enquiries never handled for (months)",
  });
  await user.clear(unhandled);
  await user.type(unhandled, "121");
  await user.click(
    panel.getByRole("button", { name: "Save contact settings" }),
  );
  expect((await panel.findByRole("alert")).textContent).toBe(
    "Not saved: keepUnhandledMonths must be a whole number of months from 1 to 120",
  );
  expect(unhandled.getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(unhandled);
  expect(panel.queryByText("Saved.")).toBeNull();
});
