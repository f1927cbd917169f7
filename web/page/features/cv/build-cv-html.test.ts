import { describe, expect, it } from "vitest";
import { contentFixture } from "../../../../content/content-fixture";
import { languageLabel } from "../../app/language-label";
import { DICTIONARIES } from "../../i18n/dictionaries";
import type { Profile } from "../../../../core/content/profile-schema";
import type { SiteLanguage } from "../../../../core/site-languages";
import { escapeHtml } from "./build-cv-html";
import { renderCv } from "./cv-document";

/** The CV file of `profile`, as the server builds it. */
const cvOf = (profile: Profile, lang: SiteLanguage = "en") =>
  renderCv(profile, lang).html;

const profile = {
  ...contentFixture,
  phone: "+351 900 000 000",
  book: {
    title: "A Book",
    url: "https://books.example/a-book",
    description: "About things.",
  },
  websiteUrl: "https://www.site.example/",
  linkedinUrl: "https://www.linkedin.com/in/someone",
  accentColor: "213 94% 68%",
  certifications: [
    { title: "Privacy Professional", issuer: "IAPP", year: 2022 },
    { title: "Arbitration Course", issuer: "Bar School", year: 2019 },
  ],
  awards: [{ title: "Rising Star", issuer: "TTR", year: 2024 }],
};
const en = DICTIONARIES.en.cv;

