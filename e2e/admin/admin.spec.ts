import type { APIRequestContext, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  signInAdmin,
  submitTestimonial,
  testimonialCard,
  uniqueName,
  withAdminServer,
} from "./admin-helpers";
import {
  expect,
  expectNoAxeViolations,
  startServer,
  stopServer,
} from "../fixtures";

const KEY = "e2e-admin-key";
const PASSWORD = "e2e admin password 7f3k";
const DISABLED =
  "The admin is disabled. Set ADMIN_PASSWORD (at least 12 characters) in the server's environment and restart to enable it.";

const test = withAdminServer(KEY, PASSWORD);
const unique = uniqueName;
const submit = (request: APIRequestContext, name: string, comment?: string) =>
  submitTestimonial(request, KEY, name, comment);
const signIn = (page: Page, path?: string) => signInAdmin(page, PASSWORD, path);
const card = testimonialCard;

/** Approve, reject or move to pending: at once, with an Undo toast. */
async function setStatus(page: Page, name: string, button: string) {
  await card(page, name)
    .getByRole("button", { name: button, exact: true })
    .click();
  await expect(card(page, name)).toHaveCount(0);
}

async function act(page: Page, name: string, button: string, confirm: string) {
  await card(page, name)
    .getByRole("button", { name: button, exact: true })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const carousel = (page: Page) =>
  page.getByRole("region", { name: "Testimonials" });

/** Every JS file a page's HTML loads, and the chunks they import (statically or lazily). */
async function scriptGraph(html: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    const text = await readFile(`dist/client/${file}`, "utf8");
    files.set(file, text);
    for (const m of text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
      queue.push(`assets/${m[1]}`);
  }
  return files;
}

test.describe("admin", () => {
  // Checks without a page run once, in the desktop project.
  const once = () =>
    test.skip(test.info().project.name !== "desktop", "no page: desktop only");

  test("ships no admin code or text in the public page, and no password in the admin's", async ({
    request,
  }) => {
    once();
    const publicGraph = await scriptGraph(
      await readFile("dist/client/template.html", "utf8"),
    );
    const adminGraph = await scriptGraph(
      await readFile("dist/client/admin.html", "utf8"),
    );
    expect(publicGraph.size).toBeGreaterThan(0);
    const adminOnly = [...adminGraph.keys()].filter((f) => !publicGraph.has(f));
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const [file, text] of publicGraph)
      for (const marker of [
        "admin_session",
        "/api/admin",
        "x-csrf-token",
        "Site admin",
        "ADMIN_PASSWORD",
      ])
        expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
    expect([...adminGraph.values()].join("")).toContain("/api/admin");
    for (const text of adminGraph.values())
      expect(text).not.toContain(PASSWORD);
    // The admin's page is only at /admin, never cached.
    expect((await request.get("/admin.html")).status()).toBe(404);
    const page = await request.get("/admin");
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toBe("no-store");
  });

  test("says how to enable the admin when ADMIN_PASSWORD is unset", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const server = await startServer();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/admin`);
      await expect(page.getByText(DISABLED)).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    } finally {
      await stopServer(server);
    }
  });

  test("signs in, refusing a wrong password, and signs out", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/admin");
    await expect(page.getByLabel("Password")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel("Password").fill("not the password");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Wrong password");
    await expectNoAxeViolations(page);
    await signIn(page);
    await expect(page.getByRole("tab", { name: /Pending/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.reload();
    await expect(
      page.getByRole("heading", { name: "Testimonials", exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Password")).toBeVisible();
    // The wrong password's 401 is the only console error.
    expect(consoleErrors.filter((e) => !/401/.test(e))).toEqual([]);
  });

  test("Sign out everywhere ends the session in another browser too", async ({
    page,
    browser,
    server,
  }) => {
    const other = await browser.newContext({ baseURL: server.url });
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage);
      await signIn(page);
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await expect(
        page.getByText(
          "You have signed out everywhere: every browser must sign in again.",
        ),
      ).toBeVisible();
      await otherPage.getByRole("tab", { name: /Approved/ }).click();
      await expect(
        otherPage.getByText("Your session has ended. Sign in again."),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("a call refused for a lost session shows the sign-in screen", async ({
    page,
  }) => {
    await signIn(page);
    // The session ends on the server's side (here: its cookie is gone).
    await page.context().clearCookies();
    await page.getByRole("tab", { name: /Approved/ }).click();
    await expect(
      page.getByText("Your session has ended. Sign in again."),
    ).toBeVisible();
    await expect(page.getByLabel("Password")).toBeFocused();
    await signIn(page);
  });

  test("approve shows a testimonial in the public carousel; reject removes it", async ({
    page,
    request,
  }) => {
    const name = unique("Approve Me");
    await submit(request, name);
    await signIn(page);
    await expect(card(page, name)).toBeVisible();
    await expectNoAxeViolations(page);
    await card(page, name)
      .getByRole("button", { name: "Approve", exact: true })
      .click();
    await expect(
      page.getByRole("status").filter({ hasText: `Approved: ${name}.` }),
    ).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect(
      page.getByRole("tab", { name: /Approved \(\d+\)/ }),
    ).toBeVisible();

    await page.goto("/");
    await expect(carousel(page)).toContainText(name);
    await page.reload();
    await expect(carousel(page)).toContainText(name);

    await page.goto("/admin");
    await page.getByRole("tab", { name: /Approved/ }).click();
    await setStatus(page, name, "Reject");
    await page.goto("/");
    await expect(carousel(page)).not.toContainText(name);
  });

  test("edits the displayed text, keeping the original, and the page shows the edit", async ({
    page,
    request,
  }) => {
    const name = unique("Edit Me");
    await submit(request, name, "Clear advise, delivered on time.");
    await signIn(page);
    await card(page, name).getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit displayed text" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Comment").fill("short");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(
      dialog.getByText("Comment must be at least 10 characters"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Comment").fill("Clear advice, delivered on time.");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    const edited = card(page, name);
    await expect(edited.getByText("Edited", { exact: true })).toBeVisible();
    await edited.getByText("Original text (before editing)").click();
    await expect(
      edited.getByText("Clear advise, delivered on time."),
    ).toBeVisible();
    await setStatus(page, name, "Approve");
    await page.goto("/");
    await expect(carousel(page)).toContainText(
      "Clear advice, delivered on time.",
    );
    await expect(carousel(page)).not.toContainText("Clear advise");
  });

  test("renders script and img payloads as inert text in the admin and on the page", async ({
    page,
    request,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const name = `<img src=x onerror=alert(1)> ${unique("X")}`;
    const comment = `<script>alert(2)</script> <img src=x onerror=alert(3)> is inert here`;
    await submit(request, name, comment);
    await signIn(page);
    const item = card(page, name);
    await expect(item).toBeVisible();
    await expect(item.getByText(comment)).toBeVisible();
    await expect(item.locator("img, script")).toHaveCount(0);
    await setStatus(page, name, "Approve");
    await page.goto("/");
    await expect(carousel(page)).toContainText(comment);
    await expect(carousel(page).locator("img[src=x], script")).toHaveCount(0);
    await page.reload();
    await expect(carousel(page)).toContainText(name);
    expect(dialogs).toEqual([]);
  });

  test("a notification link opens the list holding the testimonial and highlights it", async ({
    page,
    request,
    server,
  }) => {
    const name = unique("Linked");
    await submit(request, name);
    // Find its id through the admin API, as the notification would carry it.
    const login = await request.post("/api/admin/login", {
      headers: { origin: server.url },
      data: { password: PASSWORD },
    });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const list = (await (
      await request.get("/api/admin/testimonials?status=pending")
    ).json()) as {
      items: { id: string; name: string }[];
    };
    const id = list.items.find((i) => i.name === name)!.id;
    await request.post(`/api/admin/testimonials/${id}/status`, {
      headers: { origin: server.url, "x-csrf-token": csrfToken },
      data: { status: "rejected" },
    });
    await signIn(page, `/admin?id=${id}`);
    await expect(page.getByRole("tab", { name: /Rejected/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(card(page, name)).toBeFocused();
    await expect(card(page, name)).toBeInViewport();
  });

  test("anonymise and delete ask first, then take effect", async ({
    page,
    request,
  }) => {
    const name = unique("Erase Me");
    await submit(request, name);
    await signIn(page);
    await card(page, name).getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Cancel" })
      .click();
    await expect(card(page, name)).toBeVisible();
    await act(page, name, "Anonymise", "Anonymise");
    await expect(card(page, name)).toHaveCount(0);
    await expect(page.getByRole("status").first()).toHaveText("Anonymised.");
    const anonymous = page
      .getByRole("article", { name: "Anonymous" })
      .filter({ hasText: "Anonymised" })
      .last();
    await expect(anonymous).toBeVisible();
    await anonymous.getByRole("button", { name: "Delete" }).click();
    await expectNoAxeViolations(page);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Delete permanently" })
      .click();
    await expect(page.getByRole("status").first()).toHaveText(
      "Deleted permanently.",
    );
  });

  test("the running server posts a webhook for a new submission without delaying it", async ({
    playwright,
  }) => {
    once();
    test.setTimeout(60_000);
    const bodies: unknown[] = [];
    let fail = true;
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        bodies.push(JSON.parse(body));
        // The first delivery fails: the server retries later, the visitor never notices.
        res.writeHead(fail ? 500 : 204).end();
        fail = false;
      });
    });
    await new Promise<void>((resolve) =>
      receiver.listen(0, "127.0.0.1", resolve),
    );
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const server = await startServer({
      PUBLIC_API_KEY: KEY,
      NOTIFY_WEBHOOK_URL: hook,
      SITE_URL: "https://counsel.example",
    });
    const request = await playwright.request.newContext({
      baseURL: server.url,
    });
    try {
      const started = Date.now();
      await submit(
        request,
        "Webhook Person",
        "A comment the webhook must not carry.",
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect.poll(() => bodies.length, { timeout: 15_000 }).toBe(1);
      expect(bodies[0]).toEqual({
        event: "testimonial.submitted",
        pendingCount: 1,
        name: "Webhook Person",
        // Submitted without a language: the site's default.
        lang: "en",
        // Sent through the public form, not an invitation link.
        invitation: null,
        adminUrl: expect.stringMatching(
          /^https:\/\/counsel\.example\/admin\?id=[0-9a-f-]{36}$/,
        ),
      });
      expect(JSON.stringify(bodies)).not.toContain("must not carry");
    } finally {
      await request.dispose();
      await stopServer(server);
      receiver.close();
    }
  });
});
