// Durability under SIGKILL, the long variant of server/resilience/durability.test.ts:
// DURABILITY_ROUNDS (default 20) kills per store, PGlite always, PostgreSQL
// when TEST_DATABASE_URL is set. Prints kills survived and acknowledged lost.
//   npm run bench:durability
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createFreshDatabase } from "../server/testing/fresh-database";
import {
  killRound,
  restartCleanly,
  type DurabilityTarget,
} from "../server/testing/durability";

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 20);

async function run(target: DurabilityTarget) {
  let survived = 0;
  let acknowledged = 0;
  let lost = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const result = await killRound(target);
    survived++; // the next start (or restartCleanly) proves it came back
    acknowledged += result.acknowledged;
    lost += result.lost.length;
    console.log(
      `${target.kind} round ${round}: killed ${result.killAfterMs} ms after the first ack, ` +
        `${result.acknowledged} acknowledged, ${result.lost.length} lost`,
    );
  }
  const restart = await restartCleanly(target);
  const ok = restart.health === 200 && restart.exitCode === 0;
  if (!ok) survived--;
  console.log(
    `${target.kind}: ${survived}/${ROUNDS} kills survived, ${acknowledged} acknowledged submissions, ${lost} lost`,
  );
  return lost === 0 && ok;
}

let ok = true;
const work = await mkdtemp(join(tmpdir(), "bench-durability-"));
// A copy of the build, so a rebuild of dist/ meanwhile cannot break a start.
// The server bundle imports React from node_modules, found next to the copy.
const env = { DIST_DIR: join(work, "dist") };
await cp("dist", env.DIST_DIR, { recursive: true });
await symlink(resolve("node_modules"), join(work, "node_modules"), "dir");
try {
  ok = (await run({ kind: "pglite", dataDir: join(work, "data"), env })) && ok;
  if (process.env.TEST_DATABASE_URL) {
    const database = await createFreshDatabase("bench_durability");
    try {
      ok =
        (await run({ kind: "postgres", databaseUrl: database.url, env })) && ok;
    } finally {
      await database.drop();
    }
  } else console.log("postgres: skipped (set TEST_DATABASE_URL)");
} finally {
  await rm(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
