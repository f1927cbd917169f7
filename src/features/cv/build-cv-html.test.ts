import { describe, expect, it } from "vitest";
import { contentFixture } from "../../testing/content-fixture";
import { languageLabel } from "../../content/language-label";
import { DICTIONARIES } from "../../i18n/dictionaries";
import { buildCvHtml, escapeHtml } from "./build-cv-html";

const profile = {
  ...contentFixture,
  book: {
    title: "A Book",
    url: "https://books.example/a-book",
    description: "About things.",
  },
  websiteUrl: "https://site.example",
};

describe("buildCvHtml", () => {
  const html = buildCvHtml(profile, "en", DICTIONARIES.en);

  it("is a standalone document with language, charset, title and print rules", () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain(`<title>${profile.name} | CV</title>`);
    expect(html).toMatch(/<style>[^<]*@media print\{/);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    // The only script is data (JSON-LD), never code.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
    ]);
    expect(html).not.toMatch(/<link /);
  });

  it("carries the same structured facts as the page (JSON-LD Person and Book)", () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
      html,
    )![1]!;
    const graph = JSON.parse(json)["@graph"];
    expect(graph[0]).toMatchObject({
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.title,
    });
    expect(graph[1]).toMatchObject({
      "@type": "Book",
      name: "A Book",
    });
  });

  it("holds every section in order, from the profile", () => {
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(
      [
        "About",
        profile.headings.coreAreas,
        profile.languages.length ? profile.headings.languages : null,
        profile.experience.length ? "Experience" : null,
        profile.education.length ? profile.headings.academic : null,
        profile.certifications.length ? "Certifications" : null,
        profile.awards.length ? "Awards" : null,
      ]
        .filter(Boolean)
        .map((heading) => escapeHtml(heading!)),
    );
    for (const text of [
      profile.about[0]!,
      ...profile.coreAreas.map((a) => a.title),
      ...profile.languages.map(
        (l) => `${l.name}: ${languageLabel(l, DICTIONARIES.en)}`,
      ),
      ...profile.experience.flatMap((j) => [j.period, ...j.highlights]),
      ...profile.education.map((e) => e.detail),
      ...profile.awards.map((a) => a.title),
    ])
      expect(html).toContain(escapeHtml(text));
  });

  it("ends with a footer link to the personal website", () => {
    expect(html).toContain(
      `<footer><a href="${profile.websiteUrl}">${profile.websiteUrl}</a></footer>`,
    );
  });

  it("leaves out an empty phone, website and language list", () => {
    const bare = buildCvHtml(
      { ...profile, phone: "", websiteUrl: "", languages: [] },
      "en",
      DICTIONARIES.en,
    );
    expect(bare).toContain(`<p>${escapeHtml(profile.email)}</p></header>`);
    expect(bare).not.toContain("<footer>");
    expect(bare).not.toContain(`<h2>${profile.headings.languages}</h2>`);
  });

  it("escapes profile text", () => {
    const hostile = buildCvHtml(
      {
        ...profile,
        name: "<script>alert(1)</script>",
        about: ['Tom & Jerry say "hi" <b>'],
        websiteUrl: 'https://x.example/"><script>',
      },
      "en",
      DICTIONARIES.en,
    );
    expect(hostile).not.toContain("<script>");
    expect(hostile).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(hostile).toContain("Tom &amp; Jerry say &quot;hi&quot; &lt;b&gt;");
    expect(hostile).toContain(
      'href="https://x.example/&quot;&gt;&lt;script&gt;"',
    );
  });
});

it("escapeHtml replaces the five special characters", () => {
  expect(escapeHtml(`<a href="x">&'</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;",
  );
});

describe("buildCvHtml in another language", () => {
  const pt = DICTIONARIES.pt;
  const html = buildCvHtml(contentFixture, "pt-PT", pt);

  it("is marked as that language and uses its headings", () => {
    expect(html.startsWith('<!doctype html>\n<html lang="pt-PT">')).toBe(true);
    expect(html).toContain(
      `<title>${escapeHtml(contentFixture.name)} | ${pt.cv.title}</title>`,
    );
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toContain(escapeHtml(pt.cv.about));
    expect(headings).not.toContain("About");
  });
});
