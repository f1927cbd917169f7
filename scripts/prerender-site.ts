import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { assertValidProfile } from "../core/profile-schema";
import { PUBLISHED_CONTENT_FILE } from "../server/render/content-files";
import { fillTemplate, loadTemplate } from "../server/render/template";
import type * as ServerEntry from "../src/entry-server";

const HTML_PLACEHOLDER = "<!--app-html-->";

/**
 * Checks `seed` (a ContentError, one line per wrong field, stops the build
 * before anything is written), then writes the pages of a static host into
 * `distDir`'s client folder: index.html and 404.html rendered from it, the
 * raw template beside them for our server, and content/en.json, so the CV
 * download finds the content at the same address as on our server.
 */
export async function prerenderSite(
  distDir: URL,
  seed: unknown,
): Promise<string> {
  const profile = assertValidProfile(seed, "src/content/profile.ts");
  const clientDir = new URL("client/", distDir);
  const { render, staticPageSettings } = (await import(
    new URL("server/entry-server.js", distDir).href
  )) as typeof ServerEntry;
  // Vite's index.html becomes the template; run again over the same build
  // (index.html already prerendered), the first run's template stays.
  const built = await readFile(new URL("index.html", clientDir), "utf8");
  if (built.includes(HTML_PLACEHOLDER))
    await writeFile(new URL("template.html", clientDir), built);
  const template = await loadTemplate(fileURLToPath(clientDir));
  const page = (name: "home" | "not-found") =>
    fillTemplate(template, render(staticPageSettings(name), profile));
  const content = new URL(`.${PUBLISHED_CONTENT_FILE}`, clientDir);
  await mkdir(new URL(".", content), { recursive: true });
  await Promise.all([
    writeFile(new URL("index.html", clientDir), page("home")),
    writeFile(new URL("404.html", clientDir), page("not-found")),
    writeFile(content, JSON.stringify(profile)),
  ]);
  return `prerendered ${fileURLToPath(clientDir)}: index.html, 404.html and ${PUBLISHED_CONTENT_FILE.slice(1)} from the seed`;
}
