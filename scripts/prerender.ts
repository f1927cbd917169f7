/**
 * Build step: checks the profile, then writes the prerendered home page into
 * dist/client/index.html (for static hosts and visitors without JavaScript)
 * and keeps the raw template beside it for the server.
 */
import { copyFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { profile } from "../src/content/profile";
import { assertValidProfile } from "../src/content/profile-schema";
import type * as ServerEntry from "../src/entry-server";
import { fillTemplate, loadTemplate } from "../server/render/template";

// The build's folder: dist/ unless given (a test building into a temp folder).
const distDir = process.argv[2]
  ? pathToFileURL(`${resolve(process.argv[2])}/`)
  : new URL("../dist/", import.meta.url);
const clientDir = new URL("client/", distDir);

try {
  assertValidProfile(profile);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const { render, staticBootData } = (await import(
  new URL("server/entry-server.js", distDir).href
)) as typeof ServerEntry;
await copyFile(
  new URL("index.html", clientDir),
  new URL("template.html", clientDir),
);
const template = await loadTemplate(fileURLToPath(clientDir));
await writeFile(
  new URL("index.html", clientDir),
  fillTemplate(template, render(staticBootData("home"))),
);
await writeFile(
  new URL("404.html", clientDir),
  fillTemplate(template, render(staticBootData("not-found"))),
);
console.log(`prerendered ${fileURLToPath(clientDir)}index.html and 404.html`);
