import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { RenderedPage } from "../../src/entry-server";

/** The page's stylesheets, but not the print one (media="print"), which stays a link. */
const STYLESHEET =
  /<link rel="stylesheet"(?![^>]*media="print")[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * Reads the built index.html and prepares it for serving: its stylesheets are
 * inlined, so the first paint needs no second round trip (the whole CSS is a
 * few KB compressed), and its scripts are fetched at low priority: the page is
 * readable from the HTML alone, so the HTML and the heading font go first and
 * hydration follows.
 */
export async function loadTemplate(
  clientDir: string,
  file = "template.html",
): Promise<string> {
  const template = await readFile(join(clientDir, file), "utf8");
  const sheets = await Promise.all(
    [...template.matchAll(STYLESHEET)].map(async ([tag, path]) => ({
      tag,
      css: await readFile(join(clientDir, path!), "utf8"),
    })),
  );
  const prioritised = template.replace(SCRIPT_TAGS, '<$1 fetchpriority="low"');
  return sheets.reduce(
    // A stylesheet cannot contain "</style" legitimately; escape it anyway.
    (html, { tag, css }) =>
      html.replace(
        tag,
        () => `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`,
      ),
    prioritised,
  );
}

/** The head's `<style>` setting the owner's accent colour (src/app/head.ts). */
const ACCENT_STYLE = /<style>(:root\{--accent:[^<]*\})<\/style>/;

/**
 * Moves the accent colour's rule from the page's head to the end of the
 * inlined stylesheet, when there is one: one inline style fewer to allow,
 * so one hash fewer in the CSP header, which counts towards the first round
 * trip uncompressed.
 */
function withAccentInStylesheet(template: string, head: string) {
  const accent = ACCENT_STYLE.exec(head);
  if (!accent || !template.includes("</style>")) return { template, head };
  return {
    template: template.replace("</style>", () => `${accent[1]}</style>`),
    head: head.replace(accent[0], ""),
  };
}

/** Puts a rendered page into the built index.html's placeholders and sets its language. */
export function fillTemplate(built: string, page: RenderedPage): string {
  const { template, head } = withAccentInStylesheet(built, page.head);
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace("<!--app-head-->", () => head)
    .replace("<!--app-html-->", () => page.html)
    .replace("<!--app-data-->", () => page.data);
}
