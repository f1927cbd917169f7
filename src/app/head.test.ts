import { describe, expect, it } from "vitest";
import { pageTitle } from "../../core/profile-derived";
import { contentFixture as profile } from "../testing/content-fixture";
import { renderHead } from "./head";

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
    expect(head).toContain(`--accent:${profile.accentColor}`);
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

  it("uses the profile's website without SITE_URL, and leaves out absolute links without either", () => {
    const website = { ...profile, websiteUrl: "https://own.example" };
    expect(renderHead("home", website)).toContain(
      '<link rel="canonical" href="https://own.example/" />',
    );
    const none = renderHead("home", { ...profile, websiteUrl: "" });
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
    expect(graph.map((node) => node["@type"])).toEqual(["Person"]);
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
