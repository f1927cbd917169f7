/**
 * Build step, for static hosts: writes the files a site needs besides the
 * page, from the seeds: each language's social card (1200×630) beside its
 * home page, the icon set, the web manifest (from the default language's
 * seed), robots.txt and sitemap.xml (every language). Our server draws
 * the cards and the icons from the published content instead
 * (server/images/site/), and renders the other three itself.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { assertValidProfile } from "../core/content/profile-schema";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../core/site-languages";
import { socialCard } from "../core/content/social-card";
import { robotsTxt, sitemapXml, webManifest } from "../server/render/seo-files";
import { renderSiteImages } from "../server/images/site/render-site-images";
import { ogImagePath } from "../web/page/app/og-image";
import { SEED_FILES, SEED_PROFILES } from "../content/seed-profiles";
import { staticSiteUrl } from "./site-url";
import { runCommand } from "../server/cli/run-command";

runCommand(async ([dir]) => {
  // Into dist/client unless a build folder is given (a test building elsewhere).
  const clientDir = dir
    ? pathToFileURL(`${resolve(dir)}/client/`)
    : new URL("../dist/client/", import.meta.url);
  const out = (name: string) => new URL(`.${name}`, clientDir);
  const seed = (lang: SiteLanguage) =>
    assertValidProfile(SEED_PROFILES[lang], SEED_FILES[lang]);
  // The seeds have no portrait: its files live in a store.
  const drawn = (lang: SiteLanguage) =>
    renderSiteImages({
      card: socialCard({ ...seed(lang), portrait: null }, staticSiteUrl()),
      portrait: null,
    });
  const profile = seed(DEFAULT_LANGUAGE);
  const images = await drawn(DEFAULT_LANGUAGE);
  const languages = {
    defaultLanguage: DEFAULT_LANGUAGE,
    published: [...SITE_LANGUAGES],
  };
  for (const lang of SITE_LANGUAGES) {
    if (lang === DEFAULT_LANGUAGE) continue;
    const card = out(ogImagePath(lang, DEFAULT_LANGUAGE));
    await mkdir(new URL(".", card), { recursive: true });
    await writeFile(card, (await drawn(lang))["/og-image.png"]);
  }
  await Promise.all([
    ...Object.entries(images).map(([path, bytes]) =>
      writeFile(out(path), bytes),
    ),
    writeFile(
      out("/site.webmanifest"),
      webManifest(profile, LANGUAGE_INFO[DEFAULT_LANGUAGE].tag),
    ),
    writeFile(out("/robots.txt"), robotsTxt(staticSiteUrl())),
    writeFile(
      out("/sitemap.xml"),
      sitemapXml(staticSiteUrl(), new Date(), languages),
    ),
  ]);
  console.log(
    "generated the social cards, icons, manifest, robots.txt and sitemap.xml",
  );
});
