import type { Page } from "@playwright/test";
import type { ContactSettings } from "../../core/api/enquiries";
import { CONTACT_SETTINGS_DEFAULTS } from "../../core/api/enquiries";
import { CONTACT_DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { content, contentPt, E2E_ADMIN_PASSWORD } from "../content";
import { withAdminServer } from "../admin/admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const pt = CONTACT_DICTIONARIES.pt;

// A server whose owner can sign in, to choose what the button opens.
const test = withAdminServer("enquiry-e2e-key", E2E_ADMIN_PASSWORD);

/** Sets what "Start a Conversation" opens, signed in as the owner through the admin API. */
async function chooseContact(
  url: string,
  startConversation: ContactSettings["startConversation"],
) {
  const origin = { origin: url };
  const login = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...origin },
    body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
  });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const saved = await fetch(`${url}/api/admin/contact-settings`, {
    method: "PUT",
    headers: {
      "content-type": "application/json",
      cookie: login.headers.get("set-cookie")!.split(";")[0]!,
      "x-csrf-token": csrfToken,
      ...origin,
    },
    body: JSON.stringify({ ...CONTACT_SETTINGS_DEFAULTS, startConversation }),
  });
  expect(saved.status).toBe(200);
}

const startButton = (page: Page, name: string) =>
  page.locator("#elsewhere").getByRole("link", { name });

// Each worker has its own server, and its tests run one after another: each
// test sets the choice it needs.
test.describe.configure({ mode: "default" });

test("with the form chosen, a visitor on /pt/ opens it in place, is refused without the acknowledgement, sends and is thanked", async ({
  page,
  server,
  consoleErrors,
}) => {
  await chooseContact(server.url, "form");
  await page.goto("/pt/");
  const start = startButton(page, contentPt.headings.callToAction);
  await expect(start).toHaveAttribute("href", "/pt/contact");
  await start.click();

  // Named by its heading, which becomes the confirmation's once sent.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName(pt.enquiry.title);
  await expect(dialog).toContainText(pt.enquiry.notice);
  await dialog.getByLabel(pt.enquiry.name).fill("Ana Lima");
  await dialog.getByLabel(pt.enquiry.email).fill("ana@example.com");
  await dialog
    .getByLabel(pt.enquiry.otherParties)
    .fill("Transportes Acme, Lda.");
  await dialog
    .getByLabel(pt.enquiry.message)
    .fill("Preciso de rever um contrato.");
  await dialog.getByRole("button", { name: pt.enquiry.send }).click();
  await expect(dialog).toContainText(
    pt.enquiry.messages.acknowledgementRequired,
  );

  await dialog.getByRole("checkbox", { name: pt.enquiry.acknowledge }).check();
  await dialog.getByRole("button", { name: pt.enquiry.send }).click();
  await expect(dialog.getByRole("status")).toContainText(pt.enquiry.thanks);
  await expect(dialog).toHaveAccessibleName(pt.enquiry.sentTitle);
  await dialog.getByRole("button", { name: pt.enquiry.close }).click();
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/pt/contact posts the form, is refused without the acknowledgement, then confirms", async ({
    page,
    server,
  }) => {
    await chooseContact(server.url, "form");
    await page.goto("/pt/");
    await startButton(page, contentPt.headings.callToAction).click();
    await expect(page).toHaveURL("/pt/contact");
    await expect(
      page.getByRole("heading", { level: 1, name: pt.enquiry.title }),
    ).toBeVisible();

    const fill = async (acknowledge: boolean) => {
      await page.getByLabel(pt.enquiry.name).fill("Rui Costa");
      await page.getByLabel(pt.enquiry.email).fill("rui@example.com");
      await page.getByLabel(pt.enquiry.message).fill("Uma questão laboral.");
      if (acknowledge)
        await page
          .getByRole("checkbox", { name: pt.enquiry.acknowledge })
          .check();
    };
    // The browser's own check stops the form without the box ticked:
    await fill(false);
    await page.getByRole("button", { name: pt.enquiry.send }).click();
    await expect(page).toHaveURL("/pt/contact");
    // a browser without those checks posts it, and the server sends it back.
    const refused = await page.request.post("/api/enquiry", {
      form: {
        name: "Rui Costa",
        email: "rui@example.com",
        message: "Uma questão laboral.",
        lang: "pt",
        website: "",
      },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(303);
    await page.goto(refused.headers().location!);
    await expect(page).toHaveURL("/pt/contact?refused=acknowledged");
    await expect(page.getByRole("alert")).toHaveText(
      pt.enquiry.refused.acknowledged,
    );

    await fill(true);
    await page.getByRole("button", { name: pt.enquiry.send }).click();
    await expect(page).toHaveURL("/pt/contact?sent=1");
    await expect(page.getByRole("status")).toContainText(pt.enquiry.thanks);
  });
});

test("with the dialog chosen, Send opens the mail program with the specification's subject", async ({
  page,
  server,
  consoleErrors,
}) => {
  await chooseContact(server.url, "dialog");
  await page.goto("/");
  const start = startButton(page, content.headings.callToAction);
  await expect(start).toHaveAttribute("href", `mailto:${content.email}`);
  await start.click();
  const en = CONTACT_DICTIONARIES.en.dialog;
  const dialog = page.getByRole("dialog", { name: en.title });
  await dialog.getByLabel(en.name).fill("Ana");
  await dialog.getByLabel(en.email).fill("ana@example.com");
  await dialog.getByLabel(en.message).fill("Coffee on Friday?");
  // The mail program is outside the page: the navigation the page asks
  // for is seen through the browser's own protocol (Chromium's).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  const navigation = new Promise<string>((resolve) =>
    cdp.on("Page.frameRequestedNavigation", ({ url }) => resolve(url)),
  );
  await dialog.getByRole("button", { name: en.send }).click();
  const url = new URL(await navigation);
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe(content.email);
  expect(url.searchParams.get("subject")).toBe("Coffee Break Request from Ana");
  expect(url.searchParams.get("body")).toContain("Coffee on Friday?");
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test("with the default, the button links the professional profile in a new tab", async ({
  page,
  server,
}) => {
  await chooseContact(server.url, "profile");
  await page.goto("/");
  const start = page
    .locator("#elsewhere")
    .getByRole("link", { name: new RegExp(content.headings.callToAction) });
  await expect(start).toHaveAttribute("href", content.linkedinUrl);
  await expect(start).toHaveAttribute("target", "_blank");
  await expect(start).not.toHaveAttribute("data-conversation");
  expect((await page.request.get("/contact")).status()).toBe(404);
});

for (const theme of ["light", "dark"] as const)
  test(`the enquiry form, in place and on its page, has no accessibility violations in the ${theme} theme`, async ({
    page,
    server,
  }) => {
    // Two axe runs: on a busy machine each may take ten seconds.
    test.setTimeout(60_000);
    await chooseContact(server.url, "form");
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/");
    await startButton(page, content.headings.callToAction).click();
    const dialog = page.getByRole("dialog", {
      name: CONTACT_DICTIONARIES.en.enquiry.title,
    });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Please enter your name")).toBeVisible();
    await expectNoAxeViolations(page);
    // The page without the script's help, after a refusal.
    await page.goto("/pt/contact?refused=email");
    await expect(page.getByRole("alert")).toHaveText(pt.enquiry.refused.email);
    await expectNoAxeViolations(page);
  });
