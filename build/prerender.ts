/**
 * Build step: checks the seeds (content/seed-profiles.ts), then writes the
 * prerendered pages for static hosts and visitors without JavaScript, and
 * the template the server renders into (see build/prerender-site.ts). A
 * content mistake prints one line per wrong field and fails the build.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SEED_PROFILES } from "../content/seed-profiles";
import { prerenderSite } from "./prerender-site";
import { runCommand } from "../server/cli/run-command";

runCommand(async ([dir]) => {
  // The build's folder: dist/ unless given (a test building into a temp folder).
  const distDir = dir
    ? pathToFileURL(`${resolve(dir)}/`)
    : new URL("../dist/", import.meta.url);
  console.log(await prerenderSite(distDir, SEED_PROFILES));
});
