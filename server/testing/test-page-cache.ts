import * as renderer from "../../web/page/entry-server";
import { loadConfig, type Config } from "../config";
import { PageCache } from "../render/page-cache";
import { pageOptions } from "../render/page-options";
import type { TestStore } from "./test-stores";

/** The built template's markers, without a build: what the render tests need. */
const TEMPLATE = {
  html: `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`,
};

/**
 * A page cache over a test store, rendering with the real renderer and
 * emptied on the store's change event, as the server's is.
 */
export function testPageCache(
  t: TestStore,
  config: Config = loadConfig({}),
): PageCache {
  const pages = new PageCache(TEMPLATE, renderer, pageOptions(config, t.store));
  t.store.onChange(() => pages.invalidate());
  return pages;
}
