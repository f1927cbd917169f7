import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { cvFileName } from "../../core/content/profile-derived";
import { content as profile } from "../content";
import { expect, expectNoAxeViolations, test } from "../fixtures";

const isMobile = (name: string) => name === "mobile";

/** Scrolls at once (no smooth scrolling) and lets the scroll handler run. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: "instant" });
  }, y);
}

const sectionTop = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) =>
      document.getElementById(sectionId)!.getBoundingClientRect().top +
      window.scrollY,
    id,
  );

/** The page's main navigation: the desktop menu, or the mobile overlay (opened first). */
async function mainNav(page: Page, mobile: boolean) {
  if (mobile) {
    const opened = page.getByRole("dialog", { name: "Menu" });
    if (!(await opened.isVisible()))
      await page.getByRole("button", { name: "Open menu" }).click();
    return opened.getByRole("navigation", { name: "Main" });
  }
  return page.getByRole("navigation", { name: "Main", includeHidden: true });
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("shows every section under its anchor, with the profile's content", async ({
  page,
}) => {
  for (const id of [
    "home",
    "expertise",
    "profile",
    "academic",
    "testimonials",
    "elsewhere",
  ])
    await expect(page.locator(`section#${id}`)).toHaveCount(1);

  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
    profile.title,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const home = page.locator("#home");
  await expect(home.getByText(profile.subtitle)).toBeVisible();
  await expect(home.getByRole("heading", { level: 3 })).toHaveText(
    profile.coreAreas.map((area) => area.title),
  );
  await expect(home.locator("li svg")).toHaveCount(6);

  const expertise = page.locator("#expertise");
  for (const paragraph of profile.about)
    await expect(expertise.getByText(paragraph)).toBeVisible();
  await expect(
    expertise.getByRole("heading", { name: "Ways of working" }),
  ).toBeVisible();
  for (const way of profile.waysOfWorking)
    await expect(expertise.getByText(way)).toBeVisible();
  await expect(
    expertise.getByText(`Last updated: ${profile.industriesUpdated}`),
  ).toBeVisible();
  for (const industry of profile.industries)
    await expect(
      expertise.getByRole("listitem").filter({ hasText: industry.name }),
    ).toHaveCount(1);

  const journey = page.locator("#profile");
  await expect(
    journey.getByRole("heading", { name: "My Legal & Business Journey" }),
  ).toBeVisible();
  const current = journey.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Lawyer and Team Manager" }),
  });
  await expect(current.getByText("Current", { exact: true })).toBeVisible();
  await expect(current.getByText("2022–2025")).toBeVisible();
  const past = journey
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Junior Lawyer" }) });
  await expect(past.getByText("2019–2021")).toBeVisible();
  await expect(past.getByText("Current", { exact: true })).toHaveCount(0);
  for (const highlight of profile.experience.flatMap((e) => e.highlights))
    await expect(journey.getByText(highlight)).toBeVisible();

  const academic = page.locator("#academic");
  await expect(
    academic.getByRole("heading", { name: "Academic Background" }),
  ).toBeVisible();
  await expect(
    academic.getByText("TTR 2024 Top-10 Rising Stars"),
  ).toBeVisible();
  await expect(
    academic.getByText(profile.certifications[0]!.title),
  ).toBeVisible();

  const elsewhere = page.locator("#elsewhere");
  await expect(elsewhere.getByText("As read on")).toBeVisible();
  for (const work of [profile.book!, profile.podcast!]) {
    await expect(
      elsewhere.getByRole("link", { name: work.title }),
    ).toHaveAttribute("href", work.url);
    await expect(elsewhere.getByText(work.description)).toBeVisible();
  }
  await expect(
    elsewhere.getByRole("link", { name: "Book a call" }),
  ).toHaveAttribute("href", profile.bookingUrl);
  for (const chip of profile.actionChips)
    await expect(
      home.getByRole("listitem").filter({ hasText: chip }),
    ).toBeVisible();

  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(
    page.getByRole("link", { name: "Skip to content" }),
  ).toHaveAttribute("href", "#home");

  // The contact dialog exists in the code but nothing opens it.
  await expect(page.getByText("Let's grab a quick coffee")).toHaveCount(0);
});

