/**
 * Build step, for static hosts: writes the files a site needs besides the
 * page, from the seed: the social card (1200×630), the icon set, the web
 * manifest, robots.txt and sitemap.xml. Our server draws the card and the
 * icons from the published content instead (server/site-files/), and
 * renders the other three itself.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { assertValidProfile } from "../core/profile-schema";
import { socialCard } from "../core/social-card";
import { robotsTxt, sitemapXml, webManifest } from "../server/render/seo-files";
import { renderSiteImages } from "../server/site-files/render-site-images";
import { seedProfile } from "../src/content/profile";
import { runCommand } from "./run-command";

runCommand(async ([dir]) => {
  // Into dist/client unless a build folder is given (a test building elsewhere).
  const clientDir = dir
    ? pathToFileURL(`${resolve(dir)}/client/`)
    : new URL("../dist/client/", import.meta.url);
  const out = (name: string) => new URL(`.${name}`, clientDir);
  const profile = assertValidProfile(seedProfile, "src/content/profile.ts");
  // The seed has no portrait: its files live in a store.
  const images = await renderSiteImages({
    card: socialCard({ ...profile, portrait: null }),
    portrait: null,
  });
  await Promise.all([
    ...Object.entries(images).map(([path, bytes]) =>
      writeFile(out(path), bytes),
    ),
    writeFile(out("/site.webmanifest"), webManifest(profile)),
    writeFile(out("/robots.txt"), robotsTxt(profile.websiteUrl)),
    writeFile(out("/sitemap.xml"), sitemapXml(profile.websiteUrl, new Date())),
  ]);
  console.log(
    "generated the social card, icons, manifest, robots.txt and sitemap.xml",
  );
});
