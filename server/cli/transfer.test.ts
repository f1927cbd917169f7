// Moving from PGlite to PostgreSQL with `npm run export` / `npm run import`,
// as real processes: every column of every testimonial (but the client key,
// never exported), the settings, the content and the portrait files (from
// DATA_DIR/portraits into the table) arrive unchanged; importing twice adds
// nothing (runs when TEST_DATABASE_URL is set).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateTestimonial } from "../../core/testimonials/testimonial";
import { openStore } from "../store/open-store";
import { type StoreExport } from "../store/transfer/transfer";
import { exportStore } from "../testing/whole-export";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import {
  HOSTILE_PAGE,
  HOSTILE_SCRIPT,
  hostilePortraits,
} from "../testing/hostile-portraits";
import { writeSampleContent } from "../testing/sample-content";
import { withTransferStore } from "./transfer/transfer-store";
import { insertPending } from "../testing/sample-submission";

const run = promisify(execFile);
const URL = process.env.TEST_DATABASE_URL;
const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", `server/cli/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    timeout: 60_000,
  });

const ROWS =
  "SELECT to_jsonb(t) - 'submitter_key' AS row FROM testimonials t ORDER BY id";

describe.skipIf(!URL)("export from PGlite, import into PostgreSQL", () => {
  let dir: string;
  let database: FreshDatabase;
  let source: { rows: unknown[]; settings: unknown[]; data: StoreExport };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "transfer-test-"));
    database = await createFreshDatabase("transfer");
    const store = await openStore({ dataDir: dir, databaseUrl: undefined });
    try {
      for (const [i, name] of ["Ana", "Ben", "Cleo 🎉"].entries()) {
        const valid = validateTestimonial({
          name,
          company: i ? "Acme" : "",
          relationship: i === 1 ? "Partner" : "",
          comment: `Comment number ${i}, with a line\nbreak.`,
          consent: true,
        });
        if (!valid.ok) throw new Error(valid.message);
        const { id } = await insertPending(store.db, valid.value, `k${i}`);
        if (i < 2) await store.testimonials.setStatus(id, "approved");
      }
      await store.db.query(
        `UPDATE testimonials SET original_comment = comment, comment = 'Edited by the owner.',
         edited_at = now() WHERE name = 'Ben'`,
      );
      await writeSampleContent(store);
      source = {
        data: await exportStore(store),
        rows: (await store.db.query<{ row: unknown }>(ROWS)).map((r) => r.row),
        settings: await store.db.query(
          "SELECT key, value FROM settings ORDER BY key",
        ),
      };
    } finally {
      await store.close();
    }
  }, 120_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it("moves every testimonial, setting, content revision, draft and portrait file unchanged, queues no notification, and is harmless to repeat", async () => {
    const file = join(dir, "export.json");
    const exported = await script("export", [file], { DATA_DIR: dir });
    expect(exported.stdout).toBe(
      `Exported 3 testimonial(s), 0 enquiry(ies), 0 setting(s), 0 day(s) of Insights totals, 6 content revision(s), 2 draft(s) and 2 portrait file(s) to ${file}\n`,
    );
    const [header] = (await readFile(file, "utf8")).split("\n");
    expect(JSON.parse(header!)).toMatchObject({
      format: "counsel-portfolio-export",
      version: 3,
    });

    const env = { DATABASE_URL: database.url };
    // --create: the new database holds no store yet.
    const imported = await script("import", [file, "--create"], env);
    expect(imported.stdout).toBe(
      "Imported 3 new testimonial(s) of 3, 0 new enquiry(ies) of 0, 0 setting(s), 0 new day(s) of Insights totals of 0, 6 content revision(s) of 6, 2 draft(s) and 2 new portrait file(s) of 2 into postgres\n",
    );
    const copy = await withTransferStore(
      { dataDir: "", databaseUrl: database.url },
      exportStore,
    );
    expect(copy.content).toEqual(source.data.content);
    expect(copy.portraits).toEqual(source.data.portraits);
    const rows = (await database.query<{ row: unknown }>(ROWS)).map(
      (r) => r.row,
    );
    expect(rows).toEqual(source.rows);
    expect(
      await database.query(
        "SELECT count(*)::int AS n FROM testimonials WHERE submitter_key IS NOT NULL",
      ),
    ).toEqual([{ n: 0 }]);
    expect(
      await database.query("SELECT key, value FROM settings ORDER BY key"),
    ).toEqual(source.settings);
    expect(
      await database.query(
        "SELECT count(*)::int AS n FROM notification_outbox",
      ),
    ).toEqual([{ n: 0 }]);

    const again = await script("import", [file], env);
    expect(again.stdout).toBe(
      "Imported 0 new testimonial(s) of 3, 0 new enquiry(ies) of 0, 0 setting(s), 0 new day(s) of Insights totals of 0, 0 content revision(s) of 6, 0 draft(s) and 0 new portrait file(s) of 2 into postgres\n",
    );
    expect(
      await database.query("SELECT count(*)::int AS n FROM testimonials"),
    ).toEqual([{ n: 3 }]);
  });

  it("refuses a file that is not an export, and an export over an existing file", async () => {
    const bad = join(dir, "bad.json");
    await script("export", [bad], { DATA_DIR: dir });
    const overwrite = await script("export", [bad], { DATA_DIR: dir }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(overwrite).toMatchObject({ code: 1 });
    const notExport = await script("import", ["package.json"], {
      DATABASE_URL: database.url,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(notExport).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^The file is not an export of this site/),
    });
  });

  it("refuses a crafted file whose portrait entries are a page and a script, with one line naming the entry", async () => {
    const crafted = join(dir, "crafted.json");
    await writeFile(
      crafted,
      JSON.stringify({
        ...source.data,
        portraits: [...source.data.portraits, ...hostilePortraits()],
      }),
    );
    // --create: whether or not the test before made the store.
    const refused = await script("import", [crafted, "--create"], {
      DATABASE_URL: database.url,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    // The failure is its last line, with no stack trace before it.
    expect(refused.stderr).toMatch(
      /(^|\n)portraits\[2\]: bytes are not a JPEG image\n$/,
    );
    expect(refused.stderr).not.toMatch(/^\s+at /m);
    expect(
      await database.query(
        "SELECT name FROM portrait_files WHERE name = ANY($1)",
        [[HOSTILE_PAGE, HOSTILE_SCRIPT]],
      ),
    ).toEqual([]);
  });
});
