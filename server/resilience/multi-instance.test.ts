// Two real server processes on one PostgreSQL behave as one: a
// moderation action on one shows on the other within 1 s (LISTEN/NOTIFY),
// admin sessions and the submission rate limit are shared, and killing one
// mid-load loses nothing it acknowledged. Runs when TEST_DATABASE_URL is set,
// in a fresh database dropped afterwards.
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../testing/spawn-server";

const URL = process.env.TEST_DATABASE_URL;
const KEY = "multi-instance-key";
const PASSWORD = "multi instance password";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };

if (URL && !existsSync("dist/client/template.html"))
  throw new Error(
    "server/resilience/multi-instance.test.ts needs the build: run `npm run build` first",
  );

const submit = (url: string, client: string, name: string, comment: string) =>
  fetch(`${url}/functions/v1/submit-testimonial`, {
    method: "POST",
    headers: {
      ...AUTH,
      "content-type": "application/json",
      "x-forwarded-for": client,
    },
    body: JSON.stringify({ name, comment, consent: true }),
  });

const listNames = async (url: string) => {
  const res = await fetch(`${url}/rest/v1/testimonials_public?select=name`, {
    headers: AUTH,
  });
  return ((await res.json()) as { name: string }[]).map((row) => row.name);
};
const page = async (url: string) => (await fetch(`${url}/`)).text();

/** Milliseconds until `check()` holds; fails past `ms`. */
async function within(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!URL)("two server instances on one PostgreSQL", () => {
  let database: FreshDatabase;
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    database = await createFreshDatabase("multi");
    const env = {
      DATABASE_URL: database.url,
      PUBLIC_API_KEY: KEY,
      TRUST_PROXY: "1",
      SUBMIT_LIMIT_PER_HOUR: "3",
      ADMIN_PASSWORD: PASSWORD,
      DB_POOL_MAX: "5",
    };
    // Started together: both apply migrations at once (advisory lock).
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 60_000);

  afterAll(async () => {
    const running = [a, b].filter(
      (s) => s && s.process.exitCode === null && s.process.signalCode === null,
    );
    await Promise.all(running.map((s) => stopServer(s)));
    await database?.drop();
  });

  it("started both on an empty database, each migration applied once", async () => {
    const rows = await database.query<{ n: number; distinct: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT version)::int AS distinct FROM schema_migrations",
    );
    expect(rows[0]!.n).toBe(rows[0]!.distinct);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it("a submission on one, approved on the other with a session from the first, shows on both lists and pages within 1 s", async () => {
    expect(
      (
        await submit(
          a.url,
          "198.51.100.1",
          "Nora Shared",
          "Seen on both instances.",
        )
      ).status,
    ).toBe(200);

    // Sign in on A; the session lives in the store, so B accepts it.
    const login = await fetch(`${a.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const pending = (await (
      await fetch(`${b.url}/api/admin/testimonials?status=pending`, {
        headers: { cookie },
      })
    ).json()) as { items: { id: string; name: string }[] };
    const id = pending.items.find((item) => item.name === "Nora Shared")!.id;

    // Both instances have the list and the page cached without the row.
    for (const server of [a, b]) {
      expect(await listNames(server.url)).toEqual([]);
      expect(await page(server.url)).not.toContain("Nora Shared");
    }

    const approved = await fetch(
      `${b.url}/api/admin/testimonials/${id}/status`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: b.url,
          cookie,
          "x-csrf-token": csrfToken,
        },
        body: JSON.stringify({ status: "approved" }),
      },
    );
    expect(approved.status).toBe(200);

    // A's page cache has no expiry: only the notification can refresh it.
    const delays = await Promise.all(
      [a, b].flatMap((server) => [
        within(1_000, async () =>
          (await listNames(server.url)).includes("Nora Shared"),
        ),
        within(1_000, async () =>
          (await page(server.url)).includes("Nora Shared"),
        ),
      ]),
    );
    expect(Math.max(...delays)).toBeLessThan(1_000);
  });

  it("content published on one shows on both pages, titles and content files within 1 s", async () => {
    const login = await fetch(`${b.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: b.url },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const current = (await (
      await fetch(`${b.url}/api/admin/content/en`, { headers: { cookie } })
    ).json()) as { published: { profile: Record<string, unknown> } };
    // Both pages are rendered and cached with the old content first.
    for (const server of [a, b])
      expect(await page(server.url)).not.toContain("Inês Publicada");

    const published = await fetch(`${b.url}/api/admin/content/en/publish`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: b.url,
        cookie,
        "x-csrf-token": csrfToken,
      },
      body: JSON.stringify({
        document: { ...current.published.profile, name: "Inês Publicada" },
      }),
    });
    expect(published.status).toBe(200);

    const delays = await Promise.all(
      [a, b].flatMap((server) => [
        within(1_000, async () => {
          const html = await page(server.url);
          return (
            html.includes("Inês Publicada") &&
            /<title>Inês Publicada \|/.test(html)
          );
        }),
        within(1_000, async () => {
          const res = await fetch(`${server.url}/content/en.json`);
          return (
            ((await res.json()) as { name: string }).name === "Inês Publicada"
          );
        }),
      ]),
    );
    expect(Math.max(...delays)).toBeLessThan(1_000);
  });

  it("enforces the submission rate limit across both instances", async () => {
    const client = "198.51.100.2";
    const statuses: number[] = [];
    for (const [i, server] of [a, b, a, b, a].entries())
      statuses.push(
        (
          await submit(
            server.url,
            client,
            "Rita Limit",
            `Submission number ${i}.`,
          )
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("loses nothing acknowledged when one instance is killed mid-load", async () => {
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const TOTAL = 400;
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        const server = i % 2 ? b : a;
        const comment = `Load submission ${i} for the kill test.`;
        try {
          const res = await submit(
            server.url,
            `10.7.${i >> 8}.${i & 255}`,
            "Load Test",
            comment,
          );
          if (res.status === 200) acknowledged.push(comment);
        } catch {
          // A's connections die with it: not acknowledged, nothing promised.
        }
        if (!killed && acknowledged.length >= 100) {
          killed = true;
          a.process.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(150);

    const stored = new Set(
      (
        await database.query<{ comment: string }>(
          "SELECT comment FROM testimonials WHERE name = 'Load Test'",
        )
      ).map((row) => row.comment),
    );
    expect(acknowledged.filter((comment) => !stored.has(comment))).toEqual([]);
    // The survivor still answers.
    expect(await listNames(b.url)).toContain("Nora Shared");
  }, 60_000);
});
