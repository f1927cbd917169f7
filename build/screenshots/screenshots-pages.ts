// `npm run screenshots`' pictures: the public site (screenshots-public.ts),
// the admin's moderation screen in each theme, an invitation made in the
// admin and opened by its client on a phone, then the owner's path through
// the editor (Content tab, a list section, History, a draft's preview), and
// the editor on a phone, at its top and far down; last, with the enquiry form
// chosen, the form on a Portuguese phone, an enquiry in the admin, the
// Settings tab's contact choices and, New York chosen, its professional rules.
import type { Browser, Page } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import {
  around,
  LAPTOP,
  OUT,
  PHONE,
  save,
  settle,
  THEMES,
  themedContext,
  type Written,
} from "./screenshots-capture";
import { publicPages } from "./screenshots-public";
import {
  chooseEnquiryForm,
  SAMPLE_ENQUIRY,
  SAMPLE_SUBMISSION,
  sendSampleEnquiry,
} from "./screenshots-admin-api";

const INVITATION_NOTE =
  "Thank you for trusting me with the acquisition. A few words about working together would mean a lot.";

const DRAFT_SUBTITLE =
  "I help founders and tech teams close deals, raise capital and scale across borders, from the first term sheet to the exit.";

/** Scrolls so the element's top sits just under the editor's sticky toolbar. */
async function scrollUnderToolbar(page: Page, selector: string) {
  await page.evaluate((target) => {
    const toolbar = document.querySelector(".sticky")?.getBoundingClientRect();
    const top = document.querySelector(target)!.getBoundingClientRect().top;
    window.scrollBy(0, top - (toolbar?.height ?? 0) - 16);
  }, selector);
}

async function signIn(page: Page, url: string, password: string) {
  await page.goto(`${url}/admin`);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The admin's first screen, the sample submission waiting for moderation, in each theme. */
async function admin(browser: Browser, url: string, password: string) {
  const shots: Written[] = [];
  for (const theme of THEMES) {
    const context = await themedContext(browser, LAPTOP, theme);
    const page = await context.newPage();
    await signIn(page, url, password);
    await page.getByText(SAMPLE_SUBMISSION.name).waitFor();
    await settle(page);
    shots.push(await save(`admin-1366-${theme}.png`, await page.screenshot()));
    await context.close();
  }
  return shots;
}

/**
 * The whole Invitations tab with a link just made, in each theme, and that link
 * opened on a phone: the form filled in under the owner's note.
 */
async function invitations(browser: Browser, url: string, password: string) {
  const shots: Written[] = [];
  let link = "";
  for (const theme of THEMES) {
    const context = await themedContext(browser, LAPTOP, theme);
    const page = await context.newPage();
    await signIn(page, url, password);
    await page.getByRole("tab", { name: "Invitations" }).click();
    await page.getByLabel("Client's name").fill("Ana Lima");
    await page.getByLabel("Company").fill("Lima Robotics");
    await page.getByLabel("Relationship").selectOption("Client");
    await page.getByLabel("Personal note").fill(INVITATION_NOTE);
    await page.getByRole("button", { name: "Create invitation" }).click();
    link = await page.getByLabel("Invitation link").inputValue();
    await page.getByRole("button", { name: "Copy link" }).waitFor();
    await settle(page);
    shots.push(
      await save(
        `admin-invitations-1366-${theme}.png`,
        await page.screenshot({ fullPage: true }),
      ),
    );
    await context.close();
  }
  const context = await themedContext(browser, PHONE, "light");
  const page = await context.newPage();
  await page.goto(link);
  const section = page.locator("#testimonials");
  await section.getByText(INVITATION_NOTE).waitFor();
  await settle(page);
  const clip = await section.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + scrollX, y: y + scrollY, width, height };
  });
  shots.push(
    await save(
      "invitation-form-390-light.png",
      await page.screenshot({ fullPage: true, clip }),
    ),
  );
  await context.close();
  return shots;
}

async function editor(browser: Browser, url: string, password: string) {
  const context = await themedContext(browser, LAPTOP, "light");
  const page = await context.newPage();
  await signIn(page, url, password);
  await page.getByRole("tab", { name: "Content" }).click();
  await page.getByRole("heading", { name: "Identity" }).waitFor();
  // The first-run checklist is in the admin's own pictures; folded here, so
  // this one shows the editor.
  await page.getByText(/^Make the site yours/).click();
  await settle(page);
  const shots = [await save("editor-content.png", await page.screenshot())];

  await page.getByRole("tab", { name: "Settings" }).click();
  const languages = page.getByRole("region", { name: "Languages on the site" });
  shots.push(await save("editor-languages.png", await around(page, languages)));
  await page.getByRole("tab", { name: "Content" }).click();

  const portrait = page.getByRole("group", { name: "Portrait" });
  shots.push(await save("editor-portrait.png", await around(page, portrait)));

  await scrollUnderToolbar(page, "#content-experience");
  // The section list marks the section once its observer has seen the scroll.
  await page
    .getByRole("navigation", { name: "Sections" })
    .locator('[aria-current="location"]', { hasText: "Experience" })
    .waitFor();
  shots.push(await save("editor-experience.png", await page.screenshot()));

  const history = page.getByRole("region", { name: "History" });
  await history.getByText("Portrait added").first().waitFor();
  shots.push(await save("editor-history.png", await around(page, history)));

  // A draft edit, then the preview the toolbar opens (saved first).
  await page.getByLabel("Subtitle", { exact: true }).fill(DRAFT_SUBTITLE);
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = await opened;
  await preview.getByText(DRAFT_SUBTITLE).waitFor();
  await settle(preview);
  shots.push(await save("preview.png", await preview.screenshot()));
  await context.close();
  return shots;
}