test("lays the core areas out in 3, 2 and 1 columns", async ({
  page,
}, testInfo) => {
  const columns = () =>
    page
      .locator("#home ul")
      .last()
      .evaluate(
        (list) => getComputedStyle(list).gridTemplateColumns.split(" ").length,
      );
  if (isMobile(testInfo.project.name)) {
    expect(await columns()).toBe(1);
    return;
  }
  expect(await columns()).toBe(3);
  await page.setViewportSize({ width: 800, height: 800 });
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 500, height: 800 });
  expect(await columns()).toBe(1);
});

test("'Start a Conversation' opens the social profile in a new tab", async ({
  page,
}) => {
  const link = page.getByRole("link", { name: "Start a Conversation" });
  await expect(link).toHaveAttribute("href", profile.linkedinUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("loads without console errors or hydration warnings", async ({
  page,
  consoleErrors,
}) => {
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByTestId("typing-cursor")).toBeVisible();
  await page.waitForTimeout(500);
  expect(consoleErrors).toEqual([]);
});

test("has no accessibility violations", async ({ page }, testInfo) => {
  test.setTimeout(60_000); // axe takes 15-30 s on a busy machine
  // Let the headline finish typing so axe sees the settled page.
  await expect(page.getByTestId("typing-cursor")).toHaveCount(0, {
    timeout: 10_000,
  });
  await expectNoAxeViolations(page);
  if (isMobile(testInfo.project.name)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page);
  } else {
    await page.getByRole("button", { name: "Menu" }).hover();
    await expectNoAxeViolations(page);
  }
});

test("reads in full with JavaScript disabled", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseURL!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
    profile.title,
  );
  await expect(page.getByTestId("typed-headline")).toHaveText(profile.title);
  const texts = [
    profile.subtitle,
    ...profile.coreAreas.map((a) => a.description),
    ...profile.about,
    ...profile.waysOfWorking,
    ...profile.industries.map((i) => i.name),
    "My Legal & Business Journey",
    ...profile.experience.flatMap((e) => e.highlights),
    ...profile.education.map((e) => e.title),
    ...profile.languages.map((l) => l.note),
    "TTR 2024 Top-10 Rising Stars",
    "Their Words, Not Mine",
    profile.book!.title,
    profile.podcast!.title,
    "Start a Conversation",
  ];
  for (const text of texts)
    await expect(page.getByText(text).first()).toBeVisible();
  await context.close();
});

