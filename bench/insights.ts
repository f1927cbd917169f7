// What counting a visit costs (docs/decisions/048-insights-counting.md):
// the counting path per request, in process, and the page's throughput on
// the production server with INSIGHTS on and off. See bench/README.md.
import { Hono, type Context } from "hono";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { visitCounter } from "../server/http/count-visit";
import { setLogSink } from "../server/log";
import { openStore } from "../server/store/open-store";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../server/testing/spawn-server";
import { installed, WRK, wrkLoad } from "./wrk";

const BUDGET_US = 20;
const BUDGET_RATIO = 0.95;
const MICRO_RUNS = Number(process.env.BENCH_MICRO_RUNS ?? 9);
// Below the counter's MAX_PENDING, so no request is dropped within a run.
const MICRO_REQUESTS = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// One-second slices per server and pair: with 5 or 6, one round of the
// same code gave anywhere from 88 to 102% here; with 15, from 94 to 98%.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Every how many page views one comes from a network not seen before (0: none).
const NEW_EVERY = Number(process.env.BENCH_NEW_EVERY ?? 2);
// BENCH_AA=1: both servers run with INSIGHTS=off, to see the method's own spread.
const AA = process.env.BENCH_AA === "1";
const SITE = { siteUrl: "https://counsel.example", host: "", port: 0 };

const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
];
/** What a browser sends with a page request, besides its address and agent. */
const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-GB,en;q=0.9,pt;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "cross-site",
  "upgrade-insecure-requests": "1",
};
const REFERRERS = [
  "https://www.google.com/",
  "https://www.linkedin.com/feed/",
  "https://lawyers-directory.example/lisbon?page=2",
];

/** CPU time (user and system, all threads) a process has used, in µs. */
function cpuUs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .split(") ")[1]!
    .split(" ");
  // utime and stime, fields 14 and 15 of proc(5), in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let networks = 0;
/** A new IPv4 /24 each call: a visitor the counter has not seen today. */
const newNetwork = () => {
  const n = networks++;
  return `${11 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}.7`;
};

type Visitors = "repeat" | "new" | "mixed";

/** The request headers of visit `i`: repeat visitors come from 50 networks. */
function visitHeaders(i: number, visitors: Visitors): Record<string, string> {
  const repeat = visitors === "repeat" || (visitors === "mixed" && i % 2);
  return {
    ...BROWSER_HEADERS,
    host: "counsel.example",
    "user-agent": AGENTS[i % AGENTS.length]!,
    "x-forwarded-for": repeat ? `198.51.${i % 50}.20` : newNetwork(),
    ...(visitors !== "repeat" &&
      i % 3 === 0 && { referer: REFERRERS[i % REFERRERS.length]! }),
  };
}

/**
 * Median µs per request of `visitCounter(...).page`, in CPU time (the
 * process's, GC included: on a shared machine wall time also counts the
 * time other processes held the core) and in wall time, over real Hono contexts
 * (made by app.request beforehand, with a socket as @hono/node-server gives
 * one), counting into the store's real InsightsCounter. Each run's batch is
 * written between runs, untimed, as the counter's timer does.
 */
async function microbenchmark(
  visitors: Visitors,
  count: ReturnType<typeof visitCounter>,
  flush: () => Promise<void>,
) {
  const socket = {
    remoteAddress: "127.0.0.1",
    remotePort: 40000,
    remoteFamily: "IPv4",
  };
  const cpuUs: number[] = [];
  const wallUs: number[] = [];
  // The first run warms the JIT, isbot's pattern and the HMAC: not kept.
  for (let run = 0; run <= MICRO_RUNS; run++) {
    const contexts: Context[] = [];
    const app = new Hono().get("*", (c) => {
      contexts.push(c);
      return c.body(null);
    });
    for (let i = 0; i < MICRO_REQUESTS; i++) {
      const headers = visitHeaders(i, visitors);
      // As @hono/node-server passes Node's request: its socket and parsed headers.
      await app.request(
        i % 5 === 0 ? "/?utm_source=newsletter" : "/",
        { headers },
        { incoming: { socket, headers } },
      );
    }
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const c of contexts) count.page(c, "home", "en", 200);
    const { user, system } = process.cpuUsage(cpu);
    const elapsed = performance.now() - started;
    await flush();
    if (run > 0) {
      cpuUs.push((user + system) / MICRO_REQUESTS);
      wallUs.push((elapsed * 1000) / MICRO_REQUESTS);
    }
  }
  return { cpu: median(cpuUs), wall: median(wallUs) };
}

