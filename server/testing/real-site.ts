// Test support: the whole app over the real build (dist/), as the server
// runs it, for tests that need the real pages and assets.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { createApp } from "../app";
import { loadConfig, type Config } from "../config";
import { loadAssets, type Asset } from "../render/assets";
import { PageCache } from "../render/page-cache";
import { pageOptions } from "../render/page-options";
import { migrate } from "../store/db/migrate";
import { createStore, type Store } from "../store/open-store";
import { seedContent } from "../store/repos/content/seed-content";
import { openMemoryPglite } from "./test-stores";

const DIST_DIR = resolve("dist");
export const CLIENT_DIR = join(DIST_DIR, "client");

export function requireBuild(file: string) {
  if (!existsSync(join(CLIENT_DIR, "template.html")))
    throw new Error(`${file} needs the build: run \`npm run build\` first`);
}

export interface RealSite {
  app: ReturnType<typeof createApp>;
  config: Config;
  assets: Map<string, Asset>;
  pages: PageCache;
}

let assetsOnce: Promise<Map<string, Asset>> | undefined;

/** createApp over dist/ and `store`, with `env` on top of a test key and password. */
export async function realSite(
  store: Store,
  env: Record<string, string> = {},
): Promise<RealSite> {
  const config = loadConfig({
    PUBLIC_API_KEY: "test-key",
    ADMIN_PASSWORD: "correct horse battery",
    DIST_DIR,
    ...env,
  });
  // Compressing every asset takes seconds: once per test file.
  assetsOnce ??= loadAssets(CLIENT_DIR);
  const assets = await assetsOnce;
  // As the server's start does: the seed is the content of a new store.
  await seedContent(store);
  const pages = await PageCache.create({
    distDir: DIST_DIR,
    ...pageOptions(config, store),
  });
  return {
    app: createApp({ config, assets, pages, store }),
    config,
    assets,
    pages,
  };
}

/** A migrated in-memory PGlite store, for tests where persistence is not the point. */
export async function memoryStore(): Promise<Store> {
  const db = await openMemoryPglite();
  await migrate(db);
  return createStore(db);
}
