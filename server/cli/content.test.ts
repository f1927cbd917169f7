// npm run content: the published content out to a file, a file in as the
// draft, run as the owner runs it, on a stopped embedded store's folder.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../store/open-store";
import { seedContent } from "../store/repos/content/seed-content";
import { contentFixture } from "../../content/content-fixture";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);

describe("npm run content", () => {
  let dir: string;
  let dataDir: string;

  const withStore = async <T>(fn: (store: Store) => Promise<T>) => {
    const store = await openStore({ dataDir, databaseUrl: undefined });
    try {
      return await fn(store);
    } finally {
      await store.close();
    }
  };
  const cli = (...args: string[]) =>
    run(
      process.execPath,
      ["--import", "tsx", "server/cli/content.ts", ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const file = (name: string) => join(dir, name);
  /** What every command that opens the store says first on stderr. */
  const opened = () => `Store: embedded, folder ${dataDir}\n`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "content-cli-"));
    dataDir = join(dir, "data");
    await withStore(async (store) => {
      await seedContent(store, { en: contentFixture, pt: contentFixture });
      await store.content.publish(
        "en",
        { ...contentFixture, name: "Ana Lima" },
        "Renamed",
      );
    });
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("explains itself with --help, on stdout", async () => {
    const help = await cli("--help");
    expect(help).toMatchObject({ code: 0, stderr: "" });
    expect(help.stdout).toMatch(
      /^Usage:\n {2}npm run content -- export <file>/,
    );
    const wrong = await cli("publish", "x.json");
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toBe("");
    expect(wrong.stderr).toMatch(/^Usage:/);
  });

  it("exports the published content of the default language, and never over a file", async () => {
    const out = file("content.json");
    const exported = await cli("export", out);
    expect(exported).toEqual({
      code: 0,
      stderr: opened(),
      stdout: `Exported the published content in "en" (revision 2) to ${out}\n`,
    });
    expect(JSON.parse(await readFile(out, "utf8"))).toEqual({
      ...contentFixture,
      name: "Ana Lima",
    });
    const again = await cli("export", out, "--lang", "en");
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      opened() + `${out} exists already: give the name of a new file\n`,
    );
  });

  it("imports a valid file as the draft, never publishing it", async () => {
    const input = file("edited.json");
    await writeFile(
      input,
      JSON.stringify({ ...contentFixture, name: "Ana Lima Costa" }),
    );
    const imported = await cli("import", input, "--lang", "en");
    expect(imported).toEqual({
      code: 0,
      stderr: opened(),
      stdout: `Saved ${input} as the draft in "en": review it in the admin's content screen, and publish it there\n`,
    });
    await withStore(async (store) => {
      expect((await store.content.draft("en"))?.document).toMatchObject({
        name: "Ana Lima Costa",
      });
      expect((await store.content.published("en")).profile.name).toBe(
        "Ana Lima",
      );
      expect(await store.content.revisions("en")).toHaveLength(2);
      await store.content.discardDraft("en");
    });
  });

  it("refuses invalid content with one line per problem, and keeps the draft as it was", async () => {
    const input = file("invalid.json");
    await writeFile(
      input,
      JSON.stringify({ ...contentFixture, name: "", email: "nope" }),
    );
    const refused = await cli("import", input);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      "profile.name: is required\nprofile.email: must be an e-mail address\n",
    );
    const notJson = file("not.json");
    await writeFile(notJson, "{ name: Ana");
    const broken = await cli("import", notJson);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(new RegExp(`^${notJson} is not JSON: .+\n$`));
    const missing = await cli("import", file("none.json"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`Cannot read ${file("none.json")}\n`);
    expect(await withStore((store) => store.content.draft("en"))).toBeNull();
  });

  it("names a language the site does not have, and the store the running server holds", async () => {
    const unknown = await cli("export", file("fr.json"), "--lang", "fr");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      'The site has no language "fr" (it has: en, pt)\n',
    );
    await withStore(async () => {
      const locked = await cli("export", file("locked.json"));
      expect(locked.code).toBe(1);
      expect(locked.stdout).toBe("");
      expect(locked.stderr.slice(0, opened().length)).toBe(opened());
      expect(locked.stderr.slice(opened().length)).toMatch(
        /^The data folder .+ is in use by another process \(PID \d+\); .+\nThe server holds the embedded store while it runs: stop it, run this command and start it again, or use Export and Import in the admin's content screen\.\n$/,
      );
    });
  });
});
