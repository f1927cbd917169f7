/**
 * Build step: checks the profile, then writes the prerendered home page into
 * dist/client/index.html (for static hosts and visitors without JavaScript)
 * and keeps the raw template beside it for the server.
 */
import { readFile, writeFile } from "node:fs/promises";
import { profile } from "../src/content/profile";
import { assertValidProfile } from "../src/content/profile-schema";
import type * as ServerEntry from "../src/entry-server";
import { fillTemplate } from "../server/render/template";

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
const template = await readFile(new URL("index.html", clientDir), "utf8");
await writeFile(new URL("template.html", clientDir), template);
await writeFile(
  new URL("index.html", clientDir),
  fillTemplate(template, render(staticBootData("home"))),
);
await writeFile(
  new URL("404.html", clientDir),
  fillTemplate(template, render(staticBootData("not-found"))),
);
console.log("prerendered dist/client/index.html and 404.html");
