import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const SCRIPT = join(process.cwd(), "build/build-if-needed.mjs");
const OUTPUTS = [
  "dist/client/template.html",
  "dist/server/entry-server.js",
  "dist/server/index.js",
];
const SOURCES = [
  "web/page/entry-client.tsx",
  "content/profile.ts",
  "core/text-rule.ts",
  "server/app.ts",
  "build/prerender.ts",
];
// Top-level folders holding source that never reaches the build.
const NOT_BUILT = ["e2e", "bench", "supabase", "deploy"];

describe("build-if-needed (npm start's prestart)", () => {
  it("watches every top-level folder of this project that holds the build's source", () => {
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" });
    const sourceFolders = tracked
      .split("\n")
      .filter((path) => /\.(ts|tsx|css)$/.test(path) && path.includes("/"))
      .map((path) => path.split("/")[0]!)
      .filter((folder) => !NOT_BUILT.includes(folder));
    const watched = SOURCES.map((path) => path.split("/")[0]);
    expect([...new Set(sourceFolders)].sort()).toEqual(
      [...new Set(watched)].sort(),
    );
  });

  let dir: string;
  const now = Date.now() / 1000;

  async function write(path: string, ageSeconds: number) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), "");
    await utimes(join(dir, path), now - ageSeconds, now - ageSeconds);
  }

  /** Runs the script in `dir`; true when it ran the build. */
  async function builds(): Promise<boolean> {
    await run(process.execPath, [SCRIPT], { cwd: dir });
    return existsSync(join(dir, "built"));
  }

  /** As after `npm ci` (the script builds only when vite is installed). */
  const installBuildTools = () =>
    mkdir(join(dir, "node_modules/vite"), { recursive: true });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "build-if-needed-"));
    // A project whose "build" only leaves a mark, so the test sees whether it ran.
    await writeFile(
      join(dir, "package.json"),
      JSON.stringify({
        scripts: {
          build: `node -e "require('fs').writeFileSync('built', '')"`,
        },
      }),
    );
    await utimes(join(dir, "package.json"), now - 100, now - 100);
    for (const source of SOURCES) await write(source, 100);
    for (const output of OUTPUTS) await write(output, 50);
    await installBuildTools();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("does not build when the build is newer than every source", async () => {
    expect(await builds()).toBe(false);
  });

  it.each(SOURCES)("builds when %s changed after the build", async (path) => {
    await write(path, 0);
    expect(await builds()).toBe(true);
  });

  it.each(OUTPUTS)("builds when %s is missing", async (path) => {
    await rm(join(dir, path));
    expect(await builds()).toBe(true);
  });

  it("without the build tools, says how to build and fails", async () => {
    await rm(join(dir, "node_modules"), { recursive: true });
    await write("server/app.ts", 0);
    const error = await builds().then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain("npm ci && npm run build");
    expect(existsSync(join(dir, "built"))).toBe(false);
  });

  it("with the build tools removed, still starts from an up-to-date build", async () => {
    await rm(join(dir, "node_modules"), { recursive: true });
    expect(await builds()).toBe(false);
  });
});
