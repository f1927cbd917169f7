import { describe, expect, it } from "vitest";
import { pageTitle } from "../../../core/content/profile-derived";
import type { SiteLanguage, SiteLanguages } from "../../../core/site-languages";
import { DICTIONARIES } from "../i18n/dictionaries";
import { contentFixture as profile } from "../../../content/content-fixture";
import {
  accentColours,
  accentProperties,
  THEME_COLOURS,
} from "../../../core/accent-colours";
import { readFileSync } from "node:fs";
import type { PageName } from "./boot-data";
import {
  accentRule,
  renderHead as renderPageHead,
  type HeadOptions,
} from "./head";

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function structuredData(head: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
    head,
  );
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as { "@graph": Array<Record<string, unknown>> };
}

const book = {
  title: "A Book",
  url: "https://books.example/a-book",
  description: "About things.",
};

const twitterImage = (head: string) =>
  /<meta name="twitter:image" content="([^"]+)"/.exec(head)![1];

const BOTH: SiteLanguages = { defaultLanguage: "en", published: ["en", "pt"] };
const ENGLISH_ONLY: SiteLanguages = {
  defaultLanguage: "en",
  published: ["en"],
};

/** The head of a page, in English on an English-only site unless told. */
function renderHead(
  page: PageName,
  content: typeof profile,
  options: HeadOptions = {},
  lang: SiteLanguage = "en",
  languages: SiteLanguages = ENGLISH_ONLY,
) {
  return renderPageHead(
    { page, lang, languages },
    content,
    DICTIONARIES[lang],
    options,
  );
}

