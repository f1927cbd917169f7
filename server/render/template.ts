import type { RenderedPage } from "../../src/entry-server";

/** Puts a rendered page into the built index.html's placeholders. */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace("<!--app-head-->", () => page.head)
    .replace("<!--app-html-->", () => page.html)
    .replace("<!--app-data-->", () => page.data);
}
