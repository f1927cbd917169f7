// The change feed and the pool's resilience, against a real PostgreSQL (runs
// when TEST_DATABASE_URL is set). On PGlite the notify triggers fire with
// nobody listening: store.test.ts approves, deletes and truncates there.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateTestimonial } from "../../../core/testimonials/testimonial";
import { startChangeFeed, type ChangeFeed } from "./change-feed";
import { openPostgres } from "./postgres";
import { openTestStore, type TestStore } from "../../testing/test-stores";
import { insertPending } from "../../testing/sample-submission";

const URL = process.env.TEST_DATABASE_URL;

const input = (name: string) => {
  const result = validateTestimonial({
    name,
    comment: "Precise, calm and quick to answer.",
    consent: true,
  });
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

const schemaOf = async (t: TestStore) =>
  (
    await t.store.db.query<{ schema: string }>(
      "SELECT current_schema() AS schema",
    )
  )[0]!.schema;

/** Resolves once `count()` reaches `target`, or fails after `ms`. */
async function reaches(count: () => number, target: number, ms = 1_000) {
  const started = Date.now();
  while (count() < target) {
    if (Date.now() - started > ms)
      throw new Error(`got ${count()} of ${target} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe.skipIf(!URL)("change feed on PostgreSQL", () => {
  let t: TestStore;
  let other: TestStore;
  let feed: ChangeFeed;
  let changes = 0;
  const appName = `feed-test-${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    [t, other] = await Promise.all([
      openTestStore("postgres"),
      openTestStore("postgres"),
    ]);
    feed = startChangeFeed(URL!, () => changes++, {
      schema: await schemaOf(t),
      applicationName: appName,
      reconnectDelayMs: 50,
    });
    await feed.ready;
    expect(feed.listening).toBe(true);
  });
  afterAll(async () => {
    await feed?.close();
    await Promise.all([t?.destroy(), other?.destroy()]);
  });

  it("announces approving, editing, withdrawing and deleting within 1 s, not pending submissions", async () => {
    const before = changes;
    const { id } = await insertPending(t.store.db, input("A"), "k");
    await new Promise((r) => setTimeout(r, 300));
    expect(changes).toBe(before);

    await t.store.testimonials.setStatus(id, "approved");
    expect(await reaches(() => changes, before + 1)).toBeLessThan(1_000);
    await t.store.db.query(
      "UPDATE testimonials SET comment = 'Edited after approval.' WHERE id = $1",
      [id],
    );
    await reaches(() => changes, before + 2);
    await t.store.testimonials.setStatus(id, "rejected");
    await reaches(() => changes, before + 3);
    await t.store.testimonials.setStatus(id, "approved");
    await reaches(() => changes, before + 4);
    await t.store.testimonials.delete(id);
    await reaches(() => changes, before + 5);
  });

  it("ignores changes to another schema of the same database", async () => {
    const before = changes;
    const { id } = await insertPending(other.store.db, input("B"), "k");
    await other.store.testimonials.setStatus(id, "approved");
    await new Promise((r) => setTimeout(r, 300));
    expect(changes).toBe(before);
  });

  it("reconnects after its connection is killed, announces a change for what it missed, and keeps listening", async () => {
    const killed = await t.store.db.query<{ ok: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1",
      [appName],
    );
    expect(killed).toEqual([{ ok: true }]);
    const before = changes;
    // The resync after reconnecting counts as one change.
    await reaches(() => changes, before + 1, 5_000);
    expect(feed.listening).toBe(true);
    const { id } = await insertPending(t.store.db, input("C"), "k");
    await t.store.testimonials.setStatus(id, "approved");
    expect(await reaches(() => changes, before + 2)).toBeLessThan(1_000);
  });
});

describe.skipIf(!URL)("pool settings on PostgreSQL", () => {
  let t: TestStore;
  let schema: string;
  beforeAll(async () => {
    t = await openTestStore("postgres");
    schema = await schemaOf(t);
  });
  afterAll(() => t?.destroy());

  it("stops a statement after DB_STATEMENT_TIMEOUT_MS", async () => {
    const db = openPostgres(URL!, { schema, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      await expect(db.query("SELECT pg_sleep(5)")).rejects.toMatchObject({
        code: "57014",
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await db.close();
    }
  });

  it("retries a transaction whose connection died before COMMIT, and a SELECT on a dead pooled connection", async () => {
    const db = openPostgres(URL!, { schema, max: 2, retries: 2 });
    try {
      let attempts = 0;
      const result = await db.transaction(async (tx) => {
        attempts++;
        await tx.query("INSERT INTO settings (key, value) VALUES ('x', 'y')");
        if (attempts === 1)
          await tx.query("SELECT pg_terminate_backend(pg_backend_pid())");
        return attempts;
      });
      expect(result).toBe(2);
      // The first attempt's insert was rolled back: one row, not two (a
      // second insert would have hit the primary key).
      expect(
        await db.query("SELECT value FROM settings WHERE key = 'x'"),
      ).toEqual([{ value: "y" }]);

      // Kill the pool's idle connection behind its back; the next read works.
      const [{ pid }] = (await db.query<{ pid: number }>(
        "SELECT pg_backend_pid() AS pid",
      )) as [{ pid: number }];
      await t.store.db.query("SELECT pg_terminate_backend($1)", [pid]);
      expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it("does not retry a write outside a transaction (it may have been applied)", async () => {
    const db = openPostgres(URL!, { schema, retries: 2 });
    try {
      await expect(
        db.query(
          "INSERT INTO settings (key, value) SELECT 'w', 'v' FROM pg_terminate_backend(pg_backend_pid())",
        ),
      ).rejects.toThrow();
      expect(
        await db.query(
          "SELECT count(*)::int AS n FROM settings WHERE key = 'w'",
        ),
      ).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });
});
