// The site in English (at /) and European Portuguese (at /pt/), in the
// browser: each page's interface in its own language (form, messages, alerts,
// toast, 404, CV), nothing of the other language on it, the language switch
// and the suggestion to switch.
import { readFile } from "node:fs/promises";
import type { Locator, Page, Route } from "@playwright/test";
import { cvFileName } from "../../core/content/profile-derived";
import type { Profile } from "../../core/content/profile-schema";
import { RELATIONSHIPS } from "../../core/testimonials/relationships";
import { LANGUAGE_INFO, type SiteLanguage } from "../../core/site-languages";
import { LIMITS } from "../../core/testimonials/testimonial";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { fill } from "../../core/fill";
import type { Dictionary } from "../../web/page/i18n/dictionary";
import {
  dictionaryTexts,
  SAME_IN_BOTH,
  shows,
} from "../../web/testing/dictionary-texts";
import { content, contentPt, E2E_ADMIN_PASSWORD } from "../content";
import {
  expect,
  expectNoAxeViolations,
  startServer,
  stopServer,
  test,
} from "../fixtures";

const SUBMIT = "**/functions/v1/submit-testimonial";

interface Language {
  lang: SiteLanguage;
  other: SiteLanguage;
  /** The home page's path: the default language at /, the other under its prefix. */
  home: string;
  tag: string;
  /** A browser locale that prefers this language (no suggestion to switch). */
  locale: string;
  d: Dictionary;
  profile: Profile;
}

const LANGUAGES: Language[] = [
  {
    lang: "en",
    other: "pt",
    home: "/",
    tag: "en",
    locale: "en-US",
    d: DICTIONARIES.en,
    profile: content,
  },
  {
    lang: "pt",
    other: "en",
    home: "/pt/",
    tag: "pt-PT",
    locale: "pt-PT",
    d: DICTIONARIES.pt,
    profile: contentPt,
  },
];

const isMobile = (name: string) => name === "mobile";

function formOf(page: Page, { d }: Language) {
  return {
    add: page.getByRole("button", { name: d.page.addTestimonial }),
    form: page.getByRole("form", { name: d.form.title }),
    name: page.getByLabel(d.form.name, { exact: true }),
    company: page.getByLabel(d.form.company, { exact: true }),
    relationship: page.getByLabel(d.form.relationship, { exact: true }),
    comment: page.getByLabel(d.form.testimonial, { exact: true }),
    consent: page.getByLabel(d.form.consent),
    submit: page.getByRole("button", { name: d.form.submit, exact: true }),
    toast: page.getByRole("status").filter({ hasText: d.form.toast }),
  };
}

async function openForm(page: Page, language: Language) {
  const f = formOf(page, language);
  await f.add.click();
  await expect(f.form).toBeVisible();
  await expect(f.name).toBeFocused();
  return f;
}

async function fillValid(page: Page, language: Language, comment: string) {
  const f = formOf(page, language);
  await f.name.fill("Ana Costa");
  await f.company.fill("Acme");
  await f.relationship.selectOption("Client");
  await f.comment.fill(comment);
  await f.consent.check();
}

