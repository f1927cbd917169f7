// The owner's professional rules on the rendered pages, with the real
// renderer over a seeded store: they apply at render time (the stricter of
// the rules and the content wins; the content is untouched), a change
// renders the pages again, the footer carries what the rules ask for, and
// nothing is added when no rule asks. The CV is not affected.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesChange,
} from "../../core/api/professional-rules";
import { CONTACT_SETTINGS_DEFAULTS } from "../../core/api/enquiries";
import {
  ATTORNEY_ADVERTISING,
  PROSPECTIVE_CLIENT_NOTICE,
  RESULTS_DISCLAIMER,
} from "../../core/professional-rules/presets";
import { seedContent } from "../store/repos/content/seed-content";
import { testPageCache } from "../testing/test-page-cache";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import type { PageCache } from "./page-cache";

const rules = (change: Partial<ProfessionalRulesChange>) => ({
  ...PROFESSIONAL_RULES_DEFAULTS,
  overrides: {},
  ...change,
});
const SECTION = 'id="testimonials"';
/** What React writes for text: the HTML escapes it makes. */
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

describe.each(STORE_KINDS)(
  "the professional rules on the pages, %s",
  (kind) => {
    let t: TestStore;
    let pages: PageCache;

    beforeAll(async () => {
      t = await openTestStore(kind);
    });
    afterAll(() => t?.destroy());
    beforeEach(async () => {
      await t.reset();
      t.store.changed();
      await seedContent(t.store);
      pages = testPageCache(t);
    });

    const page = async (
      lang: "en" | "pt",
      name: "home" | "privacy" | "contact" = "home",
    ) => (await pages.page({ lang, name })).body.toString();
    const put = (change: Partial<ProfessionalRulesChange>) =>
      t.store.professionalRules.put(rules(change));

    it("adds nothing to any page when no rule asks for it", async () => {
      const before = {
        en: await page("en"),
        pt: await page("pt"),
        privacy: await page("en", "privacy"),
      };
      expect(before.en).toContain(SECTION);
      // Rules that change nothing the page shows: the same bytes.
      await put({ bars: ["none"] });
      expect(await page("en")).toBe(before.en);
      expect(await page("pt")).toBe(before.pt);
      expect(await page("en", "privacy")).toBe(before.privacy);
    });

    it("hides the testimonials section and its form in every language while the rules hide them, the content untouched", async () => {
      const cvBefore = (await pages.cv("en", "html")).file.body.toString();
      await put({ bars: ["portugal"] });
      for (const lang of ["en", "pt"] as const) {
        const home = await page(lang);
        expect(home, lang).not.toContain(SECTION);
        expect(home, lang).toContain('"testimonials":null');
      }
      expect(
        (await t.store.content.published("en")).profile.testimonials.show,
      ).toBe(true);
      expect((await pages.cv("en", "html")).file.body.toString()).toBe(
        cvBefore,
      );
    });

    it("keeps the section hidden when the content hides it, whatever the rules", async () => {
      const { profile } = await t.store.content.published("en");
      await t.store.content.publish("en", {
        ...profile,
        testimonials: { ...profile.testimonials, show: false },
      });
      await put({ bars: ["new-york"] });
      expect(await page("en")).not.toContain(SECTION);
      expect(await page("pt")).toContain(SECTION);
    });

    it("puts the results disclaimer in the page's language before the owner's own, and renders again on a change", async () => {
      const { profile } = await t.store.content.published("en");
      await t.store.content.publish("en", {
        ...profile,
        testimonials: { ...profile.testimonials, disclaimer: "My own words." },
      });
      expect(await page("en")).not.toContain(RESULTS_DISCLAIMER.en);
      await put({
        bars: ["portugal"],
        overrides: { testimonials: "with-disclaimer" },
      });
      const en = await page("en");
      expect(en).toContain(SECTION);
      expect(en).toContain(`${RESULTS_DISCLAIMER.en} My own words.`);
      const pt = await page("pt");
      expect(pt).toContain(SECTION);
      expect(pt).toContain(html(RESULTS_DISCLAIMER.pt));
    });

    it("hides company names when the rules hide them", async () => {
      expect(await page("en")).toContain('"hideCompanies":false');
      await put({ overrides: { companyNames: "hidden" } });
      expect(await page("en")).toContain('"hideCompanies":true');
    });

    it("labels the home page in its language and adds the office address and the regulatory notice to every page's footer", async () => {
      await put({
        bars: ["new-york"],
        officeAddress: "1 Main Street, New York, NY 10001",
        regulatoryNotice: "Admitted in New York.",
        regulatorLink:
          "https://iapps.courts.state.ny.us/attorneyservices/search",
      });
      const en = await page("en");
      const footer = (text: string) => text.slice(text.lastIndexOf("<footer"));
      expect(footer(en)).toContain(ATTORNEY_ADVERTISING.en);
      expect(footer(await page("pt"))).toContain(html(ATTORNEY_ADVERTISING.pt));
      expect(en).toContain(RESULTS_DISCLAIMER.en);
      for (const text of [en, await page("pt"), await page("en", "privacy")]) {
        expect(footer(text)).toContain("1 Main Street, New York, NY 10001");
        expect(footer(text)).toContain(
          'Admitted in New York. <a href="https://iapps.courts.state.ny.us/attorneyservices/search"',
        );
      }
      // The label is the home page's only.
      expect(await page("en", "privacy")).not.toContain(
        ATTORNEY_ADVERTISING.en,
      );
      // Drawn into the static parts, not into the boot data.
      const boot = en.slice(en.indexOf('id="boot-data"'));
      expect(boot).not.toContain("1 Main Street");
    });

    it("gives the contact form the bar's notice in each language where the owner wrote none, hers winning", async () => {
      await t.store.contactSettings.put({
        ...CONTACT_SETTINGS_DEFAULTS,
        startConversation: "form",
      });
      await put({ bars: ["new-york"] });
      for (const lang of ["en", "pt"] as const) {
        expect(await page(lang, "contact"), lang).toContain(
          html(PROSPECTIVE_CLIENT_NOTICE[lang]),
        );
        // The home page's form reads it from the boot data.
        expect(await page(lang), lang).toContain(
          `"enquiryNotice":"${PROSPECTIVE_CLIENT_NOTICE[lang]}"`,
        );
      }
      const { profile } = await t.store.content.published("en");
      await t.store.content.publish("en", {
        ...profile,
        tone: { ...profile.tone, enquiryNotice: "My own notice." },
      });
      const en = await page("en", "contact");
      expect(en).toContain("My own notice.");
      expect(en).not.toContain(html(PROSPECTIVE_CLIENT_NOTICE.en));
      expect(
        (await t.store.content.published("pt")).profile.tone.enquiryNotice,
      ).toBeFalsy();
    });
  },
);
