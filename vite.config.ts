import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: {
    // docs/decisions/005-static-islands.md
    __RENDER_STATIC__: JSON.stringify(
      command === "serve" || Boolean(isSsrBuild),
    ),
  },
  build: {
    outDir: "dist/client",
    // Assets are content-hashed so the server can cache them for a year.
    assetsDir: "assets",
    // Every browser the site targets supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The admin is its own entry: none of its code or text is in the page's bundle.
    rolldownOptions: {
      input: { main: "index.html", admin: "admin.html" },
    },
  },
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
