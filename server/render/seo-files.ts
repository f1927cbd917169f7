import type { Profile } from "../../src/content/profile-schema";

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin(siteUrl)}/sitemap.xml\n`;
}

export function sitemapXml(siteUrl: string, lastModified: Date): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    `  <url><loc>${origin(siteUrl)}/</loc><lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod></url>`,
    `</urlset>`,
    ``,
  ].join("\n");
}

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
