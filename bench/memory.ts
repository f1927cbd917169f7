// Resident memory and start-up time of the production server on each store,
// beside a bare Hono server, and a smoke test under a hard memory limit.
// See bench/README.md.
import autocannon from "autocannon";
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../server/testing/spawn-server";
import { measureInsightsMemory, type InsightsMemory } from "./insights-memory";
import { measureLargeStore } from "./large-store";

const KEY = "bench-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };
const LIST_PATH = "/rest/v1/testimonials_public?select=*&order=created_at.desc";
const PASSWORD = "bench-admin-password";
const IDLE_S = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const LIMIT_MIB = Number(process.env.BENCH_LIMIT_MIB ?? 320);
// PostgreSQL runs only with a database of their own (the bench adds rows).
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
// "insights": only the Insights phase (100,000 visitors from distinct networks).
const ONLY = process.env.BENCH_ONLY;

const mib = (kb: string | undefined) => Math.round(Number(kb) / 1024);

/** VmRSS and VmHWM (the highest RSS so far) of a process, in MiB. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return {
    rss: mib(/VmRSS:\s+(\d+)/.exec(status)?.[1]),
    peak: mib(/VmHWM:\s+(\d+)/.exec(status)?.[1]),
  };
}

const env = (dataDir: string, databaseUrl = "") => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  PUBLIC_API_KEY: KEY,
  ADMIN_PASSWORD: PASSWORD,
  SUBMIT_LIMIT_PER_HOUR: "1000000",
});

/** Starts the server; resolves once it has answered its first request. */
async function start(environment: Record<string, string>, logFile: string) {
  const began = performance.now();
  const server = await spawnServer(environment, logFile);
  const res = await fetch(server.url + "/");
  if (!res.ok) throw new Error(`first request answered ${res.status}`);
  await res.arrayBuffer();
  return { server, startMs: Math.round(performance.now() - began) };
}

async function run(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 10, ...options });
  const other = result.non2xx + result.errors + result.timeouts;
  if (other > 0) throw new Error(`${name}: ${other} answers were not 2xx`);
}

let submitted = 0;
const submission = () =>
  JSON.stringify({
    name: "Bench",
    company: "",
    relationship: "Other",
    comment: `Memory bench submission ${++submitted}, unique so none is a duplicate.`,
    consent: true,
  });

interface Row {
  store: string;
  startNew: number;
  peakNew: number;
  idle: number;
  list: number;
  submit: number;
  loadPeak: number;
  idleAfter: number;
  startExisting: number;
  peakExisting: number;
  idleExisting: number;
}

/** First start, idle, list load, submit load, long idle; then a restart. */
async function measure(
  store: string,
  dir: string,
  databaseUrl?: string,
): Promise<Row> {
  const dataDir = join(dir, `data-${store}`);
  const logFile = join(dir, `${store}.log`);
  const first = await start(env(dataDir, databaseUrl), logFile);
  const pid = first.server.process.pid!;
  const row: Partial<Row> = { store, startNew: first.startMs };
  try {
    row.peakNew = memory(pid).peak;
    await sleep(5000);
    row.idle = memory(pid).rss;
    await run("list", {
      url: first.server.url + LIST_PATH,
      headers: AUTH,
      amount: 5000,
    });
    row.list = memory(pid).rss;
    await run("submit", {
      url: first.server.url + "/functions/v1/submit-testimonial",
      amount: 2000,
      requests: [
        {
          method: "POST",
          headers: { ...AUTH, "content-type": "application/json" },
          setupRequest: (request) => ({ ...request, body: submission() }),
        },
      ],
    });
    ({ rss: row.submit, peak: row.loadPeak } = memory(pid));
    // The PDF CV in both languages: built once each, then kept.
    for (const path of [
      "/cv/Marta_Sousa_CV.pdf",
      "/pt/cv/Marta_Sousa_CV_PT.pdf",
    ]) {
      const response = await fetch(first.server.url + path);
      if (response.status !== 200)
        throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    }
    row.loadPeak = Math.max(row.loadPeak!, memory(pid).peak);
    await sleep(IDLE_S * 1000);
    row.idleAfter = memory(pid).rss;
  } finally {
    await stopServer(first.server);
  }
  const again = await start(env(dataDir, databaseUrl), logFile);
  try {
    row.startExisting = again.startMs;
    row.peakExisting = memory(again.server.process.pid!).peak;
    await sleep(5000);
    row.idleExisting = memory(again.server.process.pid!).rss;
  } finally {
    await stopServer(again.server);
  }
  return row as Row;
}

