// The owner asks a named client for a testimonial with one link, the client
// answers, and the owner publishes it with one key: the whole flow through
// the real admin, the real page and the real server, on the embedded store
// and on PostgreSQL (when TEST_DATABASE_URL names one; CI always does).
import type { Browser, Page } from "@playwright/test";
import { rm } from "node:fs/promises";
import { openPglite } from "../../server/store/db/pglite";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../../server/testing/fresh-database";
import { stopServer as stopProcess } from "../../server/testing/spawn-server";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { content, E2E_ADMIN_PASSWORD, publishContent } from "../content";
import {
  expect,
  startServer,
  stopServer,
  test,
  type RunningServer,
} from "../fixtures";

const { page: strings, form, invitation: texts } = DICTIONARIES.en;
const NOTE = "Thank you for trusting me with the acquisition.";
const COMMENT = "She turned a hard negotiation into a fair, quick close.";

interface Site {
  url: string;
  /** Runs SQL on the site's store, then starts its server again (on another port). */
  sql(statement: string): Promise<void>;
  stop(): Promise<void>;
}

const SERVER_ENV = {
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  SUBMIT_LIMIT_PER_HOUR: "1000",
};

async function embeddedSite(): Promise<Site> {
  let server: RunningServer = await startServer(SERVER_ENV);
  const dataDir = server.dataDir;
  const site: Site = {
    url: server.url,
    async sql(statement) {
      // The embedded store belongs to one process: stop, change, start again.
      await stopProcess(server);
      const db = await openPglite(dataDir);
      try {
        await db.exec(statement);
      } finally {
        await db.close();
      }
      server = await startServer({ ...SERVER_ENV, DATA_DIR: dataDir });
      site.url = server.url;
    },
    stop: async () => {
      // A restarted server has a spare folder of its own besides the store's.
      await stopServer(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

async function postgresSite(database: FreshDatabase): Promise<Site> {
  const env = { ...SERVER_ENV, DATABASE_URL: database.url };
  let server = await startServer(env);
  await publishContent(server.url);
  const site: Site = {
    url: server.url,
    async sql(statement) {
      await database.query(statement);
      // Started again like the embedded one: the retention sweep runs at start.
      await stopServer(server);
      server = await startServer(env);
      site.url = server.url;
    },
    stop: async () => {
      await stopServer(server);
      await database.drop();
    },
  };
  return site;
}

/** Opens an admin address, signing in unless the session is still live. */
async function openAdmin(page: Page, url: string, path: string) {
  await page.goto(`${url}${path}`);
  const password = page.getByLabel("Password");
  const signedIn = page.getByRole("tab", { name: "Testimonials" });
  await expect(password.or(signedIn)).toBeVisible();
  if (await password.isVisible()) {
    await password.fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(signedIn).toBeVisible();
}

/** The owner makes an invitation in the Invitations tab and copies its link. */
async function createInvitation(page: Page, site: Site, name: string) {
  await openAdmin(page, site.url, "/admin/invitations");
  await page.getByLabel("Client's name").fill(name);
  await page.getByLabel("Company").fill("Lima Robotics");
  await page.getByLabel("Relationship").selectOption("Client");
  await page.getByLabel("Personal note").fill(NOTE);
  await page.getByRole("button", { name: "Create invitation" }).click();
  await expect(
    page.getByRole("heading", { name: `Link for ${name}` }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Copied", { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#invite=[\w-]{43}$/);
  await expect(page.getByLabel("Invitation link")).toHaveValue(link);
  return link;
}

const publicSlide = (page: Page) =>
  page.getByRole("group").filter({ hasText: COMMENT });

async function runFlow(browser: Browser, site: Site) {
  const owner = await browser.newContext({
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const client = await browser.newContext();
  try {
    const ownerPage = await owner.newPage();
    const name = "Ana Lima";
    const link = await createInvitation(ownerPage, site, name);

    // The client opens the link: the form is open, filled in, under the note.
    const clientPage = await client.newPage();
    await clientPage.goto(link);
    await expect(clientPage.getByRole("figure")).toContainText(NOTE);
    await expect(clientPage.getByLabel(form.name, { exact: true })).toHaveValue(
      name,
    );
    await expect(clientPage.getByLabel(form.company)).toHaveValue(
      "Lima Robotics",
    );
    await clientPage
      .getByLabel(form.testimonial, { exact: true })
      .fill(COMMENT);
    await clientPage.getByLabel(form.consent).check();
    await clientPage.getByRole("button", { name: form.submit }).click();
    await expect(clientPage.getByText(form.toast)).toBeVisible();
    await expect(clientPage.getByText(form.toastReviewed)).toBeVisible();

    // The same link again: used up, the ordinary form with the message.
    await clientPage.goto("about:blank");
    await clientPage.goto(link);
    await expect(clientPage.getByText(texts.invalid)).toBeVisible();
    await expect(clientPage.getByLabel(form.name, { exact: true })).toHaveValue(
      "",
    );

    // The owner sees it invited, approves with a key, undoes, approves again.
    await openAdmin(ownerPage, site.url, "/admin");
    const item = ownerPage.getByRole("article", { name, exact: true });
    await expect(item).toContainText(`Invited: ${name}, sent`);
    await item.focus();
    await ownerPage.keyboard.press("a");
    await expect(ownerPage.getByText(`Approved: ${name}.`)).toBeVisible();
    await ownerPage.keyboard.press("u");
    await expect(
      ownerPage.getByText(`Undone: ${name} is pending again.`),
    ).toBeVisible();
    await expect(item).toBeFocused();
    await ownerPage.keyboard.press("a");
    await expect(item).toHaveCount(0);

    // The public page shows it with the mark...
    await clientPage.goto(site.url);
    await expect(
      publicSlide(clientPage).getByText(strings.invited, { exact: true }),
    ).toBeVisible();
    // ...and without it once the owner turns the mark off.
    await publishContent(site.url, {
      ...content,
      testimonials: { ...content.testimonials, showInvitedMark: false },
    });
    await clientPage.reload();
    await expect(publicSlide(clientPage)).toBeVisible();
    await expect(
      publicSlide(clientPage).getByText(strings.invited, { exact: true }),
    ).toHaveCount(0);

    // An expired link: made now, then sent eight days ago and expired a minute ago, in the store.
    const expiring = await createInvitation(ownerPage, site, "Bruno Reis");
    const token = new URL(expiring).hash.replace("#invite=", "");
    await site.sql(
      `UPDATE invitations SET created_at = now() - interval '8 days', sent_at = now() - interval '8 days', expires_at = now() - interval '1 minute' WHERE name = 'Bruno Reis'`,
    );
    await clientPage.goto("about:blank");
    await clientPage.goto(`${site.url}/#invite=${token}`);
    await expect(clientPage.getByText(texts.invalid)).toBeVisible();
    await expect(clientPage.getByRole("figure")).toHaveCount(0);

    // Retention: the testimonial, rejected now and then 31 days back, and
    // the invitation that expired 31 days ago are deleted (the sweep runs at
    // start); the answered invitation stays.
    await openAdmin(ownerPage, site.url, "/admin");
    await ownerPage.getByRole("tab", { name: /Approved/ }).click();
    await ownerPage.getByRole("article", { name, exact: true }).focus();
    await ownerPage.keyboard.press("r");
    await expect(ownerPage.getByText(`Rejected: ${name}.`)).toBeVisible();
    await expect(
      ownerPage.getByRole("tab", { name: "Rejected (1)" }),
    ).toBeVisible();
    await site.sql(
      `UPDATE testimonials SET reviewed_at = now() - interval '31 days' WHERE name = '${name}';
       UPDATE invitations SET created_at = now() - interval '40 days', sent_at = now() - interval '40 days', expires_at = now() - interval '31 days' WHERE name = 'Bruno Reis'`,
    );
    await openAdmin(ownerPage, site.url, "/admin");
    await expect(
      ownerPage.getByRole("tab", { name: "Rejected (0)" }),
    ).toBeVisible();
    await openAdmin(ownerPage, site.url, "/admin/invitations");
    const invitations = ownerPage.getByRole("tabpanel", {
      name: "Invitations",
    });
    await expect(invitations).toContainText(name);
    await expect(invitations).not.toContainText("Bruno Reis");
  } finally {
    await owner.close();
    await client.close();
  }
}

test.describe("an invitation from the owner to a published testimonial", () => {
  // Each run starts servers of its own: once, at desktop size, is enough.
  const once = () =>
    test.skip(test.info().project.name !== "desktop", "desktop only");

  test("on the embedded store", async ({ browser }) => {
    once();
    test.setTimeout(120_000);
    const site = await embeddedSite();
    try {
      await runFlow(browser, site);
    } finally {
      await site.stop();
    }
  });

  test("on PostgreSQL", async ({ browser }) => {
    once();
    test.skip(
      !process.env.TEST_DATABASE_URL,
      "needs TEST_DATABASE_URL (CI sets it)",
    );
    test.setTimeout(120_000);
    const site = await postgresSite(
      await createFreshDatabase("e2e_invitations"),
    );
    try {
      await runFlow(browser, site);
    } finally {
      await site.stop();
    }
  });
});
