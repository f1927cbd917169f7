// The memory bench's Insights phase (bench/memory.ts, bench/README.md): the
// server's resident memory while 100,000 visitors from distinct networks
// are counted in one day, and whether every one of them was counted.
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { setLogSink } from "../server/log";
import { openStore } from "../server/store/open-store";
import { spawnServer, stopServer } from "../server/testing/spawn-server";

const VISITORS = Number(process.env.BENCH_VISITORS ?? 100_000);
const FIREFOX =
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** RSS figures of the phase, in MiB, and what the store counted. */
export interface InsightsMemory {
  insights: "on" | "off";
  visitors: number;
  idle: number;
  after: number;
  peak: number;
  idleAfter: number;
  counted: number;
  dropped: number;
  seconds: number;
}

/**
 * Starts the server behind one trusted proxy (TRUST_PROXY=1) and sends
 * VISITORS page views as a browser, each from a /24 of its own in
 * X-Forwarded-For: as many distinct visitor keys in one day. With
 * INSIGHTS=off, the same load with nothing counted, for comparison.
 */
export async function measureInsightsMemory(
  dir: string,
  env: (dataDir: string) => Record<string, string>,
  memory: (pid: number) => { rss: number; peak: number },
  insights: "on" | "off",
): Promise<InsightsMemory> {
  const dataDir = join(dir, `data-insights-${insights}`);
  const logFile = join(dir, `insights-${insights}.log`);
  const server = await spawnServer(
    { ...env(dataDir), TRUST_PROXY: "1", INSIGHTS: insights },
    logFile,
  );
  const pid = server.process.pid!;
  let n = 0;
  let other = 0;
  const figures: Partial<InsightsMemory> = { insights, visitors: VISITORS };
  try {
    await sleep(5000);
    figures.idle = memory(pid).rss;
    const began = performance.now();
    const result = await autocannon({
      url: server.url + "/",
      connections: 10,
      amount: VISITORS,
      requests: [
        {
          method: "GET",
          setupRequest: (request) => {
            const i = n++;
            return {
              ...request,
              headers: {
                "user-agent": FIREFOX,
                "accept-encoding": "br",
                "x-forwarded-for": `${11 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}.7`,
              },
            };
          },
        },
      ],
    });
    other = result.non2xx + result.errors + result.timeouts;
    figures.seconds = Math.round((performance.now() - began) / 1000);
    ({ rss: figures.after, peak: figures.peak } = memory(pid));
    // Past the counter's next write (every 5 s).
    await sleep(10_000);
    figures.idleAfter = memory(pid).rss;
    figures.peak = Math.max(figures.peak, memory(pid).peak);
  } finally {
    await stopServer(server);
  }
  if (other > 0) throw new Error(`insights: ${other} answers were not 2xx`);
  figures.dropped = [
    ...readFileSync(logFile, "utf8").matchAll(/"dropped":(\d+)/g),
  ].reduce((sum, match) => sum + Number(match[1]), 0);
  const restore = setLogSink(() => {});
  const store = await openStore({ dataDir, databaseUrl: undefined });
  try {
    const rows = await store.db.query<{ visitors: number }>(
      "SELECT visitors FROM insights_daily_visitors",
    );
    figures.counted = rows.reduce((sum, row) => sum + Number(row.visitors), 0);
  } finally {
    await store.close();
    restore();
  }
  return figures as InsightsMemory;
}
