// The build's content check: a wrong seed stops `npm run build` with one
// line per wrong field, as the person at the terminal needs it, and no stack.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

const run = promisify(execFile);
const distDir = await mkdtemp(join(tmpdir(), "prerender-"));
afterAll(() => rm(distDir, { recursive: true, force: true }));

// What scripts/prerender.ts runs, with a broken seed in place of the real one.
const script = `
import { seedProfile } from "./src/content/profile.ts";
import { prerenderSite } from "./scripts/prerender-site.ts";
import { runCommand } from "./scripts/run-command.ts";
const broken = { ...seedProfile, email: "not an address", accentColor: "blue", coreAreas: [] };
runCommand(() => prerenderSite(new URL(${JSON.stringify(pathToFileURL(`${distDir}/`).href)}), broken));
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
  expect(lines[0]).toMatch(/^src\/content\/profile\.ts\.email: /);
  expect(lines[1]).toMatch(/^src\/content\/profile\.ts\.accentColor: /);
  expect(lines[2]).toMatch(/^src\/content\/profile\.ts\.coreAreas: /);
  expect(failure!.stderr).not.toMatch(/^\s+at /m);
  expect(await readdir(distDir)).toEqual([]);
});
