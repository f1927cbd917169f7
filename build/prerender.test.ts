// The build's content check: a wrong seed stops `npm run build` with one
// line per wrong field, as the person at the terminal needs it, and no stack.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { pageTitle } from "../core/content/profile-derived";
import { assertValidProfile } from "../core/content/profile-schema";
import { CLIENT_DIR, requireBuild } from "../server/testing/real-site";
import { seedProfile } from "../content/profile";
import { cvFileName } from "../core/content/profile-derived";
import { prerenderSite } from "./prerender-site";

const run = promisify(execFile);
const distDir = await mkdtemp(join(tmpdir(), "prerender-"));
afterAll(() => rm(distDir, { recursive: true, force: true }));

// What build/prerender.ts runs, with a broken seed in place of the real one.
const script = `
import { seedProfile } from "./content/profile.ts";
import { prerenderSite } from "./build/prerender-site.ts";
import { runCommand } from "./server/cli/run-command.ts";
const broken = { ...seedProfile, email: "not an address", accentColor: "blue", coreAreas: [] };
runCommand(() => prerenderSite(new URL(${JSON.stringify(pathToFileURL(`${distDir}/`).href)}), { en: broken }));
`;

it("stops on a content mistake with one line per wrong field, no stack trace, exit code 1, and writes nothing", async () => {
  const failure = await run(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "--eval", script],
    { timeout: 30_000 },
  ).then(
    () => null,
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  expect(failure).not.toBeNull();
  expect(failure!.code).toBe(1);
  expect(failure!.stdout).toBe("");
  const lines = failure!.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^content\/profile\.ts\.email: /);
  expect(lines[1]).toMatch(/^content\/profile\.ts\.accentColor: /);
  expect(lines[2]).toMatch(/^content\/profile\.ts\.coreAreas: /);
  expect(failure!.stderr).not.toMatch(/^\s+at /m);
  expect(await readdir(distDir)).toEqual([]);
});

it("renders the seed's pages and content file, and gives the same template when run twice over one build", async () => {
  requireBuild("build/prerender.test.ts");
  const dir = await mkdtemp(join(tmpdir(), "prerender-twice-"));
  try {
    // A copy of the build as Vite leaves it: the page entry, the template
    // (Vite's index.html) and the stylesheets it links.
    await cp(join(CLIENT_DIR, "..", "server"), join(dir, "server"), {
      recursive: true,
    });
    await cp(join(CLIENT_DIR, "assets"), join(dir, "client", "assets"), {
      recursive: true,
    });
    await cp(
      join(CLIENT_DIR, "template.html"),
      join(dir, "client", "index.html"),
    );
    const distDir = pathToFileURL(`${dir}/`);
    const seed = assertValidProfile(seedProfile);
    await prerenderSite(distDir, { en: seedProfile });
    const template = await readFile(
      join(dir, "client", "template.html"),
      "utf8",
    );
    expect(template).toContain("<!--app-html-->");
    await prerenderSite(distDir, { en: seedProfile });
    expect(await readFile(join(dir, "client", "template.html"), "utf8")).toBe(
      template,
    );
    const index = await readFile(join(dir, "client", "index.html"), "utf8");
    expect(index).toContain(
      `<title>${pageTitle(seed).replace(/&/g, "&amp;")}</title>`,
    );
    expect(index.match(/<div id="root">/g)).toHaveLength(1);
    expect(
      JSON.parse(
        await readFile(join(dir, "client", "content", "en.json"), "utf8"),
      ),
    ).toEqual(seed);
    // The CV where the page's link points, for a static host to serve.
    const cv = await readFile(
      join(dir, "client", "cv", cvFileName(seed, "en")),
      "utf8",
    );
    expect(cv).toContain("<h2>Academic Background</h2>");
    expect(cv).toContain(`<h1>${seed.name}</h1>`);
    // A static host has no server to build the PDF: the page links the HTML
    // CV only, in its markup and in its boot data alike.
    expect(index).toContain(`cv/${cvFileName(seed, "en")}`);
    expect(index).not.toContain(".pdf");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
