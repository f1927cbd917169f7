import { describe, expect, it } from "vitest";
import { profile } from "../content/profile";
import { renderHead } from "./head";

function structuredData(head: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
    head,
  );
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as { "@graph": Array<Record<string, unknown>> };
}

describe("renderHead", () => {
  const head = renderHead("home", "https://counsel.example/");

  it("has the title, description and keywords from the profile", () => {
    expect(head).toContain(
      "<title>Marta Sousa | Legal Counsel for Startups &amp; Tech Companies</title>",
    );
    expect(head).toContain(
      `<meta name="description" content="${profile.seo.description.replace(/&/g, "&amp;")}" />`,
    );
    expect(head).toContain(
      '<meta name="keywords" content="legal counsel, startup lawyer,',
    );
  });

  it("points canonical, Open Graph and Twitter at the site URL", () => {
    expect(head).toContain(
      '<link rel="canonical" href="https://counsel.example/" />',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://counsel.example/" />',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://counsel.example/og-image.png" />',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain(
      '<meta name="twitter:card" content="summary_large_image" />',
    );
  });

  it("describes the owner and the book in JSON-LD, without reviews or ratings", () => {
    const graph = structuredData(head)["@graph"];
    const person = graph.find((node) => node["@type"] === "Person")!;
    const book = graph.find((node) => node["@type"] === "Book")!;
    expect(person).toMatchObject({
      name: profile.name,
      jobTitle: profile.title,
      email: `mailto:${profile.email}`,
      sameAs: expect.arrayContaining([profile.linkedinUrl]),
      knowsLanguage: ["Portuguese", "English", "Spanish", "German"],
      award: ["TTR 2024 Top-10 Rising Stars"],
    });
    expect(person.alumniOf).toContainEqual({
      "@type": "EducationalOrganization",
      name: profile.education[0]!.school,
    });
    expect(book).toMatchObject({
      name: profile.book.title,
      url: profile.book.url,
      author: { "@id": person["@id"] },
    });
    expect(head).not.toMatch(/Review|AggregateRating/);
  });

  it("keeps the 404 page out of search results", () => {
    const notFound = renderHead("not-found");
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain("canonical");
  });

  it("escapes markup in profile text", () => {
    expect(renderHead("home", 'https://x.example/"><script>')).not.toContain(
      '"><script>',
    );
  });
});