const headingsOf = (html: string) =>
  [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
const sectionOf = (html: string, heading: string) =>
  new RegExp(`<section><h2>${heading}</h2>(.*?)</section>`, "s").exec(
    html,
  )?.[1] ?? "";

describe("the HTML CV", () => {
  const html = cvOf(profile);

  it("is a standalone light document with language, charset and title", () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="color-scheme" content="light">');
    expect(html).toMatch(/<style>[^<]*:root\{color-scheme:light/);
    expect(html).toContain(`<title>${profile.name} | CV</title>`);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    // The only script is data (JSON-LD), never code; nothing is fetched.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
    ]);
    expect(html).not.toMatch(/<link |<img |@import|url\(/);
  });

  it("prints on A4 and Letter alike: page margins, entries kept whole, headings kept with what follows, links in ink", () => {
    const style = /<style>([^<]*)<\/style>/.exec(html)![1]!;
    expect(style).toMatch(/@page\{size:auto;margin:1[4-6]mm 1[4-6]mm\}/);
    const print = /@media print\{(.*)\}$/.exec(style)![1]!;
    expect(print).toMatch(/\.entry[^{]*\{[^}]*break-inside:avoid/);
    expect(print).toMatch(/h2\{[^}]*break-after:avoid/);
    expect(print).toMatch(/(^|\})a\{color:inherit/);
    expect(style).toMatch(/\.period\{[^}]*white-space:nowrap/);
  });

  it("draws its rules in a dark shade of the owner's accent hue", () => {
    expect(html).toMatch(/--accent:hsl\(213 [0-9]+% 2[0-9]%\)/);
    const odd = cvOf({ ...profile, accentColor: "}</style><script>" });
    expect(odd).not.toContain("</style><script>");
    expect(odd).toMatch(/--accent:hsl\([0-9]+ [0-9]+% 2[0-9]%\)/);
  });

  it("opens with the name, title, summary and one contact line of links", () => {
    expect(html).toContain(
      `<header><h1>${escapeHtml(profile.name)}</h1><p class="role">${escapeHtml(profile.title)}</p><p class="summary">${escapeHtml(profile.subtitle)}</p>`,
    );
    const contact = /<p class="contact">(.*?)<\/p>/.exec(html)![1]!;
    expect(contact).toBe(
      [
        `<a href="mailto:${escapeHtml(profile.email)}">${escapeHtml(profile.email)}</a>`,
        `<a href="tel:+351900000000">+351 900 000 000</a>`,
        `<a href="https://www.site.example/">site.example</a>`,
        `<a href="https://www.linkedin.com/in/someone">linkedin.com/in/someone</a>`,
      ]
        .map((item) => `<span>${item}</span>`)
        .join(""),
    );
  });

  it("holds the specification's sections in its order, with the dictionary's and the content's headings", () => {
    expect(headingsOf(html)).toEqual(
      [
        en.about,
        profile.headings.coreAreas,
        profile.headings.languages,
        en.experience,
        "Academic Background",
        en.certifications,
        en.awards,
        en.publications,
      ].map(escapeHtml),
    );
    for (const text of [
      ...profile.about,
      ...profile.coreAreas.map((a) => a.title),
      ...profile.experience.flatMap((j) => [
        j.title,
        j.company,
        ...j.highlights,
      ]),
      ...profile.education.flatMap((e) => [e.title, e.school, e.detail]),
      ...profile.languages.flatMap((l) => [
        l.name,
        languageLabel(l, DICTIONARIES.en),
      ]),
    ])
      expect(html).toContain(escapeHtml(text));
  });

  it("gives each job its period on the title's line, never broken", () => {
    const experience = sectionOf(html, en.experience);
    for (const job of profile.experience)
      expect(experience).toContain(
        `<span class="period">${escapeHtml(job.period)}${job.current ? ` (${en.current})` : ""}</span>`,
      );
    expect(experience.match(/<div class="entry">/g)).toHaveLength(
      profile.experience.length,
    );
  });

  it("lists certifications under their own heading, each with issuer and year", () => {
    const certifications = sectionOf(html, en.certifications);
    expect(certifications).toContain(
      '<div class="entry"><div class="row"><span><h3>Privacy Professional</h3>, <span class="org">IAPP</span></span><span class="period">2022</span></div></div>',
    );
    expect(certifications).toContain("Arbitration Course");
    expect(certifications).not.toContain("Rising Star");
    expect(sectionOf(html, en.awards)).toContain(
      '<h3>Rising Star</h3>, <span class="org">TTR</span>',
    );
    expect(sectionOf(html, en.publications)).toContain(
      '<a href="https://books.example/a-book"><cite>A Book</cite></a>',
    );
  });

  it("ends with a link to the personal website, when one is set", () => {
    expect(html).toContain(
      '<footer><p><a href="https://www.site.example/">site.example</a></p></footer>',
    );
    expect(cvOf({ ...profile, websiteUrl: "" })).not.toContain("<footer>");
  });

  it("leaves out an empty phone, website and empty sections", () => {
    const bare = cvOf({
      ...profile,
      phone: "",
      websiteUrl: "",
      languages: [],
      certifications: [],
      awards: [],
      book: null,
    });
    expect(/<p class="contact">(.*?)<\/p>/.exec(bare)![1]).toBe(
      `<span><a href="mailto:${escapeHtml(profile.email)}">${escapeHtml(profile.email)}</a></span><span><a href="https://www.linkedin.com/in/someone">linkedin.com/in/someone</a></span>`,
    );
    expect(headingsOf(bare)).toEqual(
      [
        en.about,
        profile.headings.coreAreas,
        en.experience,
        profile.headings.academic,
      ].map(escapeHtml),
    );
  });

  it("escapes profile text", () => {
    const hostile = cvOf({
      ...profile,
      name: "<script>alert(1)</script>",
      about: ['Tom & Jerry say "hi" <b>'],
      websiteUrl: 'https://x.example/"><script>',
      certifications: [{ title: "<i>x</i>", issuer: "&", year: 2020 }],
    });
    expect(hostile).not.toContain("<script>");
    expect(hostile).not.toContain("<i>");
    expect(hostile).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(hostile).toContain("Tom &amp; Jerry say &quot;hi&quot; &lt;b&gt;");
    expect(hostile).toContain(
      'href="https://x.example/&quot;&gt;&lt;script&gt;"',
    );
    expect(hostile).toContain(
      '<h3>&lt;i&gt;x&lt;/i&gt;</h3>, <span class="org">&amp;</span>',
    );
  });
});

it("escapeHtml replaces the five special characters", () => {
  expect(escapeHtml(`<a href="x">&'</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;",
  );
});

describe("the HTML CV in another language", () => {
  const pt = DICTIONARIES.pt;
  const html = cvOf(contentFixture, "pt");

  it("is marked as that language and uses its headings", () => {
    expect(html.startsWith('<!doctype html>\n<html lang="pt-PT">')).toBe(true);
    expect(html).toContain(
      `<title>${escapeHtml(contentFixture.name)} | ${pt.cv.title}</title>`,
    );
    const headings = headingsOf(html);
    expect(headings).toContain(escapeHtml(pt.cv.about));
    expect(headings).toContain(escapeHtml(pt.cv.publications));
    expect(headings).not.toContain("About");
  });
});