describe("renderHead", () => {
  const head = renderHead("home", profile, {
    siteUrl: "https://counsel.example/",
  });

  it("has the title, description and keywords from the profile", () => {
    expect(head).toContain(`<title>${escaped(pageTitle(profile))}</title>`);
    expect(head).toContain(
      `<meta name="description" content="${escaped(profile.seo.description)}" />`,
    );
    expect(head).toContain(
      `<meta name="keywords" content="${escaped(profile.seo.keywords.join(", "))}" />`,
    );
  });

  it("gives the owner's accent colour, and the colours derived from it, as the page's own CSS rule", () => {
    const burgundy = accentColours("344 46% 33%");
    expect(accentRule({ ...profile, accentColor: "344 46% 33%" })).toBe(
      `:root{--accent:344 46% 33%;--on-accent:#fff;--accent-ink-light:#7b2d42;--accent-ink-dark:${burgundy.inkDark}}`,
    );
    // Short: the page has few bytes to spare in its first round trip.
    for (const accentColor of ["213 94% 68%", "0 0% 50%", "111 100% 54%"])
      expect(accentRule({ accentColor }).length).toBeLessThanOrEqual(105);
  });

  it("sets every property the stylesheet reads, on the surfaces the colours were worked out for", () => {
    const styles = readFileSync(
      new URL("../../styles.css", import.meta.url),
      "utf8",
    );
    const declared = (name: string) =>
      new RegExp(`${name}:\\s*light-dark\\(([^)]*\\)),\\s*([^)]*\\))\\)`).exec(
        styles,
      );
    const [surface, alt, raised] = ["", "-alt", "-raised"].map((suffix) =>
      declared(`--color-surface${suffix}`)!,
    );
    for (const [i, theme] of (["light", "dark"] as const).entries()) {
      expect([surface, alt, raised].map((match) => match![i + 1])).toEqual(
        THEME_COLOURS[theme].surfaces.map((hsl) => `hsl(${hsl})`),
      );
      expect(declared("--color-ink")![i + 1]).toBe(
        `hsl(${THEME_COLOURS[theme].ink})`,
      );
    }
    const read = new Set(
      [...styles.matchAll(/var\((--(?:on-)?accent[\w-]*)\)/g)].map((m) => m[1]),
    );
    expect([...read].sort()).toEqual(
      Object.keys(accentProperties("213 94% 68%")).sort(),
    );
  });

  it('titles the page "{name} | {title}" unless the owner wrote a title', () => {
    const untitled = { ...profile, seo: { ...profile.seo, title: "" } };
    expect(renderHead("home", untitled)).toContain(
      `<title>${escaped(`${profile.name} | ${profile.title}`)}</title>`,
    );
    const titled = { ...profile, seo: { ...profile.seo, title: "My Own" } };
    const own = renderHead("home", titled);
    expect(own).toContain("<title>My Own</title>");
    expect(own).toContain('<meta property="og:title" content="My Own" />');
  });

  it("points canonical, Open Graph and Twitter at the site URL", () => {
    expect(head).toContain(
      '<link rel="canonical" href="https://counsel.example/" />',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://counsel.example/" />',
    );
    expect(head).toMatch(
      /<meta property="og:image" content="https:\/\/counsel\.example\/og-image\.png\?v=[0-9a-z]+" \/>/,
    );
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain(
      '<meta name="twitter:card" content="summary_large_image" />',
    );
  });

  it("gives the social card a new address when what it shows changes, so social networks fetch it again", () => {
    const image = (head: string) =>
      /<meta property="og:image" content="([^"]+)"/.exec(head)![1]!;
    const at = (changed: typeof profile) =>
      image(
        renderHead("home", changed, { siteUrl: "https://counsel.example/" }),
      );
    const now = image(head);
    expect(at({ ...profile, name: "Someone Else" })).not.toBe(now);
    expect(at({ ...profile, title: "Another Title" })).not.toBe(now);
    expect(at({ ...profile, accentColor: "10 80% 50%" })).not.toBe(now);
    const portrait = {
      id: "a".repeat(32),
      alt: "",
      width: 960,
      height: 1200,
      widths: [960],
    };
    expect(at({ ...profile, portrait })).not.toBe(now);
    expect(
      at({ ...profile, seo: { ...profile.seo, keywords: ["other"] } }),
    ).toBe(now);
    expect(twitterImage(head)).toBe(now);
  });

  it("never takes the site's address from the content's website, and leaves out absolute links without one", () => {
    const website = { ...profile, websiteUrl: "https://own.example" };
    const none = renderHead("home", website);
    expect(none).not.toContain("own.example/");
    expect(none).not.toContain("canonical");
    expect(none).not.toContain("og:image");
    expect(none).toContain('<meta property="og:title"');
  });

  it("describes the owner and the book in JSON-LD, without reviews or ratings", () => {
    const graph = structuredData(
      renderHead(
        "home",
        { ...profile, book },
        { siteUrl: "https://c.example" },
      ),
    )["@graph"];
    const person = graph.find((node) => node["@type"] === "Person")!;
    expect(person).toMatchObject({
      name: profile.name,
      jobTitle: profile.title,
      email: `mailto:${profile.email}`,
      url: "https://c.example",
      sameAs: expect.arrayContaining([profile.linkedinUrl, book.url]),
      knowsLanguage: profile.languages.map((language) => language.name),
      award: profile.awards.map((award) => award.title),
    });
    if (profile.education[0])
      expect(person.alumniOf).toContainEqual({
        "@type": "EducationalOrganization",
        name: profile.education[0].school,
      });
    expect(graph.find((node) => node["@type"] === "Book")).toMatchObject({
      name: book.title,
      url: book.url,
      author: { "@id": person["@id"] },
    });
    expect(head).not.toMatch(/Review|AggregateRating/);
  });

  it("has no Book node when there is no book", () => {
    const graph = structuredData(
      renderHead("home", { ...profile, book: null }),
    )["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual([
      "Person",
      "ProfilePage",
    ]);
  });

  it("keeps the 404 page and previews out of search results", () => {
    const notFound = renderHead("not-found", profile);
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain("canonical");
    expect(head).not.toContain("noindex");
    expect(renderHead("home", profile, { noindex: true })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it("escapes markup in profile text", () => {
    const hostile = {
      ...profile,
      name: '"><script>alert(1)</script>',
    };
    const html = renderHead("home", hostile, {
      siteUrl: 'https://x.example/"><script>',
    });
    expect(html).not.toContain('"><script>');
    expect(html).not.toContain("</script><");
  });
});

describe("renderHead per language", () => {
  const SITE = { siteUrl: "https://counsel.example" };
  const at = (lang: SiteLanguage, languages = BOTH) =>
    renderHead("home", profile, SITE, lang, languages);
  const alternates = (head: string) =>
    [
      ...head.matchAll(
        /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g,
      ),
    ].map(([, hreflang, href]) => `${hreflang} ${href}`);
  const metas = (head: string, property: string) =>
    [
      ...head.matchAll(
        new RegExp(`<meta property="${property}" content="([^"]+)" />`, "g"),
      ),
    ].map((match) => match[1]);

  it("points canonical and og:url at the page's own address", () => {
    const en = at("en");
    const pt = at("pt");
    expect(en).toContain(
      '<link rel="canonical" href="https://counsel.example/" />',
    );
    expect(metas(en, "og:url")).toEqual(["https://counsel.example/"]);
    expect(pt).toContain(
      '<link rel="canonical" href="https://counsel.example/pt/" />',
    );
    expect(metas(pt, "og:url")).toEqual(["https://counsel.example/pt/"]);
    const ptDefault: SiteLanguages = {
      defaultLanguage: "pt",
      published: ["en", "pt"],
    };
    expect(at("en", ptDefault)).toContain(
      '<link rel="canonical" href="https://counsel.example/en/" />',
    );
  });

  it("names every published language and x-default, the same on every page", () => {
    const expected = [
      "en https://counsel.example/",
      "pt-PT https://counsel.example/pt/",
      "x-default https://counsel.example/",
    ];
    expect(alternates(at("en"))).toEqual(expected);
    expect(alternates(at("pt"))).toEqual(expected);
  });

  it("has no alternates on a site in one language, on the 404 page, or without an origin", () => {
    expect(at("en", ENGLISH_ONLY)).not.toContain('rel="alternate"');
    expect(at("en", ENGLISH_ONLY)).not.toContain("og:locale:alternate");
    const notFound = renderHead("not-found", profile, SITE, "pt", BOTH);
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="alternate"');
    // hreflang addresses must be absolute.
    const relative = renderHead(
      "home",
      { ...profile, websiteUrl: "" },
      {},
      "en",
      BOTH,
    );
    expect(relative).not.toContain('rel="alternate"');
  });

  it("gives the page's Open Graph locale and the other published ones as alternates", () => {
    expect(metas(at("en"), "og:locale")).toEqual(["en_GB"]);
    expect(metas(at("en"), "og:locale:alternate")).toEqual(["pt_PT"]);
    expect(metas(at("pt"), "og:locale")).toEqual(["pt_PT"]);
    expect(metas(at("pt"), "og:locale:alternate")).toEqual(["en_GB"]);
  });

  it("links each language's social card at that language's address", () => {
    const image = (head: string) => metas(head, "og:image")[0];
    expect(image(at("en"))).toMatch(
      /^https:\/\/counsel\.example\/og-image\.png\?v=[0-9a-z]+$/,
    );
    expect(image(at("pt"))).toMatch(
      /^https:\/\/counsel\.example\/pt\/og-image\.png\?v=[0-9a-z]+$/,
    );
    expect(twitterImage(at("pt"))).toBe(image(at("pt")));
  });

  it("says the page's language in JSON-LD", () => {
    const page = (head: string) =>
      structuredData(head)["@graph"].find(
        (node) => node["@type"] === "ProfilePage",
      );
    const person = structuredData(at("pt"))["@graph"][0]!;
    // No url: the canonical link says it, and the page's first round trip
    // has no bytes to spare.
    expect(page(at("pt"))).toEqual({
      "@type": "ProfilePage",
      inLanguage: "pt-PT",
      mainEntity: { "@id": person["@id"] },
    });
    expect(page(at("en"))).toMatchObject({ inLanguage: "en" });
    // One person, whichever language describes them.
    expect(structuredData(at("en"))["@graph"][0]!["@id"]).toBe(person["@id"]);
  });
});
