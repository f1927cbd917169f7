import { Hono } from "hono";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { inlineSources, type InlineSources } from "../../http/security-headers";

const ADMIN_HTML = "admin.html";

/** The built admin page, dist/client/admin.html, read once (again after a failed read). */
export function builtAdminPage(distDir: string): () => Promise<string> {
  let page: Promise<string> | null = null;
  return () =>
    (page ??= readFile(join(distDir, "client", ADMIN_HTML), "utf8").catch(
      (error: unknown) => {
        page = null;
        throw error;
      },
    ));
}

/**
 * GET /admin (and /admin/…): the admin's own client-rendered entry (the
 * built dist/client/admin.html, or Vite's in development), served only here
 * (never as a static file), with no caching, no framing and no indexing.
 */
export function adminPageRoutes(loadPage: () => Promise<string>) {
  const app = new Hono();
  let inline: { html: string; sources: InlineSources } | null = null;

  app.on(["GET", "HEAD"], ["/admin", "/admin/*"], async (c) => {
    const html = await loadPage().catch(() => null);
    c.header("Cache-Control", "no-store");
    c.header("X-Frame-Options", "DENY");
    // The site's CSP (server/http/security-headers.ts), allowing this page's inline scripts and styles.
    if (html !== null) {
      if (inline?.html !== html)
        inline = { html, sources: inlineSources(html) };
      c.set("inlineSources", inline.sources);
    }
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Robots-Tag", "noindex, nofollow");
    if (html === null)
      return c.text("The admin page is not built: run npm run build", 503);
    return c.html(html);
  });

  return app;
}
