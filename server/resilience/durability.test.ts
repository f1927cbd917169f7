// Durability under SIGKILL: the real server takes concurrent
// submissions and is killed at a random moment; every submission answered
// `success: true` is in the store afterwards and the server starts again on
// the same data without manual repair. 3 rounds per store here; 20+ in
// `npm run bench:durability`.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import {
  killRound,
  restartCleanly,
  type DurabilityTarget,
} from "../testing/durability";
import { requireBuild } from "../testing/real-site";

requireBuild("server/resilience/durability.test.ts");

const ROUNDS = 3;

async function rounds(target: DurabilityTarget) {
  let acknowledged = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const result = await killRound(target);
    expect(result.lost).toEqual([]);
    acknowledged += result.acknowledged;
  }
  // Kills land mid-load: some submissions must have been acknowledged.
  expect(acknowledged).toBeGreaterThan(0);
  expect(await restartCleanly(target)).toEqual({ health: 200, exitCode: 0 });
  console.log(
    `durability (${target.kind}): ${ROUNDS} kills survived, ${acknowledged} acknowledged, 0 lost`,
  );
}

// The two stores are independent: run them side by side to save time.
describe.concurrent("SIGKILL under load", () => {
  const dirs: string[] = [];
  let database: FreshDatabase | undefined;
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it("PGlite loses no acknowledged submission", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "durability-"));
    dirs.push(dataDir);
    await rounds({ kind: "pglite", dataDir });
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "PostgreSQL loses no acknowledged submission",
    async () => {
      database = await createFreshDatabase("durability");
      await rounds({ kind: "postgres", databaseUrl: database.url });
    },
    120_000,
  );
});
