import type { Page, Route } from "@playwright/test";
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { promisify } from "node:util";
import {
  CONSENT_TEXT,
  MESSAGES,
  type PublicTestimonial,
} from "../../core/testimonials/testimonial";
import { content as profile } from "../content";
import {
  expect,
  expectNoAxeViolations,
  startServer,
  stopServer,
  test as base,
  type RunningServer,
} from "../fixtures";

const KEY = "e2e-public-key";
const LIST = "/rest/v1/testimonials_public?select=*&order=created_at.desc";
const SUBMIT = "/functions/v1/submit-testimonial";
const TOAST = "Thank you. Coffee on me next time.";
const fallback = profile.testimonials.fallback;

// This file's own server per worker: a known key, and a submission limit high
// enough for the tests that really submit (the 429 test starts its own).
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({
        PUBLIC_API_KEY: KEY,
        SUBMIT_LIMIT_PER_HOUR: "1000",
      });
      await use(server);
      await stopServer(server);
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

const headers = { apikey: KEY, Authorization: `Bearer ${KEY}` };

function section(page: Page) {
  const carousel = page.getByRole("region", { name: "Testimonials" });
  return {
    carousel,
    /** The slide not hidden from assistive technology. */
    current: carousel.locator(
      '[aria-roledescription="slide"]:not([aria-hidden])',
    ),
    add: page.getByRole("button", { name: "Add Your Testimonial" }),
    form: page.getByRole("form", { name: "Share Your Testimonial" }),
    name: page.getByLabel("Name", { exact: true }),
    company: page.getByLabel("Company", { exact: true }),
    relationship: page.getByLabel("Relationship", { exact: true }),
    comment: page.getByLabel("Testimonial", { exact: true }),
    consent: page.getByLabel(CONSENT_TEXT),
    submit: page.getByRole("button", { name: /^Submit/ }),
    toast: page.getByRole("status").filter({ hasText: TOAST }),
  };
}

/** Loads the page and waits for the on-load list call to finish. */
async function open(page: Page) {
  const listed = page.waitForResponse((r) =>
    r.url().includes("/rest/v1/testimonials_public"),
  );
  await page.goto("/");
  await listed;
  return section(page);
}

async function openForm(page: Page) {
  const s = section(page);
  await s.add.click();
  await expect(s.form).toBeVisible();
  await expect(s.name).toBeFocused();
  return s;
}

async function fillValid(page: Page, comment: string) {
  const s = section(page);
  await s.name.fill("Ana Costa");
  await s.company.fill("Acme");
  await s.relationship.selectOption("Client");
  await s.comment.fill(comment);
  await s.consent.check();
}

/** How long (ms, measured in the page) the thank-you toast stays on screen. */
function measureToast(page: Page) {
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        let since = 0;
        const shown = () =>
          [...document.querySelectorAll('[role="status"]')].some((el) =>
            el.textContent?.includes(text),
          );
        const observer = new MutationObserver(() => {
          if (!since && shown()) since = performance.now();
          else if (since && !shown()) {
            observer.disconnect();
            resolve(performance.now() - since);
          }
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      }),
    TOAST,
  );
}