/** Collects browser alerts (and accepts them). */
function alerts(page: Page) {
  const messages: string[] = [];
  page.on("dialog", async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  return messages;
}

/** Waits until the page is hydrated: the typed headline's cursor only shows then. */
async function hydrated(page: Page) {
  await expect(page.getByTestId("typing-cursor")).toBeVisible();
}

for (const language of LANGUAGES) {
  const { lang, home, tag, d, profile } = language;

  test.describe(`the ${lang} page`, () => {
    test.use({ locale: language.locale });

    test(`is in ${tag}, with the form's texts and every validation message it shows in ${lang}`, async ({
      page,
    }) => {
      const sent: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/functions/v1/submit-testimonial"))
          sent.push(r.url());
      });
      await page.goto(home);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      const f = await openForm(page, language);
      await expect(f.relationship.locator("option")).toHaveText([
        d.form.selectRelationship,
        ...RELATIONSHIPS.map((r) => d.page.relationships[r]),
      ]);
      await expect(
        page.getByRole("button", { name: d.form.cancel }),
      ).toBeVisible();

      const errorOf = (field: typeof f.name) =>
        field.evaluate((el) => {
          const id = el.getAttribute("aria-describedby");
          return id ? document.getElementById(id)?.textContent : null;
        });
      const message = (key: keyof Dictionary["form"]["messages"]) =>
        fill(d.form.messages[key], {
          max:
            key === "nameTooLong"
              ? LIMITS.nameMax
              : key === "companyTooLong"
                ? LIMITS.companyMax
                : LIMITS.commentMax,
          min: LIMITS.commentMin,
          choices: RELATIONSHIPS.map((r) => d.page.relationships[r]).join(", "),
        });

      await f.submit.click();
      expect(await errorOf(f.name)).toBe(message("nameRequired"));
      expect(await errorOf(f.comment)).toBe(message("commentRequired"));
      expect(await errorOf(f.consent)).toBe(message("consentRequired"));
      await expect(page.getByText(message("nameRequired"))).toBeVisible();
      await expect(f.name).toBeFocused();

      await f.name.fill("Ana");
      await f.comment.fill("  too short  ");
      await f.submit.click();
      expect(await errorOf(f.comment)).toBe(message("commentTooShort"));
      await expect(page.getByText(message("commentTooShort"))).toBeVisible();

      // Longer than the limits, as a browser that ignores maxlength would send.
      await page
        .locator("form input, form textarea")
        .evaluateAll((fields) =>
          fields.forEach((field) => field.removeAttribute("maxlength")),
        );
      await f.name.fill("n".repeat(LIMITS.nameMax + 1));
      await f.company.fill("c".repeat(LIMITS.companyMax + 1));
      await f.comment.fill("w".repeat(LIMITS.commentMax + 1));
      await f.submit.click();
      expect(await errorOf(f.name)).toBe(message("nameTooLong"));
      expect(await errorOf(f.company)).toBe(message("companyTooLong"));
      expect(await errorOf(f.comment)).toBe(message("commentTooLong"));

      // A relationship the list does not offer (a page tampered with).
      await f.relationship.evaluate((select) =>
        select.append(new Option("Boss", "Boss")),
      );
      await f.relationship.selectOption("Boss");
      await f.name.fill("Ana\u0001");
      await f.company.fill("Acme\u202E");
      await f.submit.click();
      expect(await errorOf(f.relationship)).toBe(
        message("relationshipInvalid"),
      );
      expect(await errorOf(f.name)).toBe(message("controlCharacters"));
      expect(await errorOf(f.company)).toBe(message("directionControls"));
      // invalidText (a lone surrogate) cannot be typed into a field.
      expect(sent).toEqual([]);
    });

    test(`says '${d.form.submitting}' while sending, sends the language, then thanks in ${lang}`, async ({
      page,
    }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const bodies: unknown[] = [];
      await page.route(SUBMIT, async (route) => {
        bodies.push(route.request().postDataJSON());
        await held;
        await route.fulfill({ json: { success: true } });
      });
      await page.goto(home);
      const f = await openForm(page, language);
      await fillValid(page, language, "Clear, practical and fast advice.");
      await f.submit.click();
      const busy = page.getByRole("button", { name: d.form.submitting });
      await expect(busy).toBeDisabled();
      release();
      await expect(f.toast).toBeVisible();
      // Its two lines, each in the page's language and nothing else.
      await expect(f.toast).toHaveText(d.form.toast + d.form.toastReviewed);
      await expect(
        f.toast.getByRole("button", { name: d.form.close }),
      ).toBeVisible();
      expect(bodies).toEqual([expect.objectContaining({ lang })]);
    });

    test(`alerts a refused or failed submission in ${lang} and keeps the form`, async ({
      page,
    }) => {
      const dialogs = alerts(page);
      // The server writes its texts in English; a page in another language
      // says in its own words what the status tells.
      const serverText = "Too many submissions from this address.";
      const answers: ((route: Route) => Promise<void>)[] = [
        (route) =>
          route.fulfill({
            status: 429,
            json: { success: false, error: serverText },
          }),
        (route) => route.fulfill({ status: 503, json: { success: false } }),
        (route) => route.fulfill({ status: 400, json: { success: false } }),
        (route) => route.abort(),
      ];
      await page.route(SUBMIT, (route) => answers.shift()!(route));
      await page.goto(home);
      const f = await openForm(page, language);
      await fillValid(page, language, "This one the server will refuse.");
      for (let n = 1; n <= 4; n++) {
        await f.submit.click();
        await expect.poll(() => dialogs.length).toBe(n);
        await expect(f.submit).toBeEnabled();
      }
      expect(dialogs).toEqual([
        lang === "en" ? serverText : d.form.rateLimited,
        d.form.unavailable,
        d.form.submitRefused,
        d.form.submitFailed,
      ]);
      await expect(f.form).toBeVisible();
      await expect(f.comment).toHaveValue("This one the server will refuse.");
      await expect(f.toast).toHaveCount(0);
    });

    test(`answers an unknown address under ${home} with the ${lang} 404 page`, async ({
      page,
    }) => {
      const response = await page.goto(`${home}no-such-page`);
      expect(response!.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page).toHaveTitle(
        new RegExp(`^${d.server.notFoundTitle} \\| `),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByText(d.page.notFoundMessage)).toBeVisible();
      const back = page.getByRole("link", { name: d.page.returnHome });
      await expect(back).toHaveAttribute("href", home);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
    });

    test(`downloads the CV in ${lang}`, async ({ page }, testInfo) => {
      await page.goto(home);
      const mobile = isMobile(testInfo.project.name);
      if (mobile)
        await page.getByRole("button", { name: d.page.openMenu }).click();
      const button = mobile
        ? page
            .getByRole("dialog")
            .getByRole("link", { name: d.page.downloadCv, exact: true })
        : page
            .getByRole("link", { name: d.page.downloadCv, exact: true })
            .last();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        button.click(),
      ]);
      expect(download.suggestedFilename()).toBe(cvFileName(profile, lang));
      if (lang === "pt")
        expect(download.suggestedFilename()).toMatch(/_CV_PT\.html$/);
      const html = await readFile((await download.path())!, "utf8");
      expect(html).toContain(`<html lang="${tag}">`);
      expect(html).toContain(`<h1>${profile.name}</h1>`);
      expect(html).toContain(profile.title);
      for (const heading of [
        d.cv.about,
        profile.headings.coreAreas,
        profile.headings.languages,
        d.cv.experience,
        profile.headings.academic,
        d.cv.certifications,
        d.cv.awards,
      ])
        expect(html).toContain(`<h2>${heading}</h2>`);
      const foreign = DICTIONARIES[language.other].cv;
      for (const heading of [foreign.about, foreign.experience])
        expect(html).not.toContain(`<h2>${heading}</h2>`);
    });

    test(`shows no interface text of the other language`, async ({
      page,
    }, testInfo) => {
      const found: string[] = [];
      const check = async (where: string) =>
        found.push(
          ...foreignTexts(await readable(page), language).map(
            (text) => `${where}: ${text}`,
          ),
        );

      await page.goto(home);
      await hydrated(page);
      const f = await openForm(page, language);
      await f.submit.click();
      await expect(f.name).toHaveAttribute("aria-invalid", "true");
      if (isMobile(testInfo.project.name)) {
        await check("page, form open with errors");
        await page.getByRole("button", { name: d.page.openMenu }).click();
        await expect(
          page.getByRole("dialog", { name: d.page.menu }),
        ).toBeVisible();
        await check("mobile menu");
      } else {
        await page.getByRole("button", { name: d.page.menu }).hover();
        await expect(
          page.getByRole("navigation", { name: d.page.mainNavigation }),
        ).toBeVisible();
        await check("page, form open with errors, menu open");
      }
      await page.goto(`${home}no-such-page`);
      await check("404 page");
      expect(found).toEqual([]);
    });

    test("the language switch leads to the same section in the other language, by keyboard too", async ({
      page,
    }, testInfo) => {
      const mobile = isMobile(testInfo.project.name);
      const other = LANGUAGES.find((l) => l.lang === language.other)!;
      await page.goto(`${home}#expertise`);
      await hydrated(page);
      // Where the switch leads follows the section in view.
      await page.evaluate(() =>
        document
          .getElementById("expertise")!
          .scrollIntoView({ behavior: "instant" }),
      );
      const target = `${other.home}#expertise`;
      const switchLink = (scope: Locator) =>
        scope
          .getByRole("group", { name: d.page.languages })
          .getByRole("link", { name: LANGUAGE_INFO[other.lang].name });

      let link;
      if (mobile) {
        const button = page.getByRole("button", { name: d.page.openMenu });
        await button.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: d.page.menu });
        await expect(dialog).toBeVisible();
        link = switchLink(dialog);
      } else {
        await page.getByRole("button", { name: d.page.menu }).focus();
        // In the menu that opens from the icon, after the page's sections.
        link = switchLink(page.getByRole("banner"));
      }
      await expect(link).toHaveAttribute("href", target);
      await expect(link).toHaveAttribute("hreflang", other.tag);
      await expect(link).toHaveAttribute("lang", other.tag);
      let steps = 0;
      while (!(await link.evaluate((el) => el === document.activeElement))) {
        expect(++steps, "Tab presses to reach the switch").toBeLessThan(12);
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${other.home}#expertise$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other.tag);
    });

    test("has no accessibility violations, menu and form open too", async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000); // axe three times: 20-30 s on a busy machine
      await page.goto(home);
      await expect(page.getByTestId("typing-cursor")).toHaveCount(0, {
        timeout: 10_000,
      });
      await expectNoAxeViolations(page);
      if (isMobile(testInfo.project.name)) {
        await page.getByRole("button", { name: d.page.openMenu }).click();
        await expect(
          page.getByRole("dialog", { name: d.page.menu }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
      } else {
        await page.getByRole("button", { name: d.page.menu }).hover();
        await expectNoAxeViolations(page);
        await page.mouse.move(640, 500);
      }
      const f = await openForm(page, language);
      await f.submit.click();
      await expect(f.name).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("the suggestion to switch language", () => {
  const [en, pt] = LANGUAGES as [Language, Language];

  test.describe("to a browser that prefers Portuguese, on the English page", () => {
    test.use({ locale: "pt-PT" });

    test("shows in Portuguese without moving the page, and once dismissed stays away", async ({
      page,
    }) => {
      const response = await page.goto("/");
      expect(response!.status()).toBe(200);
      expect(response!.request().redirectedFrom()).toBeNull();
      const suggestion = page.getByRole("complementary", {
        name: pt.d.suggestion.text,
      });
      await expect(suggestion).toBeVisible();
      await expect(suggestion).toHaveAttribute("lang", pt.tag);
      await expect(suggestion).toContainText(pt.d.suggestion.text);
      await expect(
        suggestion.getByRole("link", { name: pt.d.suggestion.action }),
      ).toHaveAttribute("href", /^\/pt\/(#.*)?$/);
      // Never a redirect: the address decides the language.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", en.tag);

      // No layout shift: the page's content is where it is without the suggestion.
      const layout = () =>
        page.evaluate(() =>
          ["main", "h1", "#expertise", "#testimonials", "footer"].map(
            (selector) => {
              const box = document
                .querySelector(selector)!
                .getBoundingClientRect();
              return [selector, box.top + window.scrollY, box.left, box.height];
            },
          ),
        );
      expect(
        await suggestion.evaluate((el) => getComputedStyle(el).position),
      ).toBe("fixed");
      const withSuggestion = await layout();
      await suggestion
        .getByRole("button", { name: pt.d.suggestion.dismiss })
        .click();
      await expect(suggestion).toHaveCount(0);
      expect(await layout()).toEqual(withSuggestion);

      await page.reload();
      await hydrated(page);
      await page.waitForTimeout(300);
      await expect(suggestion).toHaveCount(0);
    });
  });

  test.describe("to a browser that prefers English", () => {
    test.use({ locale: "en-US" });

    test("shows nothing on the English page, and the English suggestion on the Portuguese one", async ({
      page,
    }) => {
      await page.goto("/");
      await hydrated(page);
      await page.waitForTimeout(300);
      await expect(page.getByRole("complementary")).toHaveCount(0);
      await expect(page.getByText(pt.d.suggestion.text)).toHaveCount(0);

      const response = await page.goto("/pt/");
      expect(response!.request().redirectedFrom()).toBeNull();
      const suggestion = page.getByRole("complementary", {
        name: en.d.suggestion.text,
      });
      await expect(suggestion).toBeVisible();
      await expect(suggestion).toHaveAttribute("lang", en.tag);
      await expect(page.locator("html")).toHaveAttribute("lang", pt.tag);
    });
  });
});

test("the texts written the same in both languages are the reviewed ones", () => {
  const en = dictionaryTexts(DICTIONARIES.en);
  const same = dictionaryTexts(DICTIONARIES.pt).filter((text) =>
    en.includes(text),
  );
  expect([...new Set(same)].sort()).toEqual([...SAME_IN_BOTH].sort());
});

test("the owner makes Portuguese the site's language, alone: / in Portuguese, old addresses moved, no switch", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the admin is used at a desk");
  test.setTimeout(120_000);
  // Its own server: the shared one's languages stay as the other tests expect.
  const server = await startServer({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
  try {
    await page.goto(`${server.url}/admin/settings`);
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    const panel = page.getByRole("region", { name: "Languages on the site" });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await panel
      .getByLabel("Shown at the site's address (/)")
      .selectOption("pt");
    await panel.getByRole("checkbox", { name: "English" }).uncheck();
    await expect(panel).toContainText(
      "The site's address / shows Português, in no other language.",
    );
    await panel.getByRole("button", { name: "Save languages" }).click();
    await expect(panel.getByRole("status")).toHaveText(
      "Saved: the site follows now.",
    );

    const moved = await page.request.get(`${server.url}/pt/`, {
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/");
    const hidden = await page.request.get(`${server.url}/en/`, {
      maxRedirects: 0,
    });
    expect(hidden.status()).toBe(302);
    // The prefix that moved is no way off the site.
    await page.goto(`${server.url}/pt//evil.example/login`);
    expect(page.url()).toBe(`${server.url}/evil.example/login`);
    await page.goto(`${server.url}/pt/%5Cevil.example`);
    expect(page.url()).toBe(`${server.url}/evil.example`);

    await page.goto(server.url);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");
    await expect(
      page.getByRole("group", { name: DICTIONARIES.pt.page.languages }),
    ).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(
      0,
    );
  } finally {
    await stopServer(server);
  }
});

test("a site in English alone shows no language switch, in the menu or the phone overlay", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Its own server: the shared one's languages stay as the other tests expect.
  const server = await startServer({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
  try {
    const origin = { origin: server.url };
    const login = await page.request.post(`${server.url}/api/admin/login`, {
      headers: origin,
      data: { password: E2E_ADMIN_PASSWORD },
    });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const saved = await page.request.put(`${server.url}/api/admin/languages`, {
      headers: { ...origin, "x-csrf-token": csrfToken },
      data: { defaultLanguage: "en", published: ["en"] },
    });
    expect(saved.status()).toBe(200);

    await page.goto(server.url);
    await hydrated(page);
    const { page: strings } = DICTIONARIES.en;
    if (isMobile(testInfo.project.name)) {
      await page.getByRole("button", { name: strings.openMenu }).click();
      await expect(
        page.getByRole("dialog", { name: strings.menu }),
      ).toBeVisible();
    } else {
      await page.getByRole("button", { name: strings.menu }).focus();
      await expect(
        page.getByRole("navigation", { name: strings.mainNavigation }),
      ).toBeVisible();
    }
    await expect(page.locator("[hreflang]")).toHaveCount(0);
    await expect(
      page.getByRole("group", { name: strings.languages }),
    ).toHaveCount(0);
  } finally {
    await stopServer(server);
  }
});

/** What a visitor reads or hears: the page's rendered text and its labels. */
function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [
      ...document.querySelectorAll(
        "[aria-label], [title], [placeholder], [alt]",
      ),
    ].flatMap((el) =>
      ["aria-label", "title", "placeholder", "alt"]
        .map((name) => el.getAttribute(name))
        .filter((value): value is string => value !== null),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

/** Every text of a content document. */
function contentTexts(profile: Profile): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (value && typeof value === "object")
      Object.values(value).forEach(walk);
  };
  walk(profile);
  return out;
}

/**
 * Interface texts written the same in both languages, reviewed: a page may
 * show them whatever its language. A test below fails when the dictionaries
 * gain or lose one, so each new one is looked at.
 */

/**
 * Texts of the other language's dictionary on the page, leaving out the
 * reviewed ones written the same in both and those that come from the page's
 * content (the owner's words, not the interface's).
 */
function foreignTexts(page: string, { other, profile }: Language) {
  const ownContent = contentTexts(profile);
  return dictionaryTexts(DICTIONARIES[other]).filter(
    (text) =>
      !SAME_IN_BOTH.includes(text) &&
      shows(page, text) &&
      !ownContent.some((written) => shows(written, text)),
  );
}
