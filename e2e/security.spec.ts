// The pages work in a real Chromium under the server's Content-Security-Policy
// (server/http/security-headers.ts), with no violation reported: the home page
// (hydration, the lazily loaded form, a submission, the CV download), the 404
// page and the admin.
import type { Page } from "@playwright/test";
import { CONSENT_TEXT } from "../core/testimonials/testimonial";
import {
  expect,
  startServer,
  stopServer,
  test as base,
  type RunningServer,
} from "./fixtures";

const PASSWORD = "e2e security password 9q2w";

const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({
        ADMIN_PASSWORD: PASSWORD,
        SUBMIT_LIMIT_PER_HOUR: "1000",
      });
      await use(server);
      await stopServer(server);
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every securitypolicyviolation event from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      );
    });
  });
}

async function expectNoViolations(page: Page, consoleErrors: string[]) {
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(
    consoleErrors.filter((e) =>
      /Content Security Policy|Refused to|violates/i.test(e),
    ),
  ).toEqual([]);
}

test.beforeEach(async ({ page }) => watchViolations(page));

test("the home page hydrates, loads the form and submits under the CSP", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/");
  const csp = response!.headers()["content-security-policy"]!;
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  // Scrolling moves the reading-progress bar (styles set from script).
  await page.mouse.wheel(0, 2500);
  await page.getByRole("button", { name: "Add Your Testimonial" }).click();
  const form = page.getByRole("form", { name: "Share Your Testimonial" });
  await expect(form).toBeVisible();
  await form.getByLabel("Name", { exact: true }).fill("Csp Tester");
  await form
    .getByLabel("Testimonial", { exact: true })
    .fill("Works fine under a strict policy.");
  await form.getByLabel(CONSENT_TEXT).check();
  await form.getByRole("button", { name: /^Submit/ }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you" }),
  ).toBeVisible();
  // The CV file is built in the page (a Blob) and downloaded.
  if (test.info().project.name === "desktop") {
    const download = page.waitForEvent("download");
    await page
      .getByRole("link", { name: "Download CV", exact: true })
      .last()
      .click();
    await download;
  }
  await expectNoViolations(page, consoleErrors);
  expect(consoleErrors).toEqual([]);
});

test("the 404 page works under the CSP", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no-such-page");
  expect(response!.status()).toBe(404);
  expect(response!.headers()["content-security-policy"]).toContain(
    "frame-ancestors 'none'",
  );
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoViolations(page, consoleErrors);
});

test("an address crafted to redirect off the site ends on the site", async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin;
  for (const [from, to] of [
    ["/en//evil.example/login", "/evil.example/login"],
    ["/en/%5Cevil.example/x", "/evil.example/x"],
    ["/en/%5C%5Cevil.example/x", "/evil.example/x"],
    ["/en/%2F%2Fevil.example", "/evil.example"],
  ]) {
    const response = await page.goto(from!);
    expect([from, new URL(page.url()).origin]).toEqual([from, site]);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(response!.status()).toBe(404);
  }
  const control = await page.goto("/en//%09/evil.example");
  expect(control!.status()).toBe(400);
  expect(new URL(page.url()).origin).toBe(site);
});

test("the admin signs in and lists testimonials under the CSP", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/admin");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { name: "Testimonials", exact: true }),
  ).toBeVisible();
  await expectNoViolations(page, consoleErrors);
});

test("a violation would be seen: an injected inline script is blocked and reported", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/no-such-page");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return new Promise((resolve) =>
      setTimeout(
        () => resolve((window as { __injected?: boolean }).__injected ?? false),
        200,
      ),
    );
  });
  expect(ran).toBe(false);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([
    expect.stringMatching(/^script-src/),
  ]);
  expect(consoleErrors.join("\n")).toMatch(/Content Security Policy/);
});
