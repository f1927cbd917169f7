import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { cssCustomProperties } from "./build/css-custom-properties.ts";
import { lateStylesheet } from "./build/late-stylesheet.ts";

// The page and the admin are built separately (`vite build`, then
// `vite build --mode admin` into the same folder): in one build the modules
// both import (zod's core, for the testimonial rules and the admin's content
// schema) would land in one shared chunk holding everything the admin uses of
// them, which the page's testimonial form would then download (16.7 KB gzip
// instead of 6.6). Apart, each gets only what it uses.
const PAGE_BUNDLE = { input: { main: "index.html" } };
const ADMIN_BUNDLE = { input: { admin: "admin.html" } };

// The server, its terminal commands and the page renderer, compiled for
// production (docs/decisions/010-compiled-server.md).
const TERMINAL_COMMANDS = [
  "migrate",
  "backup",
  "restore",
  "export",
  "import",
  "testimonials",
  "content",
];
const SERVER_BUNDLE = {
  input: {
    "entry-server": "web/page/entry-server.tsx",
    index: "server/index.ts",
    // Forked for each portrait upload (server/images/portrait/portrait-jobs.ts).
    "portrait-worker": "server/images/portrait/portrait-worker.ts",
    // Forked to draw the social card and icons after a publish (server/images/site/).
    "site-images-worker": "server/images/site/site-images-worker.ts",
    ...Object.fromEntries(
      TERMINAL_COMMANDS.map((name) => [name, `server/cli/${name}.ts`]),
    ),
  },
  // Installed, not bundled: PGlite loads its .wasm and .data files from its
  // own package folder, pg's native binding is optional, and nodemailer
  // (0.7 MB) is kept as published rather than converted from CommonJS; sharp
  // loads its native libvips build from its platform package; pdfkit and
  // fontkit (the PDF CV) are loaded on the first PDF, not at start.
  external: [
    "@electric-sql/pglite",
    "pg",
    "nodemailer",
    "sharp",
    "pdfkit",
    "fontkit",
  ],
  // Beside the entries, so the migrations' folder (copied to
  // dist/server/migrations by the build) is where the code expects it.
  output: { chunkFileNames: "[name]-[hash].js" },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    cssCustomProperties(),
    // The page's build only: the admin loads its stylesheet whole.
    ...(mode === "admin" || isSsrBuild ? [] : [lateStylesheet()]),
  ],
  define: {
    // docs/decisions/005-static-islands.md: true where the page is rendered
    // (the server, the tests), false in the browser's code, built or served
    // by the dev server.
    __RENDER_STATIC__: JSON.stringify(mode === "test" || Boolean(isSsrBuild)),
    // The bundled server runs React's production build, whatever NODE_ENV is.
    ...(isSsrBuild && { "process.env.NODE_ENV": JSON.stringify("production") }),
  },
  // The dev server (server/dev.ts) renders the page in this environment.
  environments: { ssr: { define: { __RENDER_STATIC__: "true" } } },
  build: {
    outDir: "dist/client",
    // Assets are content-hashed so the server can cache them for a year.
    assetsDir: "assets",
    // The print stylesheet stays a file: the CSP refuses data: stylesheets.
    assetsInlineLimit: (file) => (file.endsWith(".css") ? false : undefined),
    // Every browser the site targets supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The admin's build adds to the page's folder instead of emptying it.
    emptyOutDir: mode !== "admin",
    rolldownOptions: isSsrBuild
      ? SERVER_BUNDLE
      : mode === "admin"
        ? ADMIN_BUNDLE
        : PAGE_BUNDLE,
  },
  // Everything else is bundled, so a production install needs only the externals.
  // The dev server (server/dev.ts) loads packages as Node does instead: Vite's
  // module runner cannot run their CommonJS files (React's).
  ssr: { noExternal: mode === "development" ? undefined : true },
  test: {
    include: [
      "{web,content,core,server,build,deploy,supabase}/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // Under CI, a run without a working TEST_DATABASE_URL fails here.
    globalSetup: ["./server/testing/postgres-in-ci.ts"],
    // Tests that start a real server on a new PGlite store take 5-20 s on a
    // quiet machine and went past 30 s on a loaded one; a hung test still
    // fails, a minute later.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
}));
