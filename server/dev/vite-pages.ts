import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import type * as ServerEntry from "../../web/page/entry-server";
import { PageCache, type PageOptions } from "../render/page-cache";

type Pages = Pick<
  PageCache,
  | "get"
  | "page"
  | "cv"
  | "cvPdf"
  | "languages"
  | "contactSettings"
  | "renderPreview"
  | "invalidate"
>;

/**
 * What the production server renders from the content (the pages, the site
 * files, previews), for the dev server: rendered on every request by
 * PageCache's own code, from the current source (Vite reloads what changed)
 * into index.html as Vite serves it.
 */
export function vitePages(vite: ViteDevServer, options: PageOptions): Pages {
  const current = async () => {
    // Vite's page loads its own scripts: no entry script for the boot script.
    const html = await viteHtml(vite, "index.html", "/");
    const renderer = (await vite.ssrLoadModule(
      "/web/page/entry-server.tsx",
    )) as typeof ServerEntry;
    return new PageCache({ html }, renderer, options);
  };
  return {
    get: (name) =>
      withSourceStack(vite, async () => (await current()).get(name)),
    page: (key) =>
      withSourceStack(vite, async () => (await current()).page(key)),
    cv: (lang, format) =>
      withSourceStack(vite, async () => (await current()).cv(lang, format)),
    cvPdf: (lang, profile) =>
      withSourceStack(vite, async () => (await current()).cvPdf(lang, profile)),
    languages: () => options.loadLanguages(),
    contactSettings: async () => (await current()).contactSettings(),
    renderPreview: (lang, profile) =>
      withSourceStack(vite, async () =>
        (await current()).renderPreview(lang, profile),
      ),
    // Nothing is kept between requests.
    invalidate() {},
  };
}

/** The admin's page (server/routes/admin/admin-page.ts) as Vite serves it. */
export function viteAdminPage(vite: ViteDevServer): () => Promise<string> {
  return () => viteHtml(vite, "admin.html", "/admin");
}

async function viteHtml(vite: ViteDevServer, file: string, url: string) {
  const html = await readFile(join(vite.config.root, file), "utf8");
  return vite.transformIndexHtml(url, html);
}

/** Runs `render`; a failure is printed with its stack pointing at the source files. */
async function withSourceStack<T>(
  vite: ViteDevServer,
  render: () => Promise<T>,
): Promise<T> {
  try {
    return await render();
  } catch (error) {
    if (error instanceof Error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
    }
    throw error;
  }
}