test.describe("navigation", () => {
  test("an entry scrolls to its section, marks it current and closes the mobile menu", async ({
    page,
  }, testInfo) => {
    const mobile = isMobile(testInfo.project.name);
    for (const [name, id] of [
      ["Profile", "profile"],
      ["Elsewhere", "elsewhere"],
      ["Expertise", "expertise"],
    ] as const) {
      if (!mobile) await page.getByRole("button", { name: "Menu" }).hover();
      const nav = await mainNav(page, mobile);
      await nav.getByRole("link", { name }).click();
      if (mobile)
        await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
      // Under the phone's bar (3.5 rem), at the very top on large screens;
      // the last section where the page ends, up to 96 px lower (a section
      // is current from 100 px above its top).
      const at = mobile ? 56 : 0;
      const upTo = at + (id === "elsewhere" ? 96 : 0);
      await expect
        .poll(async () => {
          const top = await page.evaluate(
            (sectionId) =>
              Math.round(
                document.getElementById(sectionId)!.getBoundingClientRect().top,
              ),
            id,
          );
          return top >= at && top <= upTo ? "in place" : `at ${top} px`;
        })
        .toBe("in place");
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const entry = (await mainNav(page, mobile)).getByRole("link", { name });
      await expect(entry).toHaveAttribute("aria-current", "true");
      await expect(entry).toHaveClass(/text-accent/);
      await expect(
        (await mainNav(page, mobile)).locator("[aria-current]"),
      ).toHaveCount(1);
      if (mobile) await page.keyboard.press("Escape");
    }
  });

  test("on a tall screen the last entry still becomes current, with no empty band above the footer", async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "a large screen");
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole("button", { name: "Menu" }).hover();
    const nav = await mainNav(page, false);
    await nav.getByRole("link", { name: "Elsewhere" }).click();
    await expect(
      (await mainNav(page, false)).getByRole("link", { name: "Elsewhere" }),
    ).toHaveAttribute("aria-current", "true");
    // From the call to action's last button to the footer: the section's
    // bottom padding and half the spare height, under a quarter of the
    // screen (it was 288 px when the panel was a whole screen tall).
    const gap = await page.evaluate(() => {
      const buttons = document.querySelectorAll("#elsewhere a");
      const last = buttons[buttons.length - 1]!.getBoundingClientRect();
      const footer = document.querySelector("footer")!.getBoundingClientRect();
      return footer.top - last.bottom;
    });
    expect(gap).toBeLessThan(1080 / 4);
  });

  test("scrolls smoothly, or at once with reduced motion", async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "same CSS on both");
    const behaviour = () =>
      page.evaluate(
        () => getComputedStyle(document.documentElement).scrollBehavior,
      );
    expect(await behaviour()).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await behaviour()).toBe("auto");
  });

  test("the current entry follows the scroll position with a 100 px offset", async ({
    page,
  }, testInfo) => {
    const mobile = isMobile(testInfo.project.name);
    const currentEntry = async () => {
      const nav = await mainNav(page, mobile);
      const text = await nav.locator("[aria-current=true]").textContent();
      if (mobile) await page.keyboard.press("Escape");
      return text;
    };
    expect(await currentEntry()).toBe("Home");

    const expertiseTop = await sectionTop(page, "expertise");
    await scrollTo(page, expertiseTop - 101);
    await expect.poll(currentEntry).toBe("Home");
    await scrollTo(page, expertiseTop - 100);
    await expect.poll(currentEntry).toBe("Expertise");

    const profileTop = await sectionTop(page, "profile");
    await scrollTo(page, profileTop - 100);
    await expect.poll(currentEntry).toBe("Profile");
    await scrollTo(page, 0);
    await expect.poll(currentEntry).toBe("Home");
  });

  test("the scroll-progress bar shows how far the page is scrolled", async ({
    page,
  }) => {
    const bar = page.getByTestId("scroll-progress");
    const scale = () =>
      bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    expect(await scale()).toBe(0);
    const half = await page.evaluate(
      () => (document.documentElement.scrollHeight - window.innerHeight) / 2,
    );
    await scrollTo(page, half);
    await expect.poll(scale).toBeCloseTo(0.5, 1);
    await scrollTo(page, 1e6);
    await expect.poll(scale).toBe(1);
  });
});

