import type { Plugin } from "vite";
import { lateCss, lateStylesheetName } from "../server/render/critical-css.ts";

/**
 * The build step writing, beside the page's stylesheet, its late part
 * (server/render/critical-css.ts): the page inlines the rules its HTML can
 * use, and the boot script links this file after the first paint. Runs after
 * the other CSS steps, on the stylesheets the page's entry imports.
 */
export function lateStylesheet(): Plugin {
  return {
    name: "late-stylesheet",
    apply: "build",
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        for (const fileName of chunk.viteMetadata?.importedCss ?? []) {
          const sheet = bundle[fileName];
          if (sheet?.type !== "asset") continue;
          this.emitFile({
            type: "asset",
            fileName: lateStylesheetName(fileName),
            source: lateCss(String(sheet.source)),
          });
        }
      }
    },
  };
}
