import { describe, expect, it } from "vitest";
import {
  assertValidProfile,
  type Profile,
} from "../../../core/content/profile-schema";
import { render } from "../entry-server";
import { seedProfilePt } from "../../../content/profile-pt";
import { contentFixture } from "../../../content/content-fixture";
import { staticPageSettings } from "./boot-data";

const BOTH = {
  defaultLanguage: "en" as const,
  published: ["en", "pt"] as const,
};
const pt = assertValidProfile(seedProfilePt);

const privacyPage = (profile: Profile, lang: "en" | "pt" = "en") =>
  render(
    {
      ...staticPageSettings("privacy", lang),
      languages: { ...BOTH, published: [...BOTH.published] },
    },
    profile,
    { siteUrl: "https://counsel.example" },
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the privacy page", () => {
  it("states the default notice in the page's language, with the owner's name, e-mail and the periods kept", () => {
    const page = privacyPage(pt, "pt");
    expect(page.lang).toBe("pt-PT");
    expect(page.html).toMatch(/<h1[^>]*>Aviso de privacidade<\/h1>/);
    expect(page.html).toMatch(/<h2[^>]*>Quem é responsável<\/h2>/);
    const words = text(page.html);
    expect(words).toContain(`Eu, ${pt.name},`);
    expect(words).toContain("apagado 30 dias depois de ser rejeitado");
    expect(words).toContain("não definem cookies");
    expect(page.html).toContain(`<a href="mailto:${pt.email}"`);
    expect(page.html).toMatch(/<li>Um testemunho aprovado:/);
  });

  it("links home, the other language's privacy page, and itself in the footer", () => {
    const page = privacyPage(pt, "pt");
    expect(page.html).toContain('href="/pt/"');
    expect(page.html).toMatch(/<a href="\/privacy" hrefLang="en" lang="en"/);
    expect(page.html).toMatch(
      /<a href="\/pt\/privacidade" aria-current="page"[^>]*>Aviso de privacidade<\/a>/,
    );
    expect(page.data).toContain(
      '"alternates":[{"lang":"en","href":"/privacy"}]',
    );
  });

  it("has its own title, description, address and language versions, and may be indexed", () => {
    const { head } = privacyPage(contentFixture);
    expect(head).toContain(
      `<title>Privacy notice | ${contentFixture.name}</title>`,
    );
    expect(head).toContain(
      `<meta name="description" content="How ${contentFixture.name}'s site handles`,
    );
    expect(head).toContain(
      '<link rel="canonical" href="https://counsel.example/privacy" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="pt-PT" href="https://counsel.example/pt/privacidade" />',
    );
    expect(head).not.toContain("noindex");
    expect(head).not.toContain("og:");
    expect(head).not.toContain("ld+json");
  });

  it("shows the owner's own text instead, as text: headings, paragraphs, lists and e-mail links, never HTML", () => {
    const page = privacyPage({
      ...contentFixture,
      privacy: {
        text: "## My notice\n\nWrite to me at owner@counsel.example.\n\n- one\n- two\n\n<script>alert(1)</script>",
      },
    });
    expect(page.html).toMatch(/<h2[^>]*>My notice<\/h2>/);
    expect(page.html).toContain(
      'Write to me at <a href="mailto:owner@counsel.example"',
    );
    expect(page.html).toMatch(/<ul[^>]*><li>one<\/li><li>two<\/li><\/ul>/);
    expect(page.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.html).not.toContain("Who is responsible");
  });
});
