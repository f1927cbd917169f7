import { Hono } from "hono";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { inlineStyleSources } from "../http/security-headers";

const ADMIN_HTML = "admin.html";

/**
 * GET /admin (and /admin/…): the admin's own client-rendered entry, built as
 * dist/client/admin.html and served only here (never as a static file), with
 * no caching, no framing and no indexing.
 */
export function adminPageRoutes(distDir: string) {
  const app = new Hono();
  let page: Promise<string> | null = null;
  let styles: { html: string; sources: string[] } | null = null;

  app.on(["GET", "HEAD"], ["/admin", "/admin/*"], async (c) => {
    page ??= readFile(join(distDir, "client", ADMIN_HTML), "utf8");
    const html = await page.catch(() => {
      page = null;
      return null;
    });
    c.header("Cache-Control", "no-store");
    c.header("X-Frame-Options", "DENY");
    // The site's CSP (server/http/security-headers.ts), allowing this page's inline styles.
    if (html !== null) {
      if (styles?.html !== html)
        styles = { html, sources: inlineStyleSources(html) };
      c.set("inlineStyleSources", styles.sources);
    }
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Robots-Tag", "noindex, nofollow");
    if (html === null)
      return c.text("The admin page is not built: run npm run build", 503);
    return c.html(html);
  });

  return app;
}
