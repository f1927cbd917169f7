// @ts-check
// Whether a folder's build is newer than its sources: what `npm start`
// (build/build-if-needed.mjs) and `npm run setup` (deploy/setup/) decide a
// build on.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The files a build writes last; `npm start` needs all three. */
export const BUILD_OUTPUTS = [
  "dist/client/template.html",
  "dist/server/entry-server.js",
  "dist/server/index.js",
];
// Every folder whose files reach the build (build-if-needed.test.ts checks
// that no top-level source folder is missing here).
const BUILD_SOURCES = [
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

/** @param {string} path @returns {number} */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

/**
 * "missing" with no build in `dir`, "stale" when a source changed since it,
 * "fresh" otherwise.
 * @param {string} [dir]
 * @returns {"missing" | "stale" | "fresh"}
 */
export function buildState(dir = ".") {
  const at = (/** @type {string} */ path) => join(dir, path);
  if (!BUILD_OUTPUTS.every((path) => existsSync(at(path)))) return "missing";
  const builtAt = Math.min(
    ...BUILD_OUTPUTS.map((path) => statSync(at(path)).mtimeMs),
  );
  const changedAt = Math.max(
    ...BUILD_SOURCES.map(at).filter(existsSync).map(newestChange),
  );
  return builtAt >= changedAt ? "fresh" : "stale";
}
