/**
 * Build step: checks the profile, then writes the prerendered home page into
 * dist/client/index.html (for static hosts and visitors without JavaScript)
 * and keeps the raw template beside it for the server.
 */
import { copyFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { profile } from "../src/content/profile";
import { assertValidProfile } from "../src/content/profile-schema";
import type * as ServerEntry from "../src/entry-server";
import { fillTemplate, loadTemplate } from "../server/render/template";

const clientDir = new URL("../dist/client/", import.meta.url);

try {
  assertValidProfile(profile);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const { render, staticBootData } = (await import(
  new URL("../dist/server/entry-server.js", import.meta.url).href
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
console.log("prerendered dist/client/index.html and 404.html");