/** A wrk script: each request as a browser, every NEW_EVERY-th from a network not seen before, the others from 50 networks. */
function browserScript(dir: string) {
  const file = join(dir, "browser.lua");
  const headers = Object.entries(BROWSER_HEADERS)
    .map(([name, value]) => `["${name}"] = "${value}"`)
    .join(", ");
  writeFileSync(
    file,
    `local n = 0
local agents = { ${AGENTS.map((agent) => JSON.stringify(agent)).join(", ")} }
request = function()
  n = n + 1
  local headers = { ${headers} }
  headers["User-Agent"] = agents[n % ${AGENTS.length} + 1]
  if ${NEW_EVERY} == 0 or n % ${NEW_EVERY || 1} ~= 0 then
    headers["X-Forwarded-For"] = string.format("198.51.%d.20", n % 50)
  else
    headers["X-Forwarded-For"] = string.format("%d.%d.%d.7", 11 + math.floor(n / 65536) % 200, math.floor(n / 256) % 256, n % 256)
  end
  if n % 3 == 0 then headers["Referer"] = "https://www.linkedin.com/feed/" end
  return wrk.format("GET", "/", headers)
end
`,
  );
  return file;
}

const TASKSET = availableParallelism() >= 2 ? installed("taskset") : null;

/**
 * Every thread of process `pid` (and what it starts later) on `cpu` only.
 * The servers share one core and wrk (started by this process) has the
 * other: without it the scheduler moves them around, and the same server's
 * CPU per answer varied from 92 to 168 µs between rounds on an idle machine.
 */
function pin(pid: number, cpu: number) {
  if (TASKSET) spawnSync(TASKSET, ["-a", "-p", "-c", String(cpu), String(pid)]);
}

type Totals = Record<"on" | "off", { ok: number; cpuUs: number }>;

/**
 * GET / as browsers on two production servers, INSIGHTS on and off,
 * interleaved; on/off per round. Each round runs two new pairs of servers
 * (on new data folders), one started on first and one off first, and adds
 * up both: with both servers counting nothing (BENCH_AA=1), the server
 * started first of a pair answered about 5% less than the other in most
 * pairs, and one pair kept for all rounds carried its own difference into
 * every round.
 */
