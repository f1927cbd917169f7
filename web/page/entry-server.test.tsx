import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "./i18n/dictionaries";
import { pageTitle } from "../../core/content/profile-derived";
import type { Profile } from "../../core/content/profile-schema";
import { staticPageSettings } from "./app/boot-data";
import { languageLabel } from "./app/language-label";
import { render } from "./entry-server";
import { contentFixture } from "../../content/content-fixture";

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, "");

const home = (profile: Profile = contentFixture) =>
  render(staticPageSettings("home"), profile, {
    siteUrl: "https://counsel.example",
  });

const bootData = (data: string) =>
  JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(data)![1]!) as Record<
    string,
    unknown
  > & { content: Record<string, unknown> };

const jsonLd = (head: string) =>
  JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!,
  )["@graph"] as { "@type": string; name: string; jobTitle?: string }[];

const book = {
  title: "A Book of Contracts",
  url: "https://books.example/contracts",
  description: "What contracts are for.",
};
const podcast = {
  title: "A Podcast on Deals",
  url: "https://podcast.example/deals",
  description: "Deals, discussed.",
};

describe("render", () => {
  it("renders every section of the content given, with its headings", () => {
    const profile = contentFixture;
    const html = decode(home(profile).html);
    for (const text of [
      profile.name,
      profile.title,
      profile.subtitle,
      ...profile.actionChips,
      ...Object.values(profile.headings).filter(
        (heading) => heading !== profile.headings.booking,
      ),
      ...profile.about,
      ...profile.coreAreas.flatMap((area) => [area.title, area.description]),
      ...profile.industries.map((industry) => industry.name),
      ...profile.experience.flatMap((job) => [job.title, ...job.highlights]),
      ...profile.education.map((entry) => entry.title),
      ...profile.languages.map((language) => language.name),
      ...profile.awards.map((award) => award.title),
      profile.testimonials.fallback!.comment,
    ])
      expect(html).toContain(text);
  });

  it("changes the page, its title, its JSON-LD and its social tags when the content changes", () => {
    const before = home();
    const changed = {
      ...contentFixture,
      name: "Renamed Owner",
      title: "Counsel to Robots",
      seo: { ...contentFixture.seo, title: "" },
    };
    const after = home(changed);
    expect(after.html).not.toBe(before.html);
    expect(decode(after.html)).toContain("Renamed Owner");
    expect(decode(after.html)).toContain("Counsel to Robots");
    expect(after.head).toContain(
      "<title>Renamed Owner | Counsel to Robots</title>",
    );
    expect(after.head).toContain(
      '<meta property="og:title" content="Renamed Owner | Counsel to Robots" />',
    );
    expect(after.head).toContain(
      '<meta property="og:site_name" content="Renamed Owner" />',
    );
    expect(after.head).toContain(
      '<meta property="og:image:alt" content="Renamed Owner, Counsel to Robots" />',
    );
    expect(jsonLd(after.head)[0]).toMatchObject({
      "@type": "Person",
      name: "Renamed Owner",
      jobTitle: "Counsel to Robots",
    });
    expect(before.head).toContain(
      `<title>${pageTitle(contentFixture).replace(/&/g, "&amp;")}</title>`,
    );
    expect(after.data).toContain('"name":"Renamed Owner"');
  });

  it("links the PDF CV where the server builds it, and not on a static host", () => {
    const pdfLinks = (html: string) => html.match(/_CV\.pdf/g)?.length ?? 0;
    const served = { ...staticPageSettings("home"), cvPdf: undefined };
    const page = render(served, contentFixture);
    expect(pdfLinks(page.html)).toBeGreaterThan(0);
    expect(bootData(page.data).content.noCvPdf).toBeUndefined();
    const onStaticHost = home();
    expect(pdfLinks(onStaticHost.html)).toBe(0);
    expect(bootData(onStaticHost.data).content.noCvPdf).toBe(true);
  });

  it("sends the browser only the content its hydrated parts use", () => {
    const { content, alternates, ...settings } = bootData(home().data);
    // Whether the PDF is served reaches the page as content.noCvPdf.
    expect(settings).toEqual({
      ...staticPageSettings("home"),
      cvPdf: undefined,
    });
    expect(alternates).toEqual([{ lang: "pt", href: "/pt/" }]);
    expect(Object.keys(content).sort()).toEqual(
      [
        "education",
        "email",
        "headings",
        "name",
        "navigation",
        "noCvPdf",
        "subtitle",
        "testimonials",
        "title",
      ].sort(),
    );
    expect(Object.keys(content.headings as object).sort()).toEqual(
      ["academic", "education", "testimonials", "testimonialsSubtitle"].sort(),
    );
    const data = home().data;
    for (const text of [
      ...contentFixture.about,
      ...contentFixture.coreAreas.map((area) => area.description),
      ...contentFixture.experience.flatMap((job) => job.highlights),
    ])
      expect(data).not.toContain(JSON.stringify(text).slice(1, -1));
  });

  it("sends the headline's effect and the owner's thanks only when she changed them", () => {
    const changed = bootData(
      home({
        ...contentFixture,
        headlineEffect: "still",
        tone: {
          enquiryNotice: "",
          enquiryThanks: "",
          thanks: "Thanks, truly.",
          notFound: "Nothing here.",
        },
      }).data,
    ).content;
    expect(changed.headlineEffect).toBe("still");
    expect(changed.thanks).toBe("Thanks, truly.");
    expect(changed).not.toHaveProperty("notFound");
    const unchanged = bootData(
      home({
        ...contentFixture,
        headlineEffect: "typed",
        tone: {
          enquiryNotice: "",
          enquiryThanks: "",
          thanks: "",
          notFound: "",
        },
      }).data,
    ).content;
    expect(unchanged).not.toHaveProperty("headlineEffect");
    expect(unchanged).not.toHaveProperty("thanks");
  });

  it("says the not-found page's line in the owner's words, or the language's", () => {
    const notFound = (profile: Profile, lang: "en" | "pt" = "en") =>
      decode(render(staticPageSettings("not-found", lang), profile).html);
    expect(notFound(contentFixture)).toContain(
      DICTIONARIES.en.page.notFoundMessage,
    );
    expect(notFound(contentFixture, "pt")).toContain(
      DICTIONARIES.pt.page.notFoundMessage,
    );
    const own = notFound({
      ...contentFixture,
      tone: {
        enquiryNotice: "",
        enquiryThanks: "",
        thanks: "",
        notFound: "Nothing here, sorry.",
      },
    });
    expect(own).toContain("Nothing here, sorry.");
    expect(own).not.toContain(DICTIONARIES.en.page.notFoundMessage);
  });

  it("shows the book and the podcast side by side, and hides either when absent", () => {
    const both = decode(home({ ...contentFixture, book, podcast }).html);
    for (const work of [book, podcast]) {
      expect(both).toContain(work.title);
      expect(both).toContain(`href="${work.url}"`);
      // The arrow keeps to the title's last word on a narrow phone.
      expect(both).toMatch(
        new RegExp(`${work.title}\u00a0<span aria-hidden="true">↗</span>`),
      );
    }
    const none = decode(
      home({ ...contentFixture, book: null, podcast: null }).html,
    );
    expect(none).not.toContain(book.title);
    expect(none).toContain('id="elsewhere"');
    const onlyPodcast = decode(
      home({ ...contentFixture, book: null, podcast }).html,
    );
    expect(onlyPodcast).toContain(podcast.title);
    expect(onlyPodcast).not.toContain(book.title);
  });

  it('offers "Book a call" beside the call to action only with a booking link', () => {
    const withBooking = decode(
      home({
        ...contentFixture,
        bookingUrl: "https://cal.example/owner",
        headings: { ...contentFixture.headings, booking: "Book a call" },
      }).html,
    );
    expect(withBooking).toMatch(
      /href="https:\/\/cal\.example\/owner"[^>]*>Book a call/,
    );
    const without = decode(home({ ...contentFixture, bookingUrl: "" }).html);
    expect(without).not.toContain(contentFixture.headings.booking);
  });

  it("draws each language's bars from its level, labelled with the note or the level's name", () => {
    const html = decode(
      home({
        ...contentFixture,
        languages: [
          { name: "Latin", level: "working", note: "" },
          { name: "Greek", level: "basic", note: "A2" },
        ],
      }).html,
    );
    expect(html).toContain(
      'aria-valuenow="2" aria-valuetext="Working proficiency: level 2 of 3"',
    );
    expect(html).toContain(
      'aria-valuenow="1" aria-valuetext="A2: level 1 of 3"',
    );
    expect(languageLabel({ level: "working", note: "" }, DICTIONARIES.en)).toBe(
      "Working proficiency",
    );
  });

  it("hides the testimonials when the owner says so", () => {
    const html = home({
      ...contentFixture,
      testimonials: { ...contentFixture.testimonials, show: false },
    }).html;
    expect(html).not.toContain('id="testimonials"');
  });

  it("shows the portrait in the hero, sized before it loads and fetched first, and nothing without one", () => {
    const portrait = {
      id: "0123456789abcdef0123456789abcdef",
      alt: "The owner at her desk",
      width: 960,
      height: 1200,
      widths: [320, 640, 960],
    };
    const html = home({ ...contentFixture, portrait }).html;
    const hero = /<section id="home".*?<\/section>/s.exec(html)![0];
    expect(hero).toContain('alt="The owner at her desk"');
    expect(hero).toMatch(/<img[^>]*width="960"[^>]*height="1200"/);
    expect(hero).toMatch(/fetchpriority="high"/i);
    expect(hero).toContain(
      'type="image/avif" srcSet="/portrait/0123456789abcdef0123456789abcdef-320.avif 320w',
    );
    expect(home(contentFixture).html).not.toContain("<picture");
  });
});

describe("the rendered testimonials in the boot data", () => {
  it("carry what the page shows, without the ids and dates it does not", () => {
    const row = {
      id: "4a1f8e7c-9b2d-4c3e-8f6a-1b2c3d4e5f60",
      name: "Ana Lima",
      company: "Acme",
      relationship: "Client" as const,
      comment: "Clear advice, delivered on time.",
      created_at: "2026-11-20T10:00:00.000Z",
      lang: "pt",
      invited: true,
    };
    const page = render(
      { ...staticPageSettings("home"), testimonials: [row] },
      contentFixture,
    );
    expect(bootData(page.data).testimonials).toEqual([
      {
        name: "Ana Lima",
        company: "Acme",
        relationship: "Client",
        comment: "Clear advice, delivered on time.",
        lang: "pt",
        invited: true,
      },
    ]);
    expect(page.html).toContain("Clear advice, delivered on time.");
    expect(page.html).toContain(">Invited</span>");
    expect(page.html).toContain('lang="pt-PT"');
  });
});
