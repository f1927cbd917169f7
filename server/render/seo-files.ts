import { hreflangAlternates } from "../../core/hreflang";
import { contactPath } from "../../core/content/contact-page";
import { privacyPath } from "../../core/content/privacy-page";
import type { Profile } from "../../core/content/profile-schema";
import { languageHome, type SiteLanguages } from "../../core/site-languages";

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

/** robots.txt; `siteUrl` may be "" (no known origin: no sitemap line, which must be absolute). */
export function robotsTxt(siteUrl: string): string {
  const rules = "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n";
  return siteUrl
    ? `${rules}\nSitemap: ${origin(siteUrl)}/sitemap.xml\n`
    : rules;
}

/**
 * sitemap.xml: each published language's home page, the default's first,
 * then its privacy page likewise (and its enquiry page when the owner offers
 * the form: otherwise it answers 404), each naming every language's version and
 * x-default (xhtml:link, as search engines read hreflang in sitemaps) when
 * there is more than one. With no known origin ("") it lists nothing, as its
 * addresses must be absolute.
 */
export function sitemapXml(
  siteUrl: string,
  lastModified: Date,
  { defaultLanguage, published }: SiteLanguages,
  withContactPage = false,
): string {
  const base = escapeXml(origin(siteUrl));
  const lastmod = lastModified.toISOString().slice(0, 10);
  const languages = { defaultLanguage, published };
  const languagesInOrder = [
    defaultLanguage,
    ...published.filter((lang) => lang !== defaultLanguage),
  ];
  const pages = [
    languageHome,
    privacyPath,
    ...(withContactPage ? [contactPath] : []),
  ];
  const urls = pages.flatMap((pathOf) => {
    const links = hreflangAlternates(languages, pathOf)
      .map(
        ({ hreflang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${base}${path}"/>`,
      )
      .join("");
    return languagesInOrder.map(
      (lang) =>
        `  <url><loc>${base}${pathOf(lang, defaultLanguage)}</loc><lastmod>${lastmod}</lastmod>${links}</url>`,
    );
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${published.length > 1 ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : ""}>`,
    ...(siteUrl ? urls : []),
    `</urlset>`,
    ``,
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The web app manifest (the build writes it; it names the generated icons), in the default language (`lang`, its tag). */
export function webManifest(profile: Profile, lang: string): string {
  return JSON.stringify(
    {
      lang,
      name: profile.name,
      short_name: profile.name.split(" ")[0],
      description: profile.seo.description,
      start_url: "/",
      display: "browser",
      background_color: "#0f1626",
      theme_color: `hsl(${profile.accentColor})`,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  );
}