/** A bare Hono server on the same Node, answering one short JSON body. */
async function bareHono() {
  const code = `
    import { Hono } from "hono";
    import { serve } from "@hono/node-server";
    const app = new Hono().get("/", (c) => c.json({ ok: true }));
    serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      console.log(info.port));`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(child.stdout, "data")) as [Buffer];
  const url = `http://127.0.0.1:${chunk.toString().trim()}/`;
  await run("bare list", { url, amount: 5000 });
  await sleep(5000);
  const figures = memory(child.pid!);
  child.kill();
  return figures;
}

/**
 * A memory cgroup limited to `limitMib`, made by hand (`systemd-run` is not
 * available everywhere, and `prlimit --as` breaks WebAssembly's address-space
 * reservation). cgroup v2 when /sys/fs/cgroup is cgroup2, else v1's memory
 * controller.
 */
function memoryCgroup(limitMib: number) {
  const v2 = execFileSync("stat", ["-fc", "%T", "/sys/fs/cgroup"], {
    encoding: "utf8",
  }).startsWith("cgroup2");
  const root = v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/memory";
  const path = join(root, `bench-memory-${process.pid}`);
  mkdirSync(path);
  const bytes = String(limitMib * 2 ** 20);
  if (v2) {
    // Without swap the limit is on resident memory alone.
    writeFileSync(join(path, "memory.max"), bytes);
    if (existsSync(join(path, "memory.swap.max")))
      writeFileSync(join(path, "memory.swap.max"), "0");
  } else {
    writeFileSync(join(path, "memory.limit_in_bytes"), bytes);
    if (existsSync(join(path, "memory.memsw.limit_in_bytes")))
      writeFileSync(join(path, "memory.memsw.limit_in_bytes"), bytes);
  }
  // This process's own group, to come back to after spawning the server.
  const own = readFileSync("/proc/self/cgroup", "utf8")
    .split("\n")
    .map((line) => line.split(":"))
    .find(([, controllers]) =>
      v2 ? controllers === "" : controllers!.split(",").includes("memory"),
    )![2]!;
  return {
    version: v2 ? "v2" : "v1",
    /** Spawns the server inside the group: a child starts in its parent's. */
    async spawn(environment: Record<string, string>, logFile: string) {
      writeFileSync(join(path, "cgroup.procs"), String(process.pid));
      try {
        return spawnServer(environment, logFile);
      } finally {
        writeFileSync(join(root, own, "cgroup.procs"), String(process.pid));
      }
    },
    /** Times the kernel refused memory to the group (it reclaims, then kills). */
    failures: () =>
      v2
        ? Number(
            /max (\d+)/.exec(
              readFileSync(join(path, "memory.events"), "utf8"),
            )?.[1],
          )
        : Number(readFileSync(join(path, "memory.failcnt"), "utf8")),
    remove: () => rmdirSync(path),
  };
}

