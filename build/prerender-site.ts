import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { privacyPath } from "../core/content/privacy-page";
import { cvFileName } from "../core/content/profile-derived";
import {
  assertValidProfile,
  type Profile,
} from "../core/content/profile-schema";
import {
  DEFAULT_LANGUAGE,
  languageHome,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../core/site-languages";
import { contentFile } from "../server/render/content-files";
import { fillTemplate, loadTemplate } from "../server/render/template";
import { SEED_FILES } from "../content/seed-profiles";
import type { PageName } from "../web/page/app/boot-data";
import { staticSiteUrl } from "./site-url";
import type * as ServerEntry from "../web/page/entry-server";

const HTML_PLACEHOLDER = "<!--app-html-->";

/**
 * Checks each language's seed (a ContentError, one line per wrong field,
 * stops the build before anything is written), then writes the pages of a
 * static host into `distDir`'s client folder: index.html and 404.html in
 * the default language, `{lang}/index.html` for each other language, each
 * language's privacy page as `privacy.html`, `pt/privacidade.html` (static
 * hosts serve `/privacy` from `privacy.html`), each language's CV at the
 * address our server answers it (`cv/{file name}`, `pt/cv/{file name}`; the
 * page's link has `download`, as a static host sends no Content-Disposition),
 * the raw template beside them for our server, and `content/{lang}.json`.
 */
export async function prerenderSite(
  distDir: URL,
  seeds: Partial<Record<SiteLanguage, unknown>>,
): Promise<string> {
  const profiles = new Map<SiteLanguage, Profile>();
  for (const lang of SITE_LANGUAGES)
    if (seeds[lang] !== undefined)
      profiles.set(lang, assertValidProfile(seeds[lang], SEED_FILES[lang]));
  const clientDir = new URL("client/", distDir);
  const { render, renderCv, staticPageSettings } = (await import(
    new URL("server/entry-server.js", distDir).href
  )) as typeof ServerEntry;
  // Vite's index.html becomes the template; run again over the same build
  // (index.html already prerendered), the first run's template stays.
  const built = await readFile(new URL("index.html", clientDir), "utf8");
  if (built.includes(HTML_PLACEHOLDER))
    await writeFile(new URL("template.html", clientDir), built);
  const template = await loadTemplate(fileURLToPath(clientDir));
  const published = [...profiles.keys()];
  const page = (name: PageName, lang: SiteLanguage) => {
    const settings = staticPageSettings(name, lang);
    settings.languages.published = published;
    return fillTemplate(
      template,
      render(settings, profiles.get(lang)!, {
        siteUrl: staticSiteUrl(),
        start: template.start,
      }),
    );
  };
  const written: string[] = [];
  const write = async (path: string, text: string) => {
    const file = new URL(`.${path}`, clientDir);
    await mkdir(new URL(".", file), { recursive: true });
    await writeFile(file, text);
    written.push(path.slice(1));
  };
  for (const [lang, profile] of profiles) {
    await write(
      `${languageHome(lang, DEFAULT_LANGUAGE)}index.html`,
      page("home", lang),
    );
    await write(
      `${privacyPath(lang, DEFAULT_LANGUAGE)}.html`,
      page("privacy", lang),
    );
    await write(
      `${languageHome(lang, DEFAULT_LANGUAGE)}cv/${cvFileName(profile, lang)}`,
      renderCv(profile, lang).html,
    );
    await write(contentFile(lang), JSON.stringify(profile));
  }
  await write("/404.html", page("not-found", DEFAULT_LANGUAGE));
  return `prerendered ${fileURLToPath(clientDir)}: ${written.join(", ")} from the seed`;
}
