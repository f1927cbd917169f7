// Kill rounds for the durability test and benchmark: the real
// server takes concurrent submissions, is killed with SIGKILL at a random
// moment, and every submission it had answered `success: true` must be in
// the store afterwards, which must open without manual repair.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDb } from "../store/open-store";
import { spawnServer, stopServer, type SpawnedServer } from "./spawn-server";

const DURABILITY_KEY = "durability-key";

/** Where the rounds keep their data: a PGlite folder or a PostgreSQL database. */
export type DurabilityTarget = (
  | { kind: "pglite"; dataDir: string }
  | { kind: "postgres"; databaseUrl: string }
) & {
  /** More server environment (the benchmark's own DIST_DIR, for example). */
  env?: Record<string, string>;
};

export interface RoundResult {
  acknowledged: number;
  /** Acknowledged submissions not found after the kill. */
  lost: string[];
  killAfterMs: number;
}

const serverEnv = (target: DurabilityTarget): Record<string, string> => ({
  PUBLIC_API_KEY: DURABILITY_KEY,
  SUBMIT_LIMIT_PER_HOUR: "1000000",
  ...(target.kind === "pglite"
    ? { DATA_DIR: target.dataDir }
    : { DATABASE_URL: target.databaseUrl }),
  ...target.env,
});

async function submit(url: string, comment: string): Promise<boolean> {
  const response = await fetch(`${url}/functions/v1/submit-testimonial`, {
    method: "POST",
    headers: {
      apikey: DURABILITY_KEY,
      authorization: `Bearer ${DURABILITY_KEY}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      name: "Durability Test",
      company: "Kill Round",
      relationship: "Client",
      comment,
      consent: true,
    }),
  });
  const body = (await response.json()) as { success?: boolean };
  return response.status === 200 && body.success === true;
}

/** The comments of the given set that are stored. */
async function storedComments(
  target: DurabilityTarget,
  comments: string[],
): Promise<Set<string>> {
  const sql =
    "SELECT comment FROM testimonials WHERE comment = ANY($1::text[])";
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ comment: string }>(sql, [comments]);
      return new Set(rows.map((r) => r.comment));
    } finally {
      await client.end();
    }
  }
  // Opening the folder here also proves the killed server's stale lock and
  // half-written state need no manual repair.
  const db = await openDb({ dataDir: target.dataDir, databaseUrl: undefined });
  try {
    const rows = await db.query<{ comment: string }>(sql, [comments]);
    return new Set(rows.map((r) => r.comment));
  } finally {
    await db.close();
  }
}

/**
 * One round: starts the server (which, after an earlier round, is the
 * restart after a kill), keeps `inFlight` submissions going, SIGKILLs it
 * a random 100–600 ms after the first acknowledgment, then checks every
 * acknowledged submission.
 */
export async function killRound(
  target: DurabilityTarget,
  { inFlight = 12 }: { inFlight?: number } = {},
): Promise<RoundResult> {
  const server: SpawnedServer = await spawnServer(serverEnv(target));
  const round = randomBytes(4).toString("hex");
  const acknowledged: string[] = [];
  let killed = false;
  const worker = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const comment = `Durability round ${round} worker ${w} submission ${i}`;
      try {
        if (await submit(server.url, comment)) acknowledged.push(comment);
      } catch {
        return; // the server is gone
      }
    }
  };
  const workers = Array.from({ length: inFlight }, (_, w) => worker(w));
  // The random moment is counted from the first acknowledgment, so every
  // kill lands under load (the first writes after a start are slow).
  const firstAckBy = performance.now() + 15_000;
  while (acknowledged.length === 0 && performance.now() < firstAckBy)
    await new Promise((r) => setTimeout(r, 5));
  const killAfterMs = 100 + Math.floor(Math.random() * 500);
  await new Promise((r) => setTimeout(r, killAfterMs));
  const exited = new Promise((r) => server.process.once("exit", r));
  server.process.kill("SIGKILL");
  killed = true;
  await exited;
  await Promise.all(workers);
  const stored = await storedComments(target, acknowledged);
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((c) => !stored.has(c)),
    killAfterMs,
  };
}

/** The restart after the last kill: the server must start and stop cleanly. */
export async function restartCleanly(target: DurabilityTarget) {
  const server = await spawnServer(serverEnv(target));
  const response = await fetch(`${server.url}/healthz`);
  const code = await stopServer(server);
  return { health: response.status, exitCode: code };
}
