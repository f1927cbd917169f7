// `npm start` (and the terminal commands) run this first: it builds the site
// and the compiled server when no build exists or when any source file is
// newer than the build, so a fresh clone needs no extra step. Up to date, it
// runs nothing else, so a production install without the build tools
// (`npm ci --omit=dev`) starts from the built output.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const outputs = [
  "dist/client/template.html",
  "dist/server/entry-server.js",
  "dist/server/index.js",
];
// Every folder whose files reach the build (build-if-needed.test.ts checks
// that no top-level source folder is missing here).
const sources = [
  "web",
  "content",
  "core",
  "server",
  "build",
  "index.html",
  "admin.html",
  "vite.config.ts",
  "package.json",
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

const builtAt = outputs.every(existsSync)
  ? Math.min(...outputs.map((path) => statSync(path).mtimeMs))
  : 0;
if (builtAt < Math.max(...sources.filter(existsSync).map(newestChange))) {
  // On stderr, so commands that print JSON (`npm run testimonials -- --json`)
  // keep a clean stdout.
  console.error(
    builtAt
      ? "Sources changed since the last build: building…"
      : "No build found: building…",
  );
  if (!existsSync("node_modules/vite")) {
    console.error(
      "The build tools are not installed (`npm ci --omit=dev`): run `npm ci && npm run build` first.",
    );
    process.exit(1);
  }
  // The build's output goes to stderr too.
  execSync("npm run build", { stdio: [0, 2, 2] });
}