/** Collects browser alerts (and accepts them). */
function alerts(page: Page) {
  const messages: string[] = [];
  page.on("dialog", async (dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  return messages;
}

async function listRows(server: RunningServer): Promise<PublicTestimonial[]> {
  const response = await fetch(server.url + LIST, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as PublicTestimonial[];
}

test("shows the fallback testimonial on an empty store", async ({
  page,
  server,
  consoleErrors,
}) => {
  expect(await listRows(server)).toEqual([]);
  const s = await open(page);
  await expect(s.current).toHaveCount(1);
  await expect(s.current).toContainText(fallback!.comment);
  await expect(s.current).toContainText(fallback!.name);
  await expect(s.current).toContainText(
    `${fallback!.company} • ${fallback!.relationship}`,
  );
  expect(consoleErrors).toEqual([]);
});

test("the server-rendered HTML already holds the first testimonial", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('aria-roledescription="carousel"');
  expect(html).toContain(fallback!.name);
});

test("submits a valid testimonial: toast for 3 s, form reset and closed, stored as pending", async ({
  page,
  server,
  consoleErrors,
}) => {
  const comment = `Pending until approved ${test.info().project.name} ${Date.now()}`;
  const s = await open(page);
  await openForm(page);
  await fillValid(page, comment);

  const posted = page.waitForRequest((r) => r.url().endsWith(SUBMIT));
  const toastShownFor = measureToast(page);
  await s.submit.click();
  const request = await posted;
  expect(request.method()).toBe("POST");
  expect(request.headers()).toMatchObject({
    "content-type": "application/json",
    apikey: KEY,
    authorization: `Bearer ${KEY}`,
  });
  expect(request.postDataJSON()).toMatchObject({
    name: "Ana Costa",
    company: "Acme",
    relationship: "Client",
    comment,
    consent: true,
  });

  await expect(s.toast).toBeVisible();
  await expect(s.toast).toContainText(TOAST);
  await expect(s.toast.getByRole("button", { name: "Close" })).toBeVisible();
  await expect(s.form).toBeHidden();
  await expect(s.add).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(comment)).toHaveCount(0);
  const shownFor = await toastShownFor;
  expect(shownFor).toBeGreaterThanOrEqual(2900);
  expect(shownFor).toBeLessThan(5000);
  await expect(s.toast).toBeHidden();

  // Pending: not in the public list, not in the carousel, even after a reload.
  expect((await listRows(server)).map((r) => r.comment)).not.toContain(comment);
  await open(page);
  await expect(page.getByText(comment)).toHaveCount(0);

  // Reopening shows an empty form.
  await openForm(page);
  await expect(s.name).toHaveValue("");
  await expect(s.company).toHaveValue("");
  await expect(s.relationship).toHaveValue("");
  await expect(s.comment).toHaveValue("");
  await expect(s.consent).not.toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test("the toast closes with its Close button", async ({ page }) => {
  const s = await open(page);
  await openForm(page);
  await fillValid(page, `Closed by hand ${Date.now()} in a test`);
  await s.submit.click();
  await expect(s.toast).toBeVisible();
  await s.toast.getByRole("button", { name: "Close" }).click();
  await expect(s.toast).toBeHidden();
});

test("the consent's required * follows the last word of its label, also on a phone", async ({
  page,
  isMobile,
}) => {
  // The narrowest phones, where the label wraps.
  if (isMobile) await page.setViewportSize({ width: 320, height: 640 });
  await open(page);
  await openForm(page);
  const place = await section(page).consent.evaluate((box) => {
    const label = document.querySelector(`label[for="${box.id}"]`)!;
    const star = label.nextElementSibling!.getBoundingClientRect();
    const text = document.createRange();
    text.selectNodeContents(label);
    const lines = [...text.getClientRects()];
    const last = lines.at(-1)!;
    return {
      lines: new Set(lines.map((line) => Math.round(line.top))).size,
      gap: star.left - last.right,
      rise: Math.abs(star.top - last.top),
    };
  });
  // On the same line, right after the text (a no-break space apart).
  expect(place.gap).toBeGreaterThanOrEqual(-1);
  expect(place.gap).toBeLessThan(8);
  expect(place.rise).toBeLessThan(4);
  if (page.viewportSize()!.width < 640) expect(place.lines).toBeGreaterThan(1);
});

test("shows each validation message and sends nothing", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (r) => r.url().endsWith(SUBMIT) && sent.push(r.url()));
  const s = await open(page);
  await openForm(page);

  const errorOf = (field: typeof s.name) =>
    field.evaluate((el) => {
      const id = el.getAttribute("aria-describedby");
      return id ? document.getElementById(id)?.textContent : null;
    });
  const borderOf = (field: typeof s.name) =>
    field.evaluate((el) => getComputedStyle(el).borderTopColor);

  await s.submit.click();
  await expect(s.name).toHaveAttribute("aria-invalid", "true");
  // The red border: the name's border differs from the untouched company's.
  expect(await borderOf(s.name)).not.toBe(await borderOf(s.company));
  expect(await borderOf(s.name)).toMatch(/oklch\(0\.63|rgb\(2[45]\d, /);
  expect(await errorOf(s.name)).toBe(MESSAGES.nameRequired);
  await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByText("Please enter your testimonial")).toBeVisible();
  await expect(page.getByText(MESSAGES.consentRequired)).toBeVisible();
  await expect(s.name).toBeFocused();
  await expect(s.company).not.toHaveAttribute("aria-invalid");

  await s.name.fill("   ");
  await s.comment.fill("  too short  ");
  await s.consent.check();
  await s.submit.click();
  await expect(s.name).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Comment must be at least 10 characters"),
  ).toBeVisible();
  expect(await errorOf(s.comment)).toBe(
    "Comment must be at least 10 characters",
  );

  await s.name.fill("Ana");
  await s.comment.fill("");
  await s.submit.click();
  await expect(s.comment).toBeFocused();
  expect(await errorOf(s.comment)).toBe("Please enter your testimonial");

  await s.comment.fill("Long enough to be a testimonial.");
  await s.consent.uncheck();
  await s.submit.click();
  await expect(s.consent).toBeFocused();
  expect(await errorOf(s.consent)).toBe(MESSAGES.consentRequired);

  expect(sent).toEqual([]);
});

test("a server error alerts its message and keeps the form", async ({
  page,
}) => {
  const dialogs = alerts(page);
  await page.route(`**${SUBMIT}`, (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ success: false, error: "Boom" }),
    }),
  );
  const s = await open(page);
  await openForm(page);
  await fillValid(page, "This will fail on the server side.");
  await s.submit.click();
  await expect.poll(() => dialogs).toEqual(["alert: Boom"]);
  await expect(s.form).toBeVisible();
  await expect(s.name).toHaveValue("Ana Costa");
  await expect(s.company).toHaveValue("Acme");
  await expect(s.relationship).toHaveValue("Client");
  await expect(s.comment).toHaveValue("This will fail on the server side.");
  await expect(s.consent).toBeChecked();
  await expect(s.submit).toHaveText("Submit");
  await expect(s.submit).toBeEnabled();
  await expect(s.toast).toHaveCount(0);
});

