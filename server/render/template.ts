import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { RenderedPage } from "../../src/entry-server";

const STYLESHEET =
  /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

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

/** Puts a rendered page into the built index.html's placeholders and sets its language. */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace("<!--app-head-->", () => page.head)
    .replace("<!--app-html-->", () => page.html)
    .replace("<!--app-data-->", () => page.data);
}
