// `npm start` runs this first: it builds the site when no build exists or when
// any source file is newer than the build, so a fresh clone needs no extra step.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const marker = "dist/client/template.html";
const sources = ["src", "core", "index.html", "vite.config.ts", "package.json"];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

const builtAt =
  existsSync(marker) && existsSync("dist/server/entry-server.js")
    ? statSync(marker).mtimeMs
    : 0;
if (builtAt < Math.max(...sources.filter(existsSync).map(newestChange))) {
  console.log(
    builtAt
      ? "Sources changed since the last build: building…"
      : "No build found: building…",
  );
  execSync("npm run build", { stdio: "inherit" });
}
