import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { validEnquiry } from "../../testing/sample-enquiry";
import { validSubmission } from "../../testing/sample-submission";
import { ClientKeys, PREVIOUS_SECRET_KEPT_MS } from "./client-keys";
import type { Db } from "../db/db";
import { LoginThrottle } from "./login-throttle";
import { loadMigrations, migrate } from "../db/migrate";
import {
  openMemoryPglite,
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

const valid = () => validSubmission();

// Days far from the real one, so the store's own (real-clock) ClientKeys
// never touches these secrets.
const DAY_1 = "2031-03-14";
const DAY_2 = "2031-03-15";
const at = (day: string, time: string) => Date.parse(`${day}T${time}Z`);

describe.each(STORE_KINDS)("client keys on %s", (kind) => {
  let t: TestStore;
  let clock = 0;
  const now = () => clock;
  const opened: ClientKeys[] = [];
  const connections: Db[] = [];
  const open = async (db: Db = t.store.db) => {
    const keys = await ClientKeys.open(db, now);
    opened.push(keys);
    return keys;
  };
  /** A second instance: another connection on PostgreSQL, the same one on PGlite. */
  const otherInstance = async () => {
    if (!t.reopen) return open();
    const db = await t.reopen();
    connections.push(db);
    return open(db);
  };
  const secretDays = async () =>
    (
      await t.store.db.query<{ day: string }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM client_key_secrets ORDER BY day",
      )
    ).map((row) => row.day);

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(async () => {
    for (const keys of opened) keys.close();
    for (const db of connections) await db.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.reset();
    await t.store.db.exec(
      "DELETE FROM client_key_secrets; TRUNCATE admin_login_failures",
    );
  });

  it("gives an address one key per UTC day, the same on every instance", async () => {
    clock = at(DAY_1, "12:00:00");
    const keys = await open();
    const mine = await keys.forAddress("203.0.113.7");
    expect(mine).toEqual({
      current: expect.stringMatching(/^[\w-]{43}$/),
      previous: null,
    });
    expect(mine.current).not.toContain("203.0.113.7");
    expect(await keys.forAddress("203.0.113.7")).toEqual(mine);
    expect((await keys.forAddress("203.0.113.8")).current).not.toBe(
      mine.current,
    );
    expect(await (await otherInstance()).forAddress("203.0.113.7")).toEqual(
      mine,
    );
  });

  it("changes the key at midnight, keeps yesterday's for 15 minutes, then deletes its secret", async () => {
    expect(PREVIOUS_SECRET_KEPT_MS).toBe(15 * 60_000);
    clock = at(DAY_1, "23:59:00");
    const keys = await open();
    const before = await keys.forAddress("203.0.113.7");

    clock = at(DAY_2, "00:00:00");
    const after = await keys.forAddress("203.0.113.7");
    expect(after.current).not.toBe(before.current);
    expect(after.previous).toBe(before.current);
    expect(await (await otherInstance()).forAddress("203.0.113.7")).toEqual(
      after,
    );
    expect(await secretDays()).toEqual([DAY_1, DAY_2]);

    clock = at(DAY_2, "00:14:59");
    expect(await keys.forAddress("203.0.113.7")).toEqual(after);
    clock = at(DAY_2, "00:15:00");
    expect(await keys.forAddress("203.0.113.7")).toEqual({
      current: after.current,
      previous: null,
    });
    expect(await secretDays()).toEqual([DAY_2]);
  });

  it("forgets on time with no request: old secrets, finished rate windows, testimonials' and enquiries' keys past the duplicate window", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      clock = at(DAY_1, "23:55:00");
      await open();
      clock = at(DAY_2, "00:16:00");
      const submit = (clientKey: string) =>
        t.store.submissions.submit({
          input: valid(),
          clientKey,
          limitPerHour: 5,
        });
      const send = (clientKey: string) =>
        t.store.enquiries.submit({
          input: validEnquiry(),
          lang: "en",
          clientKey,
          limitPerHour: null,
        });
      await submit("old");
      await submit("recent");
      await send("old");
      await send("recent");
      await t.store.db.exec(`
        UPDATE testimonials SET created_at = now() - interval '11 minutes' WHERE submitter_key = 'old';
        UPDATE enquiries SET created_at = now() - interval '11 minutes' WHERE submitter_key = 'old';
        UPDATE rate_limit_hits SET window_start = window_start - interval '2 hours' WHERE client_key = 'old'`);
      vi.advanceTimersByTime(10 * 60_000);
      // The timer's run ends with the enquiries' keys: wait for that.
      await vi.waitFor(
        async () =>
          expect(
            await t.store.db.query(
              "SELECT submitter_key FROM enquiries ORDER BY submitter_key",
            ),
          ).toEqual([{ submitter_key: "recent" }, { submitter_key: null }]),
        { timeout: 10_000, interval: 20 },
      );
      expect(
        await t.store.db.query(
          "SELECT submitter_key FROM testimonials ORDER BY submitter_key",
        ),
      ).toEqual([{ submitter_key: "recent" }, { submitter_key: null }]);
      expect(await secretDays()).toEqual([DAY_2]);
      expect(
        await t.store.db.query("SELECT client_key FROM rate_limit_hits"),
      ).toEqual([{ client_key: "recent" }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("finds a repeat across midnight, and counts sign-in failures from before it", async () => {
    clock = at(DAY_1, "23:58:00");
    const keys = await open();
    const throttle = new LoginThrottle(t.store.db);
    const submitAs = async () => {
      const key = await keys.forAddress("203.0.113.7");
      return t.store.submissions.submit({
        input: valid(),
        clientKey: key.current,
        previousKey: key.previous,
        limitPerHour: 5,
      });
    };
    const first = await submitAs();
    if (first.kind !== "stored") throw new Error(`not stored: ${first.kind}`);
    for (let i = 0; i < 5; i++)
      expect(
        await throttle.attempt(await keys.forAddress("203.0.113.7")),
      ).toEqual({ allowed: true });

    clock = at(DAY_2, "00:03:00");
    expect(await submitAs()).toEqual({ kind: "duplicate", id: first.id });
    expect(
      await throttle.attempt(await keys.forAddress("203.0.113.7")),
    ).toMatchObject({ allowed: false, scope: "client" });
  });
});

describe("the migration to daily secrets", () => {
  it("retires the single secret of older versions and the keys made with it", async () => {
    const db = await openMemoryPglite();
    try {
      const all = await loadMigrations();
      const index = all.findIndex(
        (m) => m.version === "012-client-key-secrets",
      );
      await migrate(db, all.slice(0, index));
      await db.exec(`
        INSERT INTO settings (key, value) VALUES ('client_key_secret', 'old secret');
        INSERT INTO testimonials (name, comment, consent_text, consent_version, submitter_key)
          VALUES ('Ana', 'A comment long enough.', 'I agree', 1, 'old key');
        INSERT INTO rate_limit_hits VALUES ('old key', date_trunc('hour', now()), 1)`);
      await migrate(db);
      expect(await db.query("SELECT * FROM settings")).toEqual([]);
      expect(await db.query("SELECT submitter_key FROM testimonials")).toEqual([
        { submitter_key: null },
      ]);
      expect(await db.query("SELECT * FROM rate_limit_hits")).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