test("a network failure asks the visitor to try again", async ({ page }) => {
  const dialogs = alerts(page);
  await page.route(`**${SUBMIT}`, (route) => route.abort());
  const s = await open(page);
  await openForm(page);
  await fillValid(page, "The network is down for this one.");
  await s.submit.click();
  await expect
    .poll(() => dialogs)
    .toEqual(["alert: Failed to submit testimonial. Please try again."]);
  await expect(s.comment).toHaveValue("The network is down for this one.");
});

test("shows 'Submitting...' and disables Submit while sending", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SUBMIT}`, async (route) => {
    await held;
    await route.fulfill({ json: { success: true } });
  });
  const s = await open(page);
  await openForm(page);
  await fillValid(page, "Slow network, but it gets there.");
  await s.submit.click();
  const busy = page.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeDisabled();
  release();
  await expect(s.toast).toBeVisible();
});

test("too many submissions (429 from the real server) alert and keep the form", async ({
  browser,
}, testInfo) => {
  // Starts (and later inspects) a server of its own.
  test.setTimeout(120_000);
  const limited = await startServer({
    PUBLIC_API_KEY: KEY,
    SUBMIT_LIMIT_PER_HOUR: "1",
  });
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: limited.url,
  });
  try {
    const page = await context.newPage();
    const dialogs = alerts(page);
    const s = await open(page);
    await openForm(page);
    await fillValid(page, "The first submission within the hour.");
    await s.submit.click();
    await expect(s.toast).toBeVisible();

    await openForm(page);
    await fillValid(page, "The second submission within the hour.");
    const answered = page.waitForResponse((r) => r.url().endsWith(SUBMIT));
    await s.submit.click();
    expect((await answered).status()).toBe(429);
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toMatch(/^alert: .*later/i);
    await expect(s.form).toBeVisible();
    await expect(s.comment).toHaveValue(
      "The second submission within the hour.",
    );
    await context.close();
    // In the store: the first is pending, the refused one was not stored.
    await stopKeepingData(limited);
    const stored = await moderate(limited.dataDir, "list");
    expect(stored).toMatch(
      / pending .*\n +The first submission within the hour\./,
    );
    expect(stored).not.toContain("The second submission");
    expect(stored).toContain("1 testimonial(s)");
  } finally {
    await context.close();
    await stopServer(limited);
  }
});

const run = promisify(execFile);

/** The terminal moderation command (`npm run testimonials -- ...`) on a data folder. */
async function moderate(dataDir: string, ...args: string[]) {
  const { stdout } = await run(
    "npm",
    ["run", "--silent", "testimonials", "--", ...args],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
  );
  return stdout;
}

/** Stops a server but keeps its data folder, for the moderation command. */
async function stopKeepingData(server: RunningServer) {
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  await exited;
}

type Seed = Pick<
  PublicTestimonial,
  "name" | "company" | "relationship" | "comment"
>;

/**
 * A real server whose store holds `rows` as approved, submitted oldest first:
 * submit through the API, stop the server (the embedded store allows one
 * process), approve with the moderation command, start again on the same folder.
 */
async function startSeededServer(rows: Seed[]) {
  const first = await startServer({
    PUBLIC_API_KEY: KEY,
    SUBMIT_LIMIT_PER_HOUR: "1000",
  });
  const dataDir = first.dataDir;
  for (const row of rows) {
    const response = await fetch(first.url + SUBMIT, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ ...row, consent: true }),
    });
    expect(await response.json()).toEqual({ success: true });
    // The next one in a later millisecond: the embedded store's clock counts
    // milliseconds, and rows created in the same one are ordered by random id.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await stopKeepingData(first);
  const ids = [
    ...(await moderate(dataDir, "list", "--status", "pending")).matchAll(
      /^(\S+) +pending /gm,
    ),
  ].map((match) => match[1]!);
  expect(ids).toHaveLength(rows.length);
  for (const id of ids) await moderate(dataDir, "approve", id);
  const server = await startServer({
    PUBLIC_API_KEY: KEY,
    SUBMIT_LIMIT_PER_HOUR: "1000",
    DATA_DIR: dataDir,
  });
  return {
    ...server,
    stop: async () => {
      await stopServer(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Submitted in this order, so the newest (shown first) is Person 3. */
const seeds: Seed[] = [1, 2, 3].map((n) => ({
  name: `Person ${n}`,
  company: n === 2 ? "" : `Company ${n}`,
  relationship: n === 1 ? "" : "Client",
  comment: `Testimonial number ${n}: ${"clear, practical advice. ".repeat(n * 3)}`,
}));

// Tests below run against a store holding three approved testimonials.
const withRows = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startSeededServer(seeds);
      await use(server);
      await server.stop();
    },
    // Seeding starts the server twice and runs the moderation command.
    { scope: "worker", timeout: 240_000 },
  ],
});

withRows(
  "approved rows replace the fallback, newest first",
  async ({ page, server, request, consoleErrors }) => {
    expect((await listRows(server)).map((r) => r.name)).toEqual([
      "Person 3",
      "Person 2",
      "Person 1",
    ]);
    // Server-rendered with the rows, so hydration has nothing to change.
    // What the page shows: the boot data keeps the fallback for the client.
    const html = (await (await request.get("/")).text()).replace(
      /<script id="boot-data"[^]*?<\/script>/,
      "",
    );
    expect(html).toContain(seeds[2]!.comment.trim());
    expect(html).not.toContain(fallback!.name);
    const s = await open(page);
    await expect(s.current).toContainText("Person 3");
    await expect(s.current).toContainText("Company 3 • Client");
    await expect(page.getByText(fallback!.comment)).toHaveCount(0);
    const next = s.carousel.getByRole("button", { name: /Next/ });
    await next.click();
    await expect(s.current).toContainText("Person 2");
    await expect(s.current).toContainText("Client");
    await expect(s.current).not.toContainText("•");
    await next.click();
    await expect(s.current).toContainText("Person 1");
    await expect(s.current).toContainText("Company 1");
    await next.click();
    await expect(s.current).toContainText("Person 3");
    await s.carousel.getByRole("button", { name: /Previous/ }).click();
    await expect(s.current).toContainText("Person 1");
    const dot = s.carousel.getByRole("button", {
      name: "Show testimonial 2 of 3",
    });
    await dot.click();
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(s.current).toContainText("Person 2");
    expect(consoleErrors).toEqual([]);
  },
);

withRows(
  "changing slides does not move the content below",
  async ({ page }) => {
    const s = await open(page);
    await expect(s.current).toContainText("Person 3");
    // Position in the page (not the viewport: clicking may scroll).
    const top = () =>
      s.add.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    for (const n of [1, 2, 3]) {
      await s.carousel
        .getByRole("button", { name: `Show testimonial ${n} of 3` })
        .click();
      expect(await top()).toBe(before);
    }
  },
);

withRows(
  "keyboard only: walk the carousel, then open, fill and send the form",
  async ({ page }) => {
    const s = await open(page);
    await expect(s.current).toContainText("Person 3");
    const key = (name: string) => page.keyboard.press(name);

    await s.carousel.focus();
    await key("ArrowRight");
    await expect(s.current).toContainText("Person 2");
    await key("ArrowLeft");
    await key("ArrowLeft");
    await expect(s.current).toContainText("Person 1");

    await key("Tab");
    await expect(
      s.carousel.getByRole("button", { name: /Previous/ }),
    ).toBeFocused();
    await key("Enter");
    await expect(s.current).toContainText("Person 2");
    await key("Tab");
    await key("Tab");
    await key("Tab");
    const third = s.carousel.getByRole("button", {
      name: "Show testimonial 3 of 3",
    });
    await expect(third).toBeFocused();
    await key("Enter");
    await expect(third).toHaveAttribute("aria-current", "true");
    await key("Tab");
    await expect(
      s.carousel.getByRole("button", { name: /Next/ }),
    ).toBeFocused();
    await key("Space");
    await expect(s.current).toContainText("Person 3");

    await key("Tab");
    await expect(s.add).toBeFocused();
    await key("Enter");
    await expect(s.form).toBeVisible();
    await expect(s.name).toBeFocused();
    await page.keyboard.type("Keyboard User");
    await key("Tab");
    await expect(s.company).toBeFocused();
    await page.keyboard.type("Tab Corp");
    await key("Tab");
    await expect(s.relationship).toBeFocused();
    await page.keyboard.type("Pa");
    await expect(s.relationship).toHaveValue("Partner");
    await key("Tab");
    await expect(s.comment).toBeFocused();
    await page.keyboard.type(`Written without a mouse ${Date.now()}.`);
    await key("Tab");
    await expect(s.consent).toBeFocused();
    await key("Space");
    await expect(s.consent).toBeChecked();
    // The privacy notice, linked just under the consent it informs.
    await key("Tab");
    await expect(
      page.getByRole("link", { name: /How your testimonial is handled/ }),
    ).toBeFocused();
    await key("Tab");
    await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
    await key("Tab");
    await expect(s.submit).toBeFocused();
    await key("Enter");
    await expect(s.toast).toBeVisible();
    await expect(s.form).toBeHidden();
    await expect(s.add).toBeFocused();

    // Cancel by keyboard returns focus to the button.
    await key("Enter");
    await expect(s.name).toBeFocused();
    await key("Shift+Tab");
    await expect(s.add).toBeFocused();
    await key("Enter");
    await expect(s.form).toBeHidden();
  },
);

withRows(
  "axe finds no violations with the form open and errors shown",
  async ({ page }) => {
    const s = await open(page);
    await openForm(page);
    await expectNoAxeViolations(page);
    await s.submit.click();
    await expect(s.name).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  },
);

withRows(
  "reduced motion: slides change without animation",
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const s = await open(page);
    const duration = await s.current.evaluate(
      (el) => parseFloat(getComputedStyle(el).transitionDuration) || 0,
    );
    expect(duration).toBeLessThan(0.001);
  },
);

withRows("a touch swipe moves the carousel", async ({ page }, testInfo) => {
  withRows.skip(!testInfo.project.use.hasTouch, "touch screens only");
  const s = await open(page);
  await expect(s.current).toContainText("Person 3");
  await s.current.scrollIntoViewIfNeeded();
  const box = (await s.current.boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 40);
  const width = page.viewportSize()!.width;
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (from: number, to: number) => {
    const point = (x: number) => [{ x, y }];
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: point(from),
    });
    for (let step = 1; step <= 5; step++)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: point(from + ((to - from) * step) / 5),
      });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchEnd",
      touchPoints: [],
    });
  };
  await swipe(width * 0.8, width * 0.2);
  await expect(s.current).toContainText("Person 2");
  await swipe(width * 0.2, width * 0.8);
  await expect(s.current).toContainText("Person 3");
});
