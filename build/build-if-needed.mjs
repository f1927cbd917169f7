// `npm start` (and the terminal commands) run this first: it builds the site
// and the compiled server when no build exists or when any source file is
// newer than the build, so a fresh clone needs no extra step. Up to date, it
// runs nothing else, so a production install without the build tools
// (`npm ci --omit=dev`) starts from the built output.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { buildState } from "./build-freshness.mjs";

const state = buildState();
if (state !== "fresh") {
  // On stderr, so commands that print JSON (`npm run testimonials -- --json`)
  // keep a clean stdout.
  console.error(
    state === "stale"
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