/** Page, list, submit and admin sign-in, as a visitor and the admin would. */
async function smoke(server: SpawnedServer) {
  const check = async (name: string, res: Promise<Response>) => {
    const answer = await res;
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${name}: ${answer.status}`);
  };
  await check("page", fetch(server.url + "/"));
  await check("list", fetch(server.url + LIST_PATH, { headers: AUTH }));
  await check(
    "submit",
    fetch(server.url + "/functions/v1/submit-testimonial", {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json" },
      body: submission(),
    }),
  );
  await check(
    "admin sign-in",
    fetch(server.url + "/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ password: PASSWORD }),
    }),
  );
}

/** The smoke test on a new and then the same (existing) store, under the limit. */
async function limited(dir: string): Promise<string[]> {
  let group: ReturnType<typeof memoryCgroup>;
  try {
    group = memoryCgroup(LIMIT_MIB);
  } catch (error) {
    return [`skipped: no memory cgroup could be made (${String(error)})`];
  }
  const lines: string[] = [];
  const dataDir = join(dir, "data-limited");
  try {
    for (const label of ["new store", "existing store"]) {
      let server: SpawnedServer | undefined;
      try {
        server = await group.spawn(env(dataDir), join(dir, "limited.log"));
        await smoke(server);
        const { peak } = memory(server.process.pid!);
        lines.push(`${label}: smoke test passed (server peak ${peak} MiB)`);
      } catch (error) {
        lines.push(
          `${label}: FAILED (${String(error).split("\n")[0]}; memory refused ${group.failures()} times)`,
        );
      } finally {
        if (server) await stopServer(server);
      }
    }
  } finally {
    group.remove();
  }
  return [`cgroup ${group.version}, ${LIMIT_MIB} MiB:`, ...lines];
}

/** The Insights phase with counting on, then the same load with it off. */
async function insightsPhase(dir: string) {
  const figures: InsightsMemory[] = [];
  for (const insights of ["on", "off"] as const)
    figures.push(await measureInsightsMemory(dir, env, memory, insights));
  return `Insights, ${figures[0]!.visitors.toLocaleString("en-GB")} page views from as many /24 networks in one day (PGlite):
${figures
  .map(
    (i) =>
      `  INSIGHTS=${i.insights} (${i.seconds} s): server idle ${i.idle} MiB before, ${i.after} MiB right after, ${i.idleAfter} MiB 10 s later, peak ${i.peak} MiB; visitors counted ${i.counted.toLocaleString("en-GB")}, dropped ${i.dropped}`,
  )
  .join("\n")}
Budgets: server ≤ 200 MiB idle, ≤ 256 MiB under load, ≤ 320 MiB peak`;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), "bench-memory-"));
  try {
    const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
    console.log(`Load average at the start: ${load()}`);
    if (ONLY === "insights") {
      console.log(await insightsPhase(dir));
      console.log(`Load average at the end: ${load()}`);
      return;
    }
    const rows = [await measure("PGlite", dir)];
    if (DATABASE_URL) rows.push(await measure("PostgreSQL", dir, DATABASE_URL));
    else console.log("BENCH_DATABASE_URL not set: PostgreSQL skipped");
    const insights = await insightsPhase(dir);
    const large = await measureLargeStore(dir, env, PASSWORD);
    const bare = await bareHono();
    const limitLines = await limited(dir);
    console.log(`
| store | first start: peak | idle | after 5,000 list calls | after 2,000 submissions | peak under load | after ${IDLE_S} s idle | restart: peak | restart: idle | start-up, new store | start-up, existing store |
| ----- | ----------------: | ---: | ---------------------: | ----------------------: | --------------: | --------: | ------------: | ------------: | ------------------: | -----------------------: |
${rows
  .map(
    (r) =>
      `| ${r.store} | ${r.peakNew} MiB | ${r.idle} MiB | ${r.list} MiB | ${r.submit} MiB | ${r.loadPeak} MiB | ${r.idleAfter} MiB | ${r.peakExisting} MiB | ${r.idleExisting} MiB | ${r.startNew} ms | ${r.startExisting} ms |`,
  )
  .join("\n")}
| bare Hono (floor) | | ${bare.rss} MiB | | | ${bare.peak} MiB | | | | | |

Large store (PGlite; ${process.env.BENCH_REVISIONS ?? 5000} revisions, ${process.env.BENCH_PORTRAITS ?? 50} portraits): server idle ${large.idle} MiB; backup (${large.backupMiB} MiB file): server peak ${large.backupPeak} MiB, ${large.afterBackup} MiB 5 s after
5 uploads of a ${large.photoMiB} MiB JPEG (${large.uploadMs.join(", ")} ms): server peak ${large.uploadPeak} MiB, server plus worker peak ${large.uploadTogetherPeak} MiB, server ${large.afterUploads} MiB 5 s after
Budgets: server ≤ 256 MiB during and after the backup and the uploads, server plus worker ≤ 320 MiB

${insights}

Hard limit: ${limitLines.join("\n  ")}
Load average at the end: ${load()}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
