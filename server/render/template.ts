import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PageStart } from "../../core/boot-script";
import type { RenderedPage } from "../../web/page/entry-server";
import { criticalCss, lateStylesheetName } from "./critical-css";

/** The page's stylesheet, but not the print one (media="print"), which stays a link. */
const STYLESHEET =
  /<link rel="stylesheet"(?![^>]*media="print")[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The built page's entry script; the head's boot script starts it (core/boot-script.ts). */
const ENTRY_SCRIPT =
  /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** Preloads of the entry's imports would be fetched before the first paint too; the entry finds them. */
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>\s*/g;

/** Where the page's inlined stylesheet goes. */
const STYLE_PLACEHOLDER = "<!--app-style-->";

/** A page template: the built index.html prepared for serving, or Vite's dev page. */
export interface PageTemplate {
  html: string;
  /**
   * The built page's stylesheet, taken out of `html`: each page inlines the
   * part that can apply to it (critical-css.ts). Absent in Vite's dev page,
   * which loads its own styles and scripts.
   */
  stylesheet?: { url: string; css: string };
  /**
   * What the boot script fetches after the first paint: the entry script
   * (taken out of `html`) and the stylesheet's late part, built beside it.
   */
  start?: PageStart;
}

/**
 * Reads the built index.html and prepares it for serving: the page is
 * readable from its HTML alone, so nothing but the HTML (and the heading
 * font) is fetched before the first paint. Its stylesheet is inlined, the
 * part of it each page can use (the whole CSS is a few KB compressed, and the
 * page must fit a new connection's first round trip); its entry script and
 * the stylesheet's late part are fetched after that paint
 * (core/boot-script.ts).
 */
export async function loadTemplate(
  clientDir: string,
  file = "template.html",
): Promise<PageTemplate> {
  const template = await readFile(join(clientDir, file), "utf8");
  const sheets = [...template.matchAll(STYLESHEET)];
  if (sheets.length > 1)
    throw new Error(
      `${file} links ${sheets.length} stylesheets; the page inlines one`,
    );
  const entryScript = ENTRY_SCRIPT.exec(template)?.[1];
  let html = template.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOADS, "");
  const [sheet] = sheets;
  if (!sheet) return { html, start: entryScript ? { entryScript } : undefined };
  const url = sheet[1]!;
  html = html.replace(sheet[0], STYLE_PLACEHOLDER);
  // A stylesheet cannot contain "</style" legitimately; escape it anyway.
  const css = (await readFile(join(clientDir, url), "utf8")).replace(
    /<\/style/gi,
    "<\\/style",
  );
  const late = lateStylesheetName(url);
  // The build writes it (build/late-stylesheet.ts); fail at start, not in a visitor's browser.
  await access(join(clientDir, late)).catch(() => {
    throw new Error(`${late} is missing beside ${url}: run npm run build`);
  });
  return {
    html,
    stylesheet: { url, css },
    start: entryScript ? { entryScript, stylesheet: late } : undefined,
  };
}

/**
 * The page's inline stylesheet: the part of the template's that can apply to
 * the page, then the page's own rules (the accent colour). One inline style,
 * so one hash in the CSP header, which counts towards the first round trip
 * uncompressed. Vite's dev page, which links its styles, gets the page's
 * rules alone.
 */
function inlineStyle(template: PageTemplate, page: RenderedPage): string {
  const css = template.stylesheet
    ? criticalCss(template.stylesheet.css, page.html)
    : "";
  return `<style>${css}${page.css}</style>`;
}

/** Puts a rendered page into the built index.html's placeholders and sets its language. */
export function fillTemplate(built: PageTemplate, page: RenderedPage): string {
  const style = inlineStyle(built, page);
  const html = built.stylesheet
    ? built.html.replace(STYLE_PLACEHOLDER, () => style)
    : built.html.replace("<!--app-head-->", (head) => `${head}${style}`);
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace("<!--app-head-->", () => page.head)
    .replace("<!--app-html-->", () => page.html)
    .replace("<!--app-data-->", () => page.data);
}
