// Store outage: a TCP proxy stands between the real server and
// PostgreSQL; stopping it is the database going away. Calls then answer 503
// with a clear message and /healthz reports it; once the proxy is back the
// service resumes by itself, without a restart. Prints the recovery time.
//
// PGlite is not covered: it runs inside the server process, so it has no
// outage of its own short of a broken disk, and an unwritable folder cannot
// be simulated reliably when the tests run as root.
import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import { requireBuild } from "../testing/real-site";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../testing/spawn-server";

requireBuild("server/resilience/outage.test.ts");

const KEY = "outage-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };

/** A TCP proxy to PostgreSQL that can be stopped and started on one port. */
class Proxy {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(private target: { host: string; port: number }) {}

  async start() {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }
}

const run = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!run)("PostgreSQL outage", () => {
  let database: FreshDatabase;
  let proxy: Proxy;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    database = await createFreshDatabase("outage");
    const target = new URL(database.url);
    proxy = new Proxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    await proxy.start();
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await spawnServer({
      DATABASE_URL: viaProxy.toString(),
      PUBLIC_API_KEY: KEY,
      SUBMIT_LIMIT_PER_HOUR: "1000",
      DB_CONNECT_TIMEOUT_MS: "1000",
    });
  }, 60_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    await proxy?.stop();
    await database?.drop();
  });

  const submit = (comment: string) =>
    fetch(`${server!.url}/functions/v1/submit-testimonial`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Outage Test",
        company: "Proxy",
        relationship: "Client",
        comment,
        consent: true,
      }),
    });
  const list = (offset: number) =>
    fetch(
      `${server!.url}/rest/v1/testimonials_public?select=*&offset=${offset}`,
      { headers: AUTH },
    );
  const health = () => fetch(`${server!.url}/healthz`);

  it("answers 503 while the database is away and recovers by itself", async () => {
    expect((await submit("Before the outage, all is well")).status).toBe(200);
    expect((await list(0)).status).toBe(200);
    expect((await health()).status).toBe(200);

    await proxy.stop();

    const submitted = await submit("During the outage, this cannot be stored");
    expect(submitted.status).toBe(503);
    expect(await submitted.json()).toEqual({
      success: false,
      error: expect.stringMatching(/temporarily unavailable/),
    });
    // offset 0 may come from the cache; offset 1 was never asked for.
    const listed = await list(1);
    expect(listed.status).toBe(503);
    expect(await listed.json()).toEqual({
      message: expect.stringMatching(/temporarily unavailable/),
    });
    const healthDown = await health();
    expect(healthDown.status).toBe(503);
    // A fixed answer: the driver's error names the database's address.
    expect(await healthDown.json()).toEqual({
      ok: false,
      error: "The store does not answer",
    });
    // The detail goes to the log.
    await vi.waitFor(() =>
      expect(server!.output()).toMatch(
        new RegExp(`"health check failed","error":"[^"]*:${proxy.port}"`),
      ),
    );

    await proxy.start();
    const back = performance.now();
    let recoveryMs: number | undefined;
    while (performance.now() - back < 15_000) {
      if ((await health()).status === 200) {
        recoveryMs = performance.now() - back;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(recoveryMs).toBeDefined();
    console.log(
      `outage: /healthz 200 again ${Math.round(recoveryMs!)} ms after the database came back (no restart)`,
    );
    expect((await submit("After the outage, stored again")).status).toBe(200);
    expect((await list(1)).status).toBe(200);
    expect(server!.process.exitCode).toBeNull();
  }, 60_000);
});
