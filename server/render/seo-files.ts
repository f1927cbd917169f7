import type { Profile } from "../../core/profile-schema";

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

/** robots.txt; `siteUrl` may be "" (no known origin: no sitemap line, which must be absolute). */
export function robotsTxt(siteUrl: string): string {
  const rules = "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n";
  return siteUrl
    ? `${rules}\nSitemap: ${origin(siteUrl)}/sitemap.xml\n`
    : rules;
}

/** sitemap.xml; with no known origin ("") it lists nothing, as its addresses must be absolute. */
export function sitemapXml(siteUrl: string, lastModified: Date): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...(siteUrl
      ? [
          `  <url><loc>${escapeXml(origin(siteUrl))}/</loc><lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod></url>`,
        ]
      : []),
    `</urlset>`,
    ``,
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The web app manifest (the build writes it; it names the generated icons). */
export function webManifest(profile: Profile): string {
  return JSON.stringify(
    {
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