async function throughput(dir: string) {
  if (!WRK || ROUNDS === 0) return null;
  const script = browserScript(dir);
  const wrk: string = WRK;
  let pairs = 0;
  const server = (insights: "on" | "off", pair: number) =>
    spawnServer(
      {
        DATA_DIR: join(dir, `data-${insights}-${pair}`),
        TRUST_PROXY: "1",
        INSIGHTS: AA ? "off" : insights,
      },
      join(dir, `server-${insights}-${pair}.log`),
    );
  /** SECONDS one-second slices on each server of a new pair started in `order`, added to `totals`. */
  const pairRun = async (order: ("on" | "off")[], totals: Totals) => {
    const pair = pairs++;
    const servers = {} as Record<"on" | "off", SpawnedServer>;
    try {
      for (const name of order) {
        servers[name] = await server(name, pair);
        pin(servers[name].process.pid!, 0);
      }
      /** `seconds` of load on one server (warm already: no warm-up of its own). */
      const slice = (name: "on" | "off", seconds: number) => {
        const pid = servers[name].process.pid!;
        const cpuBefore = cpuUs(pid);
        const run = wrkLoad(
          wrk,
          name,
          servers[name].url + "/",
          {},
          {
            connections: CONNECTIONS,
            seconds,
            script,
            warmUp: false,
          },
        );
        if (run.other > 0 || run.ok === 0)
          throw new Error(
            `INSIGHTS=${name}: ${run.other} answers were not 2xx or 304`,
          );
        return { ok: run.ok, cpuUs: cpuUs(pid) - cpuBefore };
      };
      for (const name of order) slice(name, 2);
      // Alternating which goes first (on off, off on, ...): the machine's
      // load drifts within seconds here, and fine slices make it weigh on
      // both alike.
      for (let s = 0; s < SECONDS; s++)
        for (const name of s % 2 ? [...order].reverse() : order) {
          const run = slice(name, 1);
          totals[name].ok += run.ok;
          totals[name].cpuUs += run.cpuUs;
        }
    } finally {
      for (const name of order)
        if (servers[name]) await stopServer(servers[name]);
    }
  };
  pin(process.pid, 1);
  const rounds: Record<"on" | "off", { rps: number; cpuUs: number }>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const totals: Totals = {
      on: { ok: 0, cpuUs: 0 },
      off: { ok: 0, cpuUs: 0 },
    };
    await pairRun(["on", "off"], totals);
    await pairRun(["off", "on"], totals);
    const figures = (name: "on" | "off") => ({
      rps: totals[name].ok / (2 * SECONDS),
      cpuUs: totals[name].cpuUs / totals[name].ok,
    });
    const { on: a, off: b } = { on: figures("on"), off: figures("off") };
    rounds.push({ on: a, off: b });
    console.log(
      `round ${round + 1}: on ${a.rps.toFixed(0)} req/s (${a.cpuUs.toFixed(0)} µs CPU each), off ${b.rps.toFixed(0)} req/s (${b.cpuUs.toFixed(0)} µs CPU each), on/off ${((100 * a.rps) / b.rps).toFixed(1)}%`,
    );
  }
  return rounds;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), "bench-insights-"));
  let failed = false;
  const verdict = (ok: boolean) => {
    if (!ok) failed = true;
    return ok ? "ok" : "OVER BUDGET";
  };
  try {
    console.log(`Load average at the start: ${loadavg()[0]!.toFixed(2)}`);
    const restoreLog = setLogSink(() => {});
    const store = await openStore({
      dataDir: join(dir, "data-micro"),
      databaseUrl: undefined,
    });
    const count = visitCounter({ ...SITE, proxyHops: 1 }, store.insights);
    const micro: [Visitors, { cpu: number; wall: number }][] = [];
    try {
      // BENCH_MICRO_RUNS=0: the throughput rounds only.
      for (const visitors of MICRO_RUNS
        ? (["repeat", "new", "mixed"] as const)
        : [])
        micro.push([
          visitors,
          await microbenchmark(visitors, count, () => store.insights.flush()),
        ]);
    } finally {
      await store.close();
      restoreLog();
    }
    console.log(
      `\nCounting path (visitCounter.page into a real counter on PGlite), median of ${MICRO_RUNS} runs of ${MICRO_REQUESTS.toLocaleString("en-GB")} requests:`,
    );
    for (const [visitors, us] of micro)
      console.log(
        `  ${`${visitors} visitors`.padEnd(16)} ${us.cpu.toFixed(2).padStart(6)} µs CPU per request (wall ${us.wall.toFixed(2)})   budget <= ${BUDGET_US}   ${verdict(us.cpu <= BUDGET_US)}`,
      );

    const rounds = await throughput(dir);
    if (!rounds)
      console.log(
        "\nthroughput skipped: wrk not installed (apt-get install wrk), or BENCH_ROUNDS=0",
      );
    else {
      const ratio = median(rounds.map((r) => r.on.rps / r.off.rps));
      const percent = (r: number) => `${(100 * r).toFixed(1)}%`;
      const cpuOn = median(rounds.map((r) => r.on.cpuUs));
      const cpuOff = median(rounds.map((r) => r.off.cpuUs));
      console.log(
        `\nGET / as browsers (${NEW_EVERY ? `1 in ${NEW_EVERY} from a new network` : "50 networks, no new one"})${AA ? ", A/A: both servers INSIGHTS=off" : ""}, ${ROUNDS} rounds of two new pairs of servers (on started first, then off first), ${SECONDS} interleaved one-second slices per server and pair, ${CONNECTIONS} connections, wrk (1 thread)${TASKSET ? ", servers on one core and wrk on another" : ""}:` +
          `\n  on/off median ${percent(ratio)} (rounds ${rounds.map((r) => percent(r.on.rps / r.off.rps)).join(", ")})   budget >= ${100 * BUDGET_RATIO}%   ${verdict(ratio >= BUDGET_RATIO)}` +
          `\n  on median ${median(rounds.map((r) => r.on.rps)).toFixed(0)} req/s, off median ${median(rounds.map((r) => r.off.rps)).toFixed(0)} req/s` +
          // The server's own CPU per answer does not depend on what else the
          // machine runs: its inverse is the throughput a free core would give.
          `\n  server CPU per answer, median: on ${cpuOn.toFixed(0)} µs, off ${cpuOff.toFixed(0)} µs; off/on ${percent(cpuOff / cpuOn)}`,
      );
    }
    console.log(`Load average at the end: ${loadavg()[0]!.toFixed(2)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