/** The editor on a phone: its top, and far down with the bar still in view. */
async function editorOnPhone(browser: Browser, url: string, password: string) {
  const context = await themedContext(browser, PHONE, "light");
  const page = await context.newPage();
  await signIn(page, url, password);
  await page.getByRole("tab", { name: "Content" }).click();
  await page.getByRole("heading", { name: "Identity" }).waitFor();
  await page.getByText(/^Make the site yours/).click();
  await settle(page);
  const shots = [await save("editor-390-top.png", await page.screenshot())];
  await scrollUnderToolbar(page, "#content-testimonials");
  await settle(page);
  shots.push(await save("editor-390-scrolled.png", await page.screenshot()));
  await context.close();
  return shots;
}

/**
 * With the enquiry form chosen: the form opened from "Start a Conversation"
 * on a Portuguese phone, an enquiry opened in the admin in each theme, the
 * Settings tab's contact choices, and its professional rules with New York
 * chosen.
 */
/**
 * A few page views from ordinary browsers (headless Chromium is a known bot
 * and not counted), then the wait for the Insights counter's 5-second write.
 */
async function visitAsBrowsers(url: string) {
  const agents = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  ];
  for (const [i, path] of ["/", "/pt/", "/", "/privacy"].entries())
    await fetch(`${url}${path}`, {
      headers: {
        "user-agent": agents[i % agents.length]!,
        referer: "https://www.google.com/search?q=counsel",
      },
    });
  await new Promise((resolve) => setTimeout(resolve, 6_000));
}

async function enquiries(browser: Browser, url: string, password: string) {
  await chooseEnquiryForm(url, password);
  await sendSampleEnquiry(url);
  const shots: Written[] = [];

  const phone = await themedContext(browser, PHONE, "light");
  const visitor = await phone.newPage();
  await visitor.goto(`${url}/pt/`);
  // Before the script has run, the link opens the form's own page instead.
  await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await visitor.locator('a[data-conversation="form"]').click();
  const form = visitor.getByRole("dialog");
  await form.locator("form").waitFor();
  await settle(visitor);
  shots.push(
    await save("enquiry-form-390-pt-light.png", await visitor.screenshot()),
  );
  await phone.close();

  await visitAsBrowsers(url);
  for (const theme of THEMES) {
    const context = await themedContext(browser, LAPTOP, theme);
    const page = await context.newPage();
    await signIn(page, url, password);
    await page.getByRole("tab", { name: "Insights" }).click();
    await page.getByTestId("daily-chart").waitFor();
    await settle(page);
    shots.push(
      await save(
        `admin-insights-1366-${theme}.png`,
        await page.screenshot({ fullPage: true }),
      ),
    );
    await page.getByRole("tab", { name: /^Enquiries/ }).click();
    await page
      .getByRole("article", { name: SAMPLE_ENQUIRY.name })
      .getByRole("button", { name: "Open" })
      .click();
    await page.getByText(SAMPLE_ENQUIRY.otherParties).waitFor();
    // The picture is of the enquiry: the checklist folded, the toast gone.
    await page.getByText(/^Make the site yours/).click();
    await page.getByRole("button", { name: "Undo" }).waitFor({
      state: "hidden",
      timeout: 10_000,
    });
    await settle(page);
    shots.push(
      await save(`admin-enquiries-1366-${theme}.png`, await page.screenshot()),
    );
    if (theme === "light") {
      await page.getByRole("tab", { name: "Settings" }).click();
      const contact = page.getByRole("region", { name: "Contact" });
      shots.push(
        await save("settings-contact.png", await around(page, contact)),
      );
      // New York chosen, its summary; after every picture of the public page,
      // as it changes what the page shows.
      const rules = page.getByRole("region", { name: "Professional rules" });
      await rules.getByRole("checkbox", { name: "New York" }).check();
      await rules
        .getByRole("button", { name: "Save professional rules" })
        .click();
      await rules.getByText("Saved.").waitFor();
      await settle(page);
      shots.push(
        await save("settings-professional-rules.png", await rules.screenshot()),
      );
    }
    await context.close();
  }
  return shots;
}

/** Writes the pictures into docs/screenshots/; returns their files and sizes. */
export async function takeScreenshots(
  browser: Browser,
  url: string,
  password: string,
): Promise<Written[]> {
  await mkdir(OUT, { recursive: true });
  return [
    ...(await publicPages(browser, url)),
    ...(await admin(browser, url, password)),
    ...(await invitations(browser, url, password)),
    ...(await editor(browser, url, password)),
    ...(await editorOnPhone(browser, url, password)),
    ...(await enquiries(browser, url, password)),
  ];
}
