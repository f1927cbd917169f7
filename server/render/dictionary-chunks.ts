import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { SITE_LANGUAGES, type SiteLanguage } from "../../core/site-languages";

/**
 * The address of each language's dictionary chunk in a build's client folder
 * (named `dictionary-{lang}-{hash}.js` by vite.config.ts), for the preload
 * link of that language's pages.
 */
export async function dictionaryChunks(
  clientDir: string,
): Promise<Record<SiteLanguage, string>> {
  const files = await readdir(join(clientDir, "assets"));
  const chunks = {} as Record<SiteLanguage, string>;
  for (const lang of SITE_LANGUAGES) {
    const file = files.find(
      (name) => name.startsWith(`dictionary-${lang}-`) && name.endsWith(".js"),
    );
    if (!file)
      throw new Error(
        `The build has no dictionary chunk for "${lang}": run npm run build`,
      );
    chunks[lang] = `/assets/${file}`;
  }
  return chunks;
}