test.describe("desktop menu", () => {
  test.beforeEach(({ page: _ }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "large screens only");
  });

  test("is an icon that expands on hover", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // The entries, then the CV's downloads.
    await expect(nav.getByRole("link")).toHaveText([
      ...profile.navigation.map((item) => item.name),
      "Download CV",
      "Download CV as PDF",
    ]);
    await page.mouse.move(640, 500);
    await expect(nav).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // After a click on an entry it still collapses when the pointer leaves.
    await trigger.hover();
    await nav.getByRole("link", { name: "Profile" }).click();
    await page.mouse.move(640, 500);
    await expect(nav).toBeHidden();
  });

  test("expands on keyboard focus and lets the keyboard reach every entry", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
    await expect(nav).toBeVisible();
    for (const item of profile.navigation) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: item.name })).toBeFocused();
    }
    for (const name of ["Download CV", "Download CV as PDF"]) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name, exact: true })).toBeFocused();
    }
    // Then, in the same card under the menu, which collapses: the theme and
    // the page in the other language.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "Switch to dark theme" }),
    ).toBeFocused();
    await expect(nav).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Português" })).toBeFocused();
    // Next: the top-right CV button, whose tooltip opens at once on keyboard focus.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Download CV", exact: true }).last(),
    ).toBeFocused();
    await expect(page.getByRole("tooltip")).toBeVisible({ timeout: 300 });
    // And the PDF beside it.
    await page.keyboard.press("Tab");
    await expect(
      page
        .getByRole("link", { name: "Download CV as PDF", exact: true })
        .last(),
    ).toBeFocused();
  });

  test("the CV button's tooltip waits 700 ms, then re-opens at once for 300 ms", async ({
    page,
  }) => {
    const button = page
      .getByRole("link", { name: "Download CV", exact: true })
      .last();
    const tooltip = page.getByRole("tooltip");
    const box = (await button.boundingBox())!;
    const over = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Time in the page, from the pointer entering to the tooltip showing,
    // so a slow test runner cannot blur the delays.
    await button.evaluate((trigger) => {
      const w = window as unknown as { entered: number; opened: number[] };
      w.opened = [];
      trigger.addEventListener(
        "mouseenter",
        () => (w.entered = performance.now()),
      );
      let wasOpen = false;
      new MutationObserver(() => {
        const open = document.querySelector("[role=tooltip]") !== null;
        if (open && !wasOpen) w.opened.push(performance.now() - w.entered);
        wasOpen = open;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const delays = () =>
      page.evaluate(() => (window as unknown as { opened: number[] }).opened);
    const away = async () => {
      await page.mouse.move(640, 500);
      await expect(tooltip).toHaveCount(0);
    };

    await page.mouse.move(over.x, over.y);
    await expect(tooltip).toHaveText("Save a printable copy of my CV");
    const id = await tooltip.getAttribute("id");
    await expect(button).toHaveAttribute("aria-describedby", id!);
    await away();
    // Within 300 ms of closing: at once.
    await page.mouse.move(over.x, over.y);
    await expect(tooltip).toBeVisible();
    await away();
    // Later: the full delay again.
    await page.waitForTimeout(400);
    await page.mouse.move(over.x, over.y);
    await expect(tooltip).toBeVisible();

    const [first, skipped, again] = await delays();
    expect(first).toBeGreaterThanOrEqual(690);
    // "At once" is a render away, which a loaded machine can stretch past
    // 100 ms (144 ms seen in CI); the full delay would be 700.
    expect(skipped).toBeLessThan(350);
    expect(again).toBeGreaterThanOrEqual(690);
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(({ page: _ }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "small screens only");
  });

  test("opens a full-screen overlay; Escape closes it and focus returns", async ({
    page,
  }) => {
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(await dialog.boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: 390,
      height: 844,
    });
    await expect(
      dialog.getByRole("navigation", { name: "Main" }).getByRole("link"),
    ).toHaveText(profile.navigation.map((item) => item.name));
    await expect(
      dialog.getByRole("link", { name: "Download CV", exact: true }),
    ).toBeVisible();

    // Focus stays inside while it is open.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
      ).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe("typed headline", () => {
  test("types the title 50 ms a character, with a cursor that goes 2 s after the end", async ({
    page,
  }) => {
    // The page's clock is the test's: paused, it moves only when the test
    // moves it, so every step below is exact however loaded the machine is
    // (measured against the wall clock, this test failed on a busy CI run).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.reload();
    const headline = page.getByTestId("typed-headline");
    const cursor = page.getByTestId("typing-cursor");
    const shown = () =>
      headline.evaluate((element) =>
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(""),
      );
    // A frame at a time until the page has hydrated and the cursor shows:
    // typing starts then, with nothing typed yet.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(16);
          return cursor.count();
        },
        { timeout: 15_000, intervals: [20] },
      )
      .toBe(1);
    await expect.poll(shown).toBe("");
    const title = profile.title;
    // Offsets of 25 ms keep every check between two 50 ms steps.
    await page.clock.runFor(25);
    await expect.poll(shown).toBe("");
    await page.clock.runFor(50);
    await expect.poll(shown).toBe(title.slice(0, 1));
    await page.clock.runFor(50);
    await expect.poll(shown).toBe(title.slice(0, 2));
    await page.clock.runFor(50 * (title.length - 3));
    await expect.poll(shown).toBe(title.slice(0, -1));
    await page.clock.runFor(50);
    await expect.poll(shown).toBe(title);
    await expect(cursor).toHaveCount(1);
    // The cursor stays 2 s after the last character, then goes.
    await page.clock.runFor(1950);
    await expect(cursor).toHaveCount(1);
    await page.clock.runFor(50);
    await expect(cursor).toHaveCount(0);
    await expect(headline).toHaveText(title);
    // Assistive technology reads the whole headline, once.
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
      title,
    );
  });

  test("shows the full text at once and no cursor with reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload({ waitUntil: "networkidle" });
    for (let i = 0; i < 5; i++) {
      await expect(page.getByTestId("typing-cursor")).toHaveCount(0);
      await expect(page.getByTestId("typed-headline")).toHaveText(
        profile.title,
      );
      await page.waitForTimeout(100);
    }
  });

  test("never blanks the painted headline: every frame shows all of it, in one place", async ({
    page,
  }) => {
    // From the first frame until typing ends, record what each frame paints:
    // the whole headline underneath (and whether it is hidden or fully
    // transparent), the typing's visible part on top, and the heading's box.
    await page.addInitScript(() => {
      const frames: Frame[] = [];
      interface Frame {
        text: string;
        blank: boolean;
        typed: string;
        box: string;
        fonts: string;
      }
      (window as unknown as { frames_: Frame[] }).frames_ = frames;
      const tick = () => {
        const h1 = document.querySelector("h1");
        const whole = h1?.querySelector<HTMLElement>(".untyped");
        const typed = h1?.querySelector("[data-testid=typed-headline]");
        if (h1 && whole && typed) {
          const style = getComputedStyle(whole);
          const box = h1.getBoundingClientRect();
          frames.push({
            text: whole.textContent ?? "",
            blank:
              style.visibility === "hidden" ||
              Number(style.opacity) === 0 ||
              /rgba\(.*, 0\)$|transparent/.test(style.color),
            typed: [...typed.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent)
              .join(""),
            box: `${box.x},${box.y},${box.width},${box.height}`,
            fonts: document.fonts.status,
          });
        }
        if (frames.length < 400) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.reload();
    await expect(page.getByTestId("typing-cursor")).toBeVisible();
    await expect(page.getByTestId("typing-cursor")).toHaveCount(0, {
      timeout: 10_000,
    });
    const frames = await page.evaluate(
      () =>
        (
          window as unknown as {
            frames_: {
              text: string;
              blank: boolean;
              typed: string;
              box: string;
              fonts: string;
            }[];
          }
        ).frames_,
    );
    expect(frames.length).toBeGreaterThan(20);
    expect(frames.filter((f) => f.text !== profile.title)).toEqual([]);
    expect(frames.filter((f) => f.blank)).toEqual([]);
    expect(frames.filter((f) => !profile.title.startsWith(f.typed))).toEqual(
      [],
    );
    expect(frames.at(-1)!.typed).toBe(profile.title);
    // Once the fonts are in (a font swap is not the typing's doing).
    const settled = frames.filter((f) => f.fonts === "loaded");
    expect(new Set(settled.map((f) => f.box)).size).toBe(1);
  });

  test("typing shifts no visible text: no layout shift while it types", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.reload();
    await expect(page.getByTestId("typing-cursor")).toBeVisible();
    await expect(page.getByTestId("typing-cursor")).toHaveCount(0, {
      timeout: 10_000,
    });
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: number[] }).shifts,
    );
    // The cursor is the one thing that moves; CLS's budget is 0.01.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  test("does not move the layout while typing", async ({ page }) => {
    const box = () => page.getByRole("heading", { level: 1 }).boundingBox();
    await page.reload();
    await expect(page.getByTestId("typing-cursor")).toBeVisible();
    const during = await box();
    await expect(page.getByTestId("typing-cursor")).toHaveCount(0, {
      timeout: 10_000,
    });
    expect(await box()).toEqual(during);
  });
});

