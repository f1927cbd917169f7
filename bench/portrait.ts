// Memory and time of a portrait upload: the production server's resident
// memory before and after uploading a 24 MP JPEG (derived in a child process,
// server/images/portrait/), beside the same work done inside one Node process.
// See bench/README.md.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { photoLike } from "../server/testing/portrait-images";
import { spawnServer, stopServer } from "../server/testing/spawn-server";

const PASSWORD = "bench-admin-password";
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const SETTLE_MS = 5_000;

const rssMiB = (pid: number) =>
  Math.round(
    Number(
      /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1],
    ) / 1024,
  );

/** A 6000 × 4000 photo-like JPEG (soft noise), the size of a 24 MP camera's. */
async function photo24mp(): Promise<Buffer> {
  return photoLike({ width: 6000, height: 4000, sigma: 30, blur: 0.8 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same derivation inside this process (the child-less alternative), in a fresh Node. */
function inProcess(file: string) {
  const script = `
    import { readFileSync, writeFileSync } from "node:fs";
    import { derivePortrait } from "./server/images/portrait/derive-portrait.ts";
    const rss = () => Math.round(process.memoryUsage().rss / 2 ** 20);
    const bytes = readFileSync(${JSON.stringify(file)});
    const before = rss();
    const started = performance.now();
    const result = await derivePortrait(bytes, { kind: "centre" });
    const ms = Math.round(performance.now() - started);
    const after = rss();
    await new Promise((r) => setTimeout(r, ${SETTLE_MS}));
    globalThis.gc?.();
    console.log(JSON.stringify({ ok: result.ok, before, after, settled: rss(), ms }));`;
  return JSON.parse(
    execFileSync(
      process.execPath,
      ["--import", "tsx", "--expose-gc", "--input-type=module", "-e", script],
      { encoding: "utf8" },
    ),
  ) as {
    ok: boolean;
    before: number;
    after: number;
    settled: number;
    ms: number;
  };
}

async function main() {
  const source = await photo24mp();
  const dir = await mkdtemp(join(tmpdir(), "bench-portrait-"));
  const file = join(dir, "photo.jpg");
  writeFileSync(file, source);
  console.log(
    `source: 6000 × 4000 JPEG, ${(source.length / 2 ** 20).toFixed(1)} MiB`,
  );

  const server = await spawnServer(
    {
      DATA_DIR: join(dir, "data"),
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_API_KEY: "k",
    },
    join(dir, "server.log"),
  );
  try {
    const pid = server.process.pid!;
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    await sleep(SETTLE_MS);
    const idle = rssMiB(pid);
    console.log(`server idle: ${idle} MiB`);
    for (let upload = 1; upload <= UPLOADS; upload++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/portrait`, {
        method: "POST",
        headers: { cookie, origin: server.url, "x-csrf-token": csrfToken },
        body: source as Uint8Array<ArrayBuffer>,
      });
      const ms = Math.round(performance.now() - started);
      if (!res.ok)
        throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      const after = rssMiB(pid);
      await sleep(SETTLE_MS);
      console.log(
        `upload ${upload}: ${ms} ms, server ${after} MiB right after, ${rssMiB(pid)} MiB ${SETTLE_MS / 1000} s later`,
      );
    }
    const worker = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"portrait derived"'))
      .map(
        (line) => JSON.parse(line) as { ms: number; workerMaxRssMiB: number },
      );
    console.log(
      `workers: ${worker.map((w) => `${w.ms} ms, peak ${w.workerMaxRssMiB} MiB`).join("; ")}`,
    );
  } finally {
    await stopServer(server);
  }
  const alone = inProcess(file);
  console.log(
    `in one process instead: ${alone.before} -> ${alone.after} MiB (${alone.ms} ms), ${alone.settled} MiB ${SETTLE_MS / 1000} s later after gc`,
  );
  await rm(dir, { recursive: true, force: true });
}

await main();
