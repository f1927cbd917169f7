// The owner's contact choices as the served pages show them: what "Start a
// Conversation" links, the footer's e-mail and the booking link, and the
// enquiry page, served only while the form is chosen.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CONTACT_SETTINGS_DEFAULTS,
  type ContactSettings,
} from "../../core/api/enquiries";
import * as renderer from "../../web/page/entry-server";
import { CONTACT_DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { loadConfig } from "../config";
import { siteRoutes } from "../routes/site";
import { seedContent } from "../store/repos/content/seed-content";
import { openTestStore, type TestStore } from "../testing/test-stores";
import { PageCache } from "./page-cache";
import { pageOptions } from "./page-options";

const TEMPLATE = {
  html: `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`,
};

describe("the contact choices on the served pages", () => {
  let t: TestStore;
  let site: ReturnType<typeof siteRoutes>;

  beforeAll(async () => {
    t = await openTestStore("pglite");
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed();
    await seedContent(t.store);
    await t.store.languages.update({
      defaultLanguage: "en",
      published: ["en", "pt"],
    });
    const pages = new PageCache(
      TEMPLATE,
      renderer,
      pageOptions(loadConfig({ SITE_URL: "https://counsel.example" }), t.store),
    );
    t.store.onChange(() => pages.invalidate());
    site = siteRoutes(new Map(), pages);
  });

  const choose = (changes: Partial<ContactSettings>) =>
    t.store.contactSettings.put({ ...CONTACT_SETTINGS_DEFAULTS, ...changes });
  const html = async (path: string) => {
    const response = await site.request(path);
    return { status: response.status, text: await response.text() };
  };
  /** "Start a Conversation": the first link of the closing call to action. */
  const startLink = (page: string) =>
    /<div class="flex flex-wrap justify-center gap-3">(<a [^>]*>)/.exec(
      page,
    )?.[1];

  it("links the professional profile by default, and has no enquiry page", async () => {
    const { profile } = await t.store.content.published("en");
    const home = (await html("/")).text;
    expect(startLink(home)).toContain(`href="${profile.linkedinUrl}"`);
    expect(startLink(home)).toContain('target="_blank"');
    expect(home).not.toContain("data-conversation");
    expect(home).toContain(`href="mailto:${profile.email}"`);
    expect((await html("/contact")).status).toBe(404);
    expect((await html("/pt/contact")).status).toBe(404);
    expect((await html("/sitemap.xml")).text).not.toContain("/contact");
  });

  it("offers the form once the owner chooses it: the button, the page in each language and the sitemap", async () => {
    await choose({ startConversation: "form" });
    expect(startLink((await html("/")).text)).toMatch(
      /href="\/contact" data-conversation="form"/,
    );
    expect(startLink((await html("/pt/")).text)).toMatch(
      /href="\/pt\/contact" data-conversation="form"/,
    );
    const page = await html("/pt/contact");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(
      /<form [^>]*action="\/api\/enquiry" method="post">/,
    );
    expect(page.text).toContain(
      '<input type="hidden" name="lang" value="pt"/>',
    );
    expect(page.text).toContain(CONTACT_DICTIONARIES.pt.enquiry.notice);
    expect(page.text).toContain(
      'rel="canonical" href="https://counsel.example/pt/contact"',
    );
    expect(page.text).not.toContain('role="alert"');
    expect((await html("/sitemap.xml")).text).toContain(
      "<loc>https://counsel.example/pt/contact</loc>",
    );
  });

  it("says why a post without the script was refused, or that it was sent, in the page's language", async () => {
    await choose({ startConversation: "form" });
    const refused = (await html("/pt/contact?refused=acknowledged")).text;
    expect(refused).toContain(
      `role="alert" class="mb-6 rounded-lg border border-danger p-4 text-danger">${CONTACT_DICTIONARIES.pt.enquiry.refused.acknowledged}`,
    );
    const unknown = (await html("/contact?refused=whatever")).text;
    expect(unknown).toContain(CONTACT_DICTIONARIES.en.enquiry.refused.invalid);
    const sent = (await html("/contact?sent=1")).text;
    expect(sent).toContain(CONTACT_DICTIONARIES.en.enquiry.thanks);
    expect(sent).not.toContain("<form");
  });

  it("writes through the mail program with the dialog chosen, and hides the e-mail and the booking link when told", async () => {
    const { profile } = await t.store.content.published("en");
    expect(profile.bookingUrl).not.toBe("");
    expect((await html("/")).text).toContain(`href="${profile.bookingUrl}"`);
    await choose({
      startConversation: "dialog",
      showEmail: false,
      showBooking: false,
    });
    const home = (await html("/")).text;
    expect(startLink(home)).toMatch(
      new RegExp(`href="mailto:${profile.email}" data-conversation="dialog"`),
    );
    const footer = home.slice(home.indexOf("<footer"));
    expect(footer).not.toContain("mailto:");
    expect(home).not.toContain(`href="${profile.bookingUrl}"`);
    expect((await html("/contact")).status).toBe(404);
  });
  it("states on the default privacy notice how long the owner keeps enquiries, as soon as she changes it", async () => {
    expect((await html("/privacy")).text).toContain(
      "deleted 12 months after I have dealt with it, or 24 months",
    );
    await choose({ keepHandledMonths: 3, keepUnhandledMonths: 6 });
    expect((await html("/privacy")).text).toContain(
      "deleted 3 months after I have dealt with it, or 6 months",
    );
    expect((await html("/pt/privacidade")).text).toContain(
      "apagada 3 meses depois de a ter tratado, ou 6 meses",
    );
  });

  it("states on the default privacy notice how long the owner keeps the Insights daily totals, as soon as she changes it, and only in the drawn text", async () => {
    const first = (await html("/privacy")).text;
    expect(first).toContain(
      "which identify no one: deleted 25 months after their day.",
    );
    await t.store.insightsSettings.put({ keepMonths: 13 });
    const changed = (await html("/privacy")).text;
    expect(changed).toContain(
      "which identify no one: deleted 13 months after their day.",
    );
    expect((await html("/pt/privacidade")).text).toContain(
      "que não identificam ninguém: apagados 13 meses depois do seu dia.",
    );
    // Drawn into the page's static text only: the boot data does not grow.
    const bootData = (page: string) =>
      /<script[^>]*id="boot-data"[^>]*>(.*?)<\/script>/s.exec(page)?.[1];
    expect(bootData(changed)).toBeTruthy();
    expect(bootData(changed)).toBe(bootData(first));
    expect(bootData(changed)).not.toContain("keepMonths");
  });
});
