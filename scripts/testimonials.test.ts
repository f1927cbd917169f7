// The terminal command, run as the owner runs it, on a stopped store's folder.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateTestimonial } from "../core/testimonial";
import { openStore, type Store } from "../server/store/open-store";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const run = promisify(execFile);

describe("npm run testimonials", () => {
  let dataDir: string;
  const ids: Record<string, string> = {};

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
      ["--import", "tsx", "scripts/testimonials.ts", ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const statuses = () =>
    withStore(async (store) =>
      Object.fromEntries(
        (await store.testimonials.list(null)).map((r) => [r.name, r.status]),
      ),
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "cli-test-"));
    await withStore(async (store) => {
      for (const name of ["Ana Lima", "Rui Costa", "Eva Reis"]) {
        const valid = validateTestimonial({
          name,
          comment: "Clear and practical advice.",
          consent: true,
        });
        if (!valid.ok) throw new Error(valid.message);
        ids[name] = (
          await store.testimonials.insertPending(valid.value, null)
        ).id;
      }
    });
  }, 60_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("lists, approves, rejects and deletes on the same store as the server", async () => {
    const listed = await cli("list", "--status", "pending");
    expect(listed.code).toBe(0);
    for (const id of Object.values(ids)) expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain("3 testimonial(s)");

    expect((await cli("approve", ids["Ana Lima"]!)).stdout).toContain(
      "is now approved",
    );
    expect((await cli("reject", ids["Rui Costa"]!)).stdout).toContain(
      "is now rejected",
    );
    expect((await cli("delete", ids["Eva Reis"]!)).stdout).toContain("Deleted");
    expect(await statuses()).toEqual({
      "Ana Lima": "approved",
      "Rui Costa": "rejected",
    });

    const approved = await cli("list", "--status", "approved");
    expect(approved.stdout).toContain(ids["Ana Lima"]);
    expect(approved.stdout).not.toContain(ids["Rui Costa"]);
  }, 60_000);

  it("explains a wrong call, an unknown id, and a store the running server holds", async () => {
    const usage = await cli("publish", ids["Ana Lima"]!);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("Usage:");
    const missing = await cli(
      "approve",
      "00000000-0000-4000-8000-000000000000",
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No testimonial with id");

    const store = await openStore({ dataDir, databaseUrl: undefined });
    try {
      const locked = await cli("list");
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain("in use by another process");
    } finally {
      await store.close();
    }
  }, 60_000);
});
