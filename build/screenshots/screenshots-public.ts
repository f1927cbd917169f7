// `npm run screenshots`' pictures of the public site, in each theme at phone
// and laptop width: the home page, the phone's menu, the testimonial form,
// the page for an unknown address, the privacy notice, and the Portuguese page;
// and the HTML CV the server answers, as a reader opens it.
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import en from "../../web/page/i18n/languages/en";
import {
  LAPTOP,
  PHONE,
  save,
  settle,
  THEMES,
  themedContext,
  type Written,
} from "./screenshots-capture";

const SIZES: [number, BrowserContextOptions][] = [
  [390, PHONE],
  [1366, LAPTOP],
];

/** `<area>-<width>-<theme>[-<variant>].png` */
type Namer = (area: string, variant?: string) => string;

/** The top of the page and the whole page; the whole phone page at one pixel per CSS pixel, or it gets very tall. */
async function home(page: Page, url: string, name: Namer) {
  await page.goto(url);
  await settle(page);
  return [
    await save(name("home"), await page.screenshot()),
    await save(
      name("home", "full"),
      await page.screenshot({ fullPage: true, scale: "css" }),
    ),
  ];
}

/** The phone's full-screen menu, open. */
async function menu(page: Page, url: string, name: Namer) {
  await page.goto(url);
  await settle(page);
  await page.getByRole("button", { name: en.page.openMenu }).click();
  await page.getByRole("dialog", { name: en.page.menu }).waitFor();
  await settle(page);
  return [await save(name("menu"), await page.screenshot())];
}

/**
 * The testimonials section with its form open (the form loads on the first
 * click), cut from the whole page: in the window, the floating buttons of the
 * scrolled page would cover its edge.
 */
async function testimonialForm(page: Page, url: string, name: Namer) {
  await page.goto(url);
  await settle(page);
  const section = page.locator("#testimonials");
  await section.scrollIntoViewIfNeeded();
  await section.getByRole("button", { name: en.page.addTestimonial }).click();
  await section.getByRole("form", { name: en.form.title }).waitFor();
  await page.mouse.move(0, 0); // the button without its hover colour
  await settle(page);
  const clip = await section.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + scrollX, y: y + scrollY, width, height };
  });
  const png = await page.screenshot({ fullPage: true, clip });
  return [await save(name("testimonial-form"), png)];
}

async function notFound(page: Page, url: string, name: Namer) {
  const response = await page.goto(`${url}/no-such-page`);
  if (response?.status() !== 404)
    throw new Error(`/no-such-page answered ${response?.status()}`);
  await settle(page);
  return [await save(name("404"), await page.screenshot())];
}

async function privacy(page: Page, url: string, name: Namer) {
  await page.goto(`${url}/privacy`);
  await settle(page);
  return [await save(name("privacy"), await page.screenshot())];
}

async function portuguese(page: Page, url: string, name: Namer) {
  await page.goto(`${url}/pt/`);
  await settle(page);
  return [await save(name("home-pt"), await page.screenshot())];
}

/** Each area at each width in each theme; the menu and the Portuguese page on the phone only. */
export async function publicPages(browser: Browser, url: string) {
  const shots: Written[] = [];
  for (const theme of THEMES)
    for (const [width, size] of SIZES) {
      const context = await themedContext(browser, size, theme);
      const page = await context.newPage();
      const name: Namer = (area, variant) =>
        [area, width, theme, variant].filter(Boolean).join("-") + ".png";
      const areas = [home, testimonialForm, notFound, privacy];
      if (size === PHONE) areas.push(menu, portuguese);
      for (const area of areas) shots.push(...(await area(page, url, name)));
      await context.close();
    }
  shots.push(await cv(browser, url));
  return shots;
}

/** The HTML CV, opened from the file "Download CV" saves, at A4's width. */
async function cv(browser: Browser, url: string) {
  const context = await themedContext(browser, LAPTOP, "light");
  const page = await context.newPage();
  await page.goto(url);
  const href = await page
    .getByRole("link", { name: en.page.downloadCv, exact: true })
    .first()
    .getAttribute("href");
  const file = await page.request.get(new URL(href!, url).href);
  // Opened as a saved file is: on a blank page, not under the site's policy.
  const reader = await context.newPage();
  await reader.setViewportSize({ width: 900, height: 1200 });
  await reader.setContent(await file.text());
  const shot = await save("cv.png", await reader.screenshot());
  await context.close();
  return shot;
}
