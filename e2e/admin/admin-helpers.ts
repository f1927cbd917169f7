// What the admin's browser tests share: a server of the file's own with a
// known key and password, unique names, a submission through the public
// call, and signing in.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  startServer,
  stopServer,
  test as base,
  type RunningServer,
} from "../fixtures";

/**
 * The test function with a server per worker whose public key and admin
 * password are known, on the project's store (a fresh PostgreSQL database
 * per server in the postgres project).
 */
export const withAdminServer = (key: string, password: string) =>
  base.extend<object, { server: RunningServer }>({
    server: [
      async ({ store }, use) => {
        const server = await startServer(
          {
            PUBLIC_API_KEY: key,
            ADMIN_PASSWORD: password,
            SUBMIT_LIMIT_PER_HOUR: "1000",
          },
          store,
        );
        await use(server);
        await stopServer(server);
      },
      // A fresh data folder takes several seconds to create on a busy machine.
      { scope: "worker", timeout: 120_000 },
    ],
  });

let counter = 0;
/** A name no other test in this worker uses. */
export const uniqueName = (label: string) =>
  `${label} ${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 6)}`;

/** A pending testimonial, sent as a visitor would. */
export async function submitTestimonial(
  request: APIRequestContext,
  key: string,
  name: string,
  comment = "Clear, practical advice from the first call.",
) {
  const res = await request.post("/functions/v1/submit-testimonial", {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: {
      name,
      company: "Acme",
      relationship: "Client",
      comment,
      consent: true,
    },
  });
  expect(res.status()).toBe(200);
}

export async function signInAdmin(
  page: Page,
  password: string,
  path = "/admin",
) {
  await page.goto(path);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("tab", { name: "Testimonials" })).toBeVisible();
}

/**
 * Publishes from the content editor's bar, past the question publishing asks
 * while fields still hold the sample's content, and waits until it is done.
 */
export async function publishFromEditor(page: Page) {
  const bar = page.getByRole("region", { name: "Publishing", exact: true });
  const state = bar.getByRole("status").first();
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  const anyway = page.getByRole("button", { name: "Publish anyway" });
  await expect(anyway.or(state.getByText(/^Published at/))).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(state).toHaveText(/^Published at \d\d:\d\d$/, {
    timeout: 15_000,
  });
}

/** A testimonial in the moderation list, named by its author. */
export const testimonialCard = (page: Page, name: string) =>
  page.getByRole("article", { name, exact: true });
