import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "data",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench/reports",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Playwright fixtures take a `use` callback that is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { globals: globals.node, sourceType: "commonjs" },
  },
  {
    // The folders' directions (docs/decisions/031-the-house.md): lower rooms
    // never import higher ones. Import cycles are checked by
    // dependency-cruiser (.dependency-cruiser.cjs), which sees type-only
    // imports too.
    files: ["**/*.{ts,tsx,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./core",
              from: ["./web", "./content", "./server", "./build", "./supabase"],
              message:
                "core/ holds rules shared by the browser, the server and the edge function: it imports nothing of ours.",
            },
            {
              target: "./content",
              from: ["./web", "./server", "./build"],
              message: "The seed documents import core/ only.",
            },
            {
              target: "./web/page",
              from: "./web/admin",
              message: "The page and the admin are two applications.",
            },
            {
              target: "./web/admin",
              from: "./web/page",
              message:
                "The page and the admin are two applications: share through web/ui or core.",
            },
            {
              target: "./web/ui",
              from: ["./web/page", "./web/admin", "./web/testing"],
              message:
                "The UI primitives serve the page and the admin and know neither.",
            },
            {
              target: "./web",
              from: ["./server", "./build", "./supabase"],
              message: "Browser code never imports the server or the build.",
            },
            {
              target: "./server",
              from: "./web",
              except: [
                // The renderer's entry: the server renders the page with it.
                "./page/entry-server.tsx",
                // The boot data's shape, which the server writes into the page.
                "./page/app/boot-data.ts",
                // Tests compare what the server renders with the dictionaries.
                "./page/i18n/dictionaries.ts",
                "./testing/dictionary-texts.ts",
              ],
              message:
                "The server uses page code only where eslint.config.js declares it.",
            },
            {
              target: [
                "./core/**",
                "./content/**",
                "./web/**",
                "./server/!(cli)/**",
                "./server/*.ts",
              ],
              from: ["./server/cli/**"],
              message:
                "The terminal commands sit on top: nothing imports them.",
            },
            {
              target: ["./core", "./content", "./web", "./server"],
              from: "./build",
              message:
                "The build sits on top: nothing of the product imports it.",
            },
          ],
        },
      ],
    },
  },
  {
    // core/ is shared with the browser and the edge function: nothing
    // platform-specific.
    files: ["core/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["react", "react-dom*", "hono*", "node:*"] },
      ],
    },
  },
);
