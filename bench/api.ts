// HTTP load on the two public calls against the production server on PGlite,
// beside ceilings measured in the same run. See bench/README.md.
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { get as httpGet } from "node:http";
import { spawnServer, stopServer } from "../server/testing/spawn-server";
import { seedApproved } from "./seed";
import { installed, WRK, wrkLoad, type Figures } from "./wrk";
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

/**
 * A GET run with wrk when it is installed: written in C, it needs far less
 * CPU per request than autocannon, which on 2 shared cores otherwise caps
 * every server near the same figure and makes the ceilings meaningless.
 */
async function getLoad(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const figures = WRK
    ? wrkLoad(WRK, name, url, headers, {
        connections: CONNECTIONS,
        seconds: DURATION_S,
      })
    : await load(name, { url, headers });
  // A ceiling that answered errors measured nothing; neither did the list run.
  if (figures.other > 0 || figures.ok === 0)
    throw new Error(`${name}: ${figures.other} answers were not 2xx`);
  return figures;
}

/**
 * A bare node:http server in its own process, answering the bytes in
 * `bodyFile` from memory with the given headers (Node adds Date, Connection
 * and Keep-Alive itself, as it does for the production server).
 */
async function startBareNode(
  bodyFile: string,
  headers: [string, string][],
): Promise<{ url: string; child: ChildProcess }> {
  const code = `
    const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
    const head = Object.fromEntries(${JSON.stringify(headers)});
    const server = require("node:http").createServer((req, res) => {
      res.writeHead(200, head);
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}`, child };
}

/** The list call's answer as the cached fast path sends it: body and headers. */
async function listAnswer(url: string) {
  // The first request fills the server's cache; the second is answered from it.
  for (let i = 0; ; i++) {
    const { body, rawHeaders } = await new Promise<{
      body: Buffer;
      rawHeaders: string[];
    }>((resolve, reject) =>
      httpGet(url, { headers: AUTH }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ body: Buffer.concat(chunks), rawHeaders: res.rawHeaders }),
        );
      }).on("error", reject),
    );
    if (i === 0) continue;
    const headers: [string, string][] = [];
    for (let h = 0; h < rawHeaders.length; h += 2)
      if (!/^(date|connection|keep-alive)$/i.test(rawHeaders[h]!))
        headers.push([rawHeaders[h]!, rawHeaders[h + 1]!]);
    return { body, headers };
  }
}

/** nginx serving the same bytes as a static file, when nginx is installed. */
async function startNginx(dir: string, bodyFile: string) {
  const nginx = installed("nginx");
  if (!nginx) return null;
  // nginx's workers run as an unprivileged user: they must be able to read
  // the file (mkdtemp makes the folder private).
  await chmod(dir, 0o755);
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const conf = join(dir, "nginx.conf");
  await writeFile(
    conf,
    // Tuned as a static file server would be: a worker per core, the file's
    // descriptor cached, keep-alive connections never recycled mid-run.
    `daemon off; worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
     events { worker_connections 1024; }
     http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
       open_file_cache max=16; server { listen 127.0.0.1:${port};
       location / { default_type application/json; root ${dirname(bodyFile)}; } } }`,
  );
  const child = spawn(nginx, ["-c", conf, "-p", dir], {
    stdio: "ignore",
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { url: `http://127.0.0.1:${port}`, child };
}

/** The GET runs: the ceilings and the list call. */
type Run = "bare" | "bareBody" | "nginx" | "list";
interface Get {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

const fmt = (f: Figures) =>
  `${f.name.padEnd(34)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(1).padStart(5)} ms   p99 ${f.p99.toFixed(1).padStart(5)} ms   (${f.ok} ok, ${f.other} other)`;

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
  const answer = await listAnswer(server.url + LIST_PATH);
  const payload = answer.body;
  const bodyFile = join(dir, "testimonials.json");
  await writeFile(bodyFile, payload);
  console.log(
    `List payload: ${payload.length} bytes, ${(JSON.parse(payload.toString()) as unknown[]).length} rows; ` +
      `${DURATION_S} s per run, ${CONNECTIONS} connections, loopback, best of ${ROUNDS} alternating runs; ` +
      `GET runs with ${WRK ? "wrk (1 thread)" : "autocannon (wrk not installed)"}, the submit run with autocannon\n`,
  );

  // Two ceilings: the same answer (the security, cache and CORS headers the
  // server must send, and the body), and the body with only the two headers
  // any JSON answer needs, to show what the headers themselves cost.
  const bare = await startBareNode(bodyFile, answer.headers);
  const bareBody = await startBareNode(bodyFile, [
    ["Content-Type", "application/json; charset=utf-8"],
    ["Content-Length", String(payload.length)],
  ]);
  const nginx = await startNginx(dir, bodyFile);
  const gets: Partial<Record<Run, Get>> = {
    bare: { name: "bare node:http, same answer", url: bare.url },
    bareBody: { name: "bare node:http, same body only", url: bareBody.url },
    ...(nginx && {
      nginx: {
        name: "nginx static file",
        url: `${nginx.url}/${basename(bodyFile)}`,
      },
    }),
    list: {
      name: "list call (production server)",
      url: server.url + LIST_PATH,
      headers: AUTH,
    },
  };
  try {
    if (!nginx) console.log("nginx not installed, skipped");
    const best: Partial<Record<Run, Figures>> = {};
    for (let round = 0; round < ROUNDS; round++)
      for (const [run, { name, url, headers }] of Object.entries(gets) as [
        Run,
        Get,
      ][]) {
        const figures = await getLoad(name, url, headers);
        if (!best[run] || figures.rps > best[run].rps) best[run] = figures;
      }

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
    console.log([...Object.values(best), submit].map(fmt).join("\n"));
    const ratio = (top?: Figures, bottom?: Figures) =>
      top && bottom ? `${((100 * top.rps) / bottom.rps).toFixed(0)}%` : "n/a";
    console.log(`
list / bare node, same answer: ${ratio(best.list, best.bare)} (goal 70%)
list / bare node, same body only: ${ratio(best.list, best.bareBody)}
bare node, same answer / same body only: ${ratio(best.bare, best.bareBody)}
list / nginx: ${ratio(best.list, best.nginx)}
bare node, same body only / nginx: ${ratio(best.bareBody, best.nginx)}
submit: ${submit.rps.toFixed(0)} req/s (goal 800)`);

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
    bareBody.child.kill();
    nginx?.child.kill();
    if (server.process.exitCode === null) await stopServer(server);
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