test.describe("academic background", () => {
  test("education items open one at a time", async ({ page }) => {
    const items = page.locator("#academic").getByRole("button", {
      expanded: false,
    });
    await expect(items).toHaveCount(profile.education.length);
    const button = (title: string) =>
      page.getByRole("button", {
        name: new RegExp(title.replace(/[().]/g, "\\$&")),
      });
    const [first, second] = profile.education;
    const firstButton = button(first!.title);
    const secondButton = button(second!.title);

    await firstButton.click();
    await expect(firstButton).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(first!.detail)).toBeVisible();
    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(first!.detail)).toBeHidden();
    await expect(page.getByText(second!.detail)).toBeVisible();
    await expect(page.locator("#academic [aria-expanded=true]")).toHaveCount(1);
    await secondButton.click();
    await expect(page.locator("#academic [aria-expanded=true]")).toHaveCount(0);
    await expect(page.getByText(second!.detail)).toBeHidden();
  });

  test("the timeline line fills as the section scrolls into view", async ({
    page,
  }) => {
    const fill = page.getByTestId("timeline-fill");
    const scale = () =>
      fill.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).d);
    await expect.poll(scale).toBe(0);
    const top = await sectionTop(page, "academic");
    const height = await page.evaluate(() => window.innerHeight);
    await scrollTo(page, top - height + 300);
    await expect.poll(scale).toBeGreaterThan(0);
    await expect.poll(scale).toBeLessThan(1);
    await scrollTo(page, top + 200);
    await expect.poll(scale).toBe(1);
  });

  test("language bars are meters with the four levels (native to basic)", async ({
    page,
  }) => {
    const levels: Record<string, string> = {
      Portuguese: "3",
      English: "3",
      Spanish: "2",
      German: "1",
    };
    for (const [language, level] of Object.entries(levels)) {
      const meter = page.getByRole("meter", {
        name: `${language} proficiency`,
      });
      await expect(meter).toHaveAttribute("aria-valuenow", level);
      await expect(meter).toHaveAttribute("aria-valuemin", "0");
      await expect(meter).toHaveAttribute("aria-valuemax", "3");
      await expect(meter.locator(".bg-accent")).toHaveCount(Number(level));
    }
  });
});

test("downloads the CV as an HTML file built from the profile", async ({
  page,
}, testInfo) => {
  const mobile = isMobile(testInfo.project.name);
  if (mobile) await page.getByRole("button", { name: "Open menu" }).click();
  const button = mobile
    ? page
        .getByRole("dialog")
        .getByRole("link", { name: "Download CV", exact: true })
    : page.getByRole("link", { name: "Download CV", exact: true }).last();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    button.click(),
  ]);
  expect(download.suggestedFilename()).toBe(cvFileName(profile, "en"));
  const html = await readFile((await download.path())!, "utf8");
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain(`<h1>${profile.name}</h1>`);
  for (const heading of [
    "About",
    "Core Areas",
    "Languages",
    "Experience",
    "Academic Background",
    "Certifications",
  ])
    expect(html).toContain(`<h2>${heading}</h2>`);
  expect(html).toContain(`href="${profile.websiteUrl}"`);
});
