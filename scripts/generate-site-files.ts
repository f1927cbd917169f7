/**
 * Build step: writes the files a site needs besides the page, all generated
 * from the profile: the social card (1200×630), the icon set, the web
 * manifest, and robots.txt and sitemap.xml for static hosts (our server
 * answers those two itself, with SITE_URL).
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { OG_IMAGE } from "../src/app/og-image";
import { profile } from "../src/content/profile";
import { robotsTxt, sitemapXml, webManifest } from "../server/render/seo-files";
import { iconSvg, socialCardSvg } from "./site-files/images";
import { loadHeadingFont } from "./site-files/svg-text";

const require = createRequire(import.meta.url);
// Into dist/client unless a build folder is given (a test building elsewhere).
const clientDir = process.argv[2]
  ? pathToFileURL(`${resolve(process.argv[2])}/client/`)
  : new URL("../dist/client/", import.meta.url);
const out = (name: string) => new URL(name, clientDir);

await initWasm(
  await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
);
const png = (svg: string, width: number) =>
  new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();

const font = loadHeadingFont();
const icon = iconSvg(profile, font);
const card = socialCardSvg(profile, font, new URL(profile.websiteUrl).host);

await Promise.all([
  writeFile(out("og-image.png"), png(card, OG_IMAGE.width)),
  writeFile(out("favicon.svg"), icon),
  writeFile(out("favicon-32.png"), png(icon, 32)),
  writeFile(out("apple-touch-icon.png"), png(icon, 180)),
  writeFile(out("icon-192.png"), png(icon, 192)),
  writeFile(out("icon-512.png"), png(icon, 512)),
  writeFile(out("site.webmanifest"), webManifest(profile)),
  writeFile(out("robots.txt"), robotsTxt(profile.websiteUrl)),
  writeFile(out("sitemap.xml"), sitemapXml(profile.websiteUrl, new Date())),
]);
console.log(
  "generated the social card, icons, manifest, robots.txt and sitemap.xml",
);
