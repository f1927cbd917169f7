// The memory bench's large-store phases (bench/memory.ts, bench/README.md):
// a store with thousands of content revisions and dozens of portraits, then
// a backup and a run of large portrait uploads, with the server's resident
// memory (and its image worker's) sampled throughout.
import { createWriteStream, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { checkProfile } from "../core/content/profile-schema";
import { seedProfile } from "../content/profile";
import { setLogSink } from "../server/log";
import { derivePortrait } from "../server/images/portrait/derive-portrait";
import { openStore } from "../server/store/open-store";
import { photoLike } from "../server/testing/portrait-images";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../server/testing/spawn-server";

const REVISIONS = Number(process.env.BENCH_REVISIONS ?? 5000);
const PORTRAITS = Number(process.env.BENCH_PORTRAITS ?? 50);
const UPLOADS = 5;
const SETTLE_MS = 5000;

const rssOf = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // the process has just exited
  }
};

/** The process's children (the image workers), from every thread's list. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .split(" ")
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** Samples the server's RSS, and its own plus its children's, every 20 ms until stopped. */
function sampler(pid: number) {
  let server = 0;
  let together = 0;
  const timer = setInterval(() => {
    const own = rssOf(pid);
    const sum = own + childrenOf(pid).reduce((s, c) => s + rssOf(c), 0);
    server = Math.max(server, own);
    together = Math.max(together, sum);
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { server: Math.round(server), together: Math.round(together) };
    },
  };
}

/** A 6000 × 4000 photo-like JPEG of about 14 MB (fine noise at high quality). */
const bigPhoto = () =>
  photoLike({ width: 6000, height: 4000, sigma: 36, blur: 0.8 })
    .jpeg({ quality: 96 })
    .toBuffer();

/**
 * `REVISIONS` revisions of the seed content (each naming one of `PORTRAITS`
 * portraits), the portraits' files (one real derivation, stored under each
 * id: a backup checks the files' kind, not their hash), in a PGlite folder
 * before a server holds it.
 */
async function seedLargeStore(dataDir: string) {
  const restore = setLogSink(() => {});
  const store = await openStore({ dataDir, databaseUrl: undefined });
  try {
    const photo = await photoLike({ width: 1600, height: 2000, sigma: 20 })
      .jpeg()
      .toBuffer();
    const derived = await derivePortrait(photo, { kind: "centre" });
    if (!derived.ok) throw new Error(derived.error);
    const ids = Array.from({ length: PORTRAITS }, (_, i) =>
      (i + 1).toString(16).padStart(32, "a"),
    );
    for (const id of ids)
      await store.portraits.put(
        derived.files.map((file) => ({
          name: file.name.replace(derived.id, id),
          bytes: file.bytes,
        })),
      );
    for (let i = 0; i < REVISIONS; i++) {
      const content = checkProfile({
        ...seedProfile,
        portrait: {
          id: ids[i % ids.length]!,
          alt: "The owner at her desk",
          width: derived.width,
          height: derived.height,
          widths: derived.widths,
        },
      });
      if (!content.ok) throw new Error(JSON.stringify(content.issues));
      const keep = i === REVISIONS - 1 ? "publish" : "saveVersion";
      await store.content[keep]("en", content.profile, `Bench revision ${i}`);
    }
  } finally {
    await store.close();
    restore();
  }
}

export interface LargeStoreRow {
  idle: number;
  backupPeak: number;
  backupMiB: number;
  afterBackup: number;
  uploadPeak: number;
  uploadTogetherPeak: number;
  afterUploads: number;
  uploadMs: number[];
  photoMiB: number;
}

async function backup(server: SpawnedServer, dataDir: string, file: string) {
  const { token } = JSON.parse(
    readFileSync(join(dataDir, "ops.json"), "utf8"),
  ) as { token: string };
  const res = await fetch(`${server.url}/api/ops/backup`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok || !res.body) throw new Error(`backup answered ${res.status}`);
  await pipeline(
    Readable.fromWeb(res.body as NodeReadableStream),
    createWriteStream(file),
  );
}

/** Seeds the store, then a backup and five sequential large uploads, sampling memory. */
export async function measureLargeStore(
  dir: string,
  env: (dataDir: string) => Record<string, string>,
  password: string,
): Promise<LargeStoreRow> {
  const dataDir = join(dir, "data-large");
  await seedLargeStore(dataDir);
  const photo = await bigPhoto();
  const server = await spawnServer(env(dataDir), join(dir, "large.log"));
  const pid = server.process.pid!;
  try {
    await sleep(SETTLE_MS);
    const row: Partial<LargeStoreRow> = {
      idle: Math.round(rssOf(pid)),
      photoMiB: Math.round((photo.length / 2 ** 20) * 10) / 10,
    };
    const backupFile = join(dir, "large-backup");
    let sampling = sampler(pid);
    await backup(server, dataDir, backupFile);
    row.backupPeak = sampling.stop().server;
    row.backupMiB = Math.round(readFileSync(backupFile).length / 2 ** 20);
    await sleep(SETTLE_MS);
    row.afterBackup = Math.round(rssOf(pid));

    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ password }),
    });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    row.uploadMs = [];
    sampling = sampler(pid);
    for (let i = 0; i < UPLOADS; i++) {
      const began = performance.now();
      const res = await fetch(`${server.url}/api/admin/portrait`, {
        method: "POST",
        headers: { cookie, origin: server.url, "x-csrf-token": csrfToken },
        body: photo as Uint8Array<ArrayBuffer>,
      });
      if (!res.ok)
        throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      row.uploadMs.push(Math.round(performance.now() - began));
    }
    ({ server: row.uploadPeak, together: row.uploadTogetherPeak } =
      sampling.stop());
    await sleep(SETTLE_MS);
    row.afterUploads = Math.round(rssOf(pid));
    return row as LargeStoreRow;
  } finally {
    await stopServer(server);
  }
}
