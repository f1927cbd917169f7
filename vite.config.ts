import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The admin is its own entry: none of its code or text is in the page's bundle.
const CLIENT_BUNDLE = { input: { main: "index.html", admin: "admin.html" } };

// The server, its terminal commands and the page renderer, compiled for
// production (docs/decisions/010-compiled-server.md).
const TERMINAL_COMMANDS = [
  "migrate",
  "backup",
  "restore",
  "export",
  "import",
  "testimonials",
];
const SERVER_BUNDLE = {
  input: {
    "entry-server": "src/entry-server.tsx",
    index: "server/index.ts",
    // Forked for each portrait upload (server/portrait/portrait-jobs.ts).
    "portrait-worker": "server/portrait/portrait-worker.ts",
    ...Object.fromEntries(
      TERMINAL_COMMANDS.map((name) => [name, `scripts/${name}.ts`]),
    ),
  },
  // Installed, not bundled: PGlite loads its .wasm and .data files from its
  // own package folder, pg's native binding is optional, and nodemailer
  // (0.7 MB) is kept as published rather than converted from CommonJS; sharp
  // loads its native libvips build from its platform package.
  external: ["@electric-sql/pglite", "pg", "nodemailer", "sharp"],
  // Beside the entries, so the migrations' folder (copied to
  // dist/server/migrations by the build) is where the code expects it.
  output: { chunkFileNames: "[name]-[hash].js" },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: {
    // docs/decisions/005-static-islands.md
    __RENDER_STATIC__: JSON.stringify(
      command === "serve" || Boolean(isSsrBuild),
    ),
    // The bundled server runs React's production build, whatever NODE_ENV is.
    ...(isSsrBuild && { "process.env.NODE_ENV": JSON.stringify("production") }),
  },
  build: {
    outDir: "dist/client",
    // Assets are content-hashed so the server can cache them for a year.
    assetsDir: "assets",
    // Every browser the site targets supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? SERVER_BUNDLE : CLIENT_BUNDLE,
  },
  // Everything else is bundled, so a production install needs only the externals.
  ssr: { noExternal: true },
  test: {
    include: ["{src,core,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // Under CI, a run without a working TEST_DATABASE_URL fails here.
    globalSetup: ["./server/testing/postgres-in-ci.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
