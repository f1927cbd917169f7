// One address holding many connections open by trickling its headers (a
// line every 2 s, under the header timeout) must not keep other visitors
// out: the real server with its default limits, the attacker on 127.0.0.3
// and a visitor on 127.0.0.2.
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { requireBuild } from "../testing/real-site";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../testing/spawn-server";

requireBuild("server/resilience/slow-headers.test.ts");

const SLOW_SOCKETS = 1_000;

let server: SpawnedServer;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "slow-headers-"));
  server = await spawnServer({ DATA_DIR: dataDir });
  port = Number(new URL(server.url).port);
}, 120_000);
afterAll(async () => {
  if (server) await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
});

/** A connection from 127.0.0.3 that sends a header line now and then, never ending its headers. */
const slowSocket = () =>
  new Promise<Socket | null>((resolve) => {
    const socket = connect({
      port,
      host: "127.0.0.1",
      localAddress: "127.0.0.3",
    });
    socket.on("error", () => resolve(null));
    socket.on("close", () => resolve(null));
    socket.once("connect", () => {
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
      resolve(socket);
    });
  });

/** GET / from 127.0.0.2 on a fresh connection: its status and time, or the error. */
const visit = () =>
  new Promise<{ status: number | string; ms: number }>((resolve) => {
    const started = performance.now();
    const done = (status: number | string) =>
      resolve({ status, ms: Math.round(performance.now() - started) });
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/",
        localAddress: "127.0.0.2",
        agent: false,
        timeout: 5_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode!));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => done(error.message));
    req.end();
  });

it(`answers another address within 1 s while ${SLOW_SOCKETS} slow sockets are open from one`, async () => {
  expect((await visit()).status).toBe(200);
  const sockets = await Promise.all(
    Array.from({ length: SLOW_SOCKETS }, slowSocket),
  );
  const trickle = setInterval(() => {
    for (const socket of sockets)
      if (socket && !socket.destroyed) socket.write("X-Slow: a\r\n");
  }, 2_000);
  try {
    const visits = [];
    for (let n = 0; n < 12; n++) {
      visits.push(await visit());
      await new Promise((r) => setTimeout(r, 400));
    }
    const held = sockets.filter((s) => s && !s.destroyed).length;
    console.log(
      `slow sockets: ${held} of ${SLOW_SOCKETS} still open; visits ${visits.map((v) => `${v.status}/${v.ms}ms`).join(" ")}`,
    );
    for (const v of visits)
      expect(v).toEqual({ status: 200, ms: expect.any(Number) });
    expect(Math.max(...visits.map((v) => v.ms))).toBeLessThan(1_000);
  } finally {
    clearInterval(trickle);
    for (const socket of sockets) socket?.destroy();
  }
}, 60_000);
