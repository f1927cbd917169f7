// HTTP load on the two public calls against the production server on PGlite,
// beside ceilings measured in the same run. See bench/README.md.
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer, stopServer } from "../server/testing/spawn-server";
import { seedApproved } from "./seed";
import { setLogSink } from "../server/log";
import { openStore } from "../server/store/open-store";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Ceilings and list runs alternate this many times; the best of each is kept,
// which is less sensitive to other load on the machine than a single run.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const KEY = "bench-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };
const LIST_PATH = "/rest/v1/testimonials_public?select=*&order=created_at.desc";
const MARKER = "Bench submission number";

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

async function load(
  name: string,
  options: autocannon.Options,
): Promise<Figures> {
  // A short warm-up (JIT, caches, keep-alive sockets), then the measured run.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

/** A bare node:http server in its own process, answering `bodyFile` from memory. */
async function startBareNode(
  bodyFile: string,
): Promise<{ url: string; child: ChildProcess }> {
  const code = `
    const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
    const server = require("node:http").createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": body.length });
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}`, child };
}

/** nginx serving the same bytes as a static file, when nginx is installed. */
async function startNginx(dir: string, bodyFile: string) {
  const which = spawnSync("sh", ["-c", "command -v nginx"], {
    encoding: "utf8",
  });
  if (which.status !== 0) return null;
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const conf = join(dir, "nginx.conf");
  await writeFile(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
     events { worker_connections 1024; }
     http { access_log off; server { listen 127.0.0.1:${port};
       location / { default_type application/json; alias ${bodyFile}; } } }`,
  );
  const child = spawn(which.stdout.trim(), ["-c", conf, "-p", dir], {
    stdio: "ignore",
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { url: `http://127.0.0.1:${port}`, child };
}

const fmt = (f: Figures) =>
  `${f.name.padEnd(34)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   (${f.ok} ok, ${f.other} other)`;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), "bench-api-"));
  const dataDir = join(dir, "data");
  console.log(`Seeding 50 approved testimonials in ${dataDir} ...`);
  await seedApproved(dataDir, 50);

  const server = await spawnServer(
    {
      DATA_DIR: dataDir,
      PUBLIC_API_KEY: KEY,
      SUBMIT_LIMIT_PER_HOUR: "1000000",
    },
    join(dir, "server.log"),
  );
  const first = await fetch(server.url + LIST_PATH, { headers: AUTH });
  const payload = Buffer.from(await first.arrayBuffer());
  const bodyFile = join(dir, "testimonials.json");
  await writeFile(bodyFile, payload);
  console.log(
    `List payload: ${payload.length} bytes, ${(JSON.parse(payload.toString()) as unknown[]).length} rows; ` +
      `${DURATION_S} s per run, ${CONNECTIONS} connections, loopback, best of ${ROUNDS} alternating runs\n`,
  );

  const bare = await startBareNode(bodyFile);
  const nginx = await startNginx(dir, bodyFile);
  const results: Figures[] = [];
  try {
    const best = (runs: Figures[]) =>
      runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    const runs: Record<string, Figures[]> = { bare: [], nginx: [], list: [] };
    if (!nginx) console.log("nginx not installed, skipped");
    for (let round = 0; round < ROUNDS; round++) {
      runs.bare!.push(
        await load("bare node:http (same bytes)", { url: bare.url }),
      );
      if (nginx)
        runs.nginx!.push(
          await load("nginx static file", { url: nginx.url + "/" }),
        );
      runs.list!.push(
        await load("list call (production server)", {
          url: server.url + LIST_PATH,
          headers: AUTH,
        }),
      );
    }
    results.push(best(runs.bare!));
    if (nginx) results.push(best(runs.nginx!));
    results.push(best(runs.list!));

    let counter = 0;
    const acknowledged = new Set<string>();
    type Ctx = { comment?: string };
    const submit = await load("submit call (production server)", {
      url: server.url + "/functions/v1/submit-testimonial",
      requests: [
        {
          method: "POST",
          headers: { ...AUTH, "content-type": "application/json" },
          setupRequest: (request, context) => {
            const comment = `${MARKER} ${++counter}, unique so none is a duplicate.`;
            (context as Ctx).comment = comment;
            return {
              ...request,
              body: JSON.stringify({
                name: "Bench",
                company: "",
                relationship: "Other",
                comment,
                consent: true,
              }),
            };
          },
          onResponse: (status, _body, context) => {
            if (status === 200) acknowledged.add((context as Ctx).comment!);
          },
        },
      ],
    });
    results.push(submit);

    console.log(results.map(fmt).join("\n"));
    const [bareFigures] = results;
    const list = results.find((r) => r.name.startsWith("list"))!;
    const nginxFigures = results.find((r) => r.name.startsWith("nginx"));
    console.log(
      `\nlist / bare node: ${((100 * list.rps) / bareFigures!.rps).toFixed(0)}% (goal 70%)`,
    );
    if (nginxFigures) {
      console.log(
        `list / nginx: ${((100 * list.rps) / nginxFigures.rps).toFixed(0)}%`,
      );
      console.log(
        `bare node / nginx: ${((100 * bareFigures!.rps) / nginxFigures.rps).toFixed(0)}%`,
      );
    }
    console.log(`submit: ${submit.rps.toFixed(0)} req/s (goal 800)`);

    // Every acknowledged submission must be in the store.
    await stopServer(server);
    const restore = setLogSink(() => {});
    const store = await openStore({ dataDir, databaseUrl: undefined });
    const rows = await store.testimonials.list("pending", 10_000_000);
    await store.close();
    restore();
    const stored = new Set(rows.map((row) => row.comment));
    const missing = [...acknowledged].filter((comment) => !stored.has(comment));
    console.log(
      `acknowledged submissions: ${acknowledged.size}; in the store: ${acknowledged.size - missing.length}; missing: ${missing.length}`,
    );
    if (missing.length) process.exitCode = 1;
  } finally {
    bare.child.kill();
    nginx?.child.kill();
    if (server.process.exitCode === null) await stopServer(server);
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
