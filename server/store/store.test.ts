import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ValidTestimonial } from "../../core/testimonials/testimonial";
import { insertPending, validSubmission } from "../testing/sample-submission";
import { loadMigrations, migrate } from "./db/migrate";
import type { Db } from "./db/db";
import { SubmissionQueue } from "./jobs/submission-queue";
import { writeSubmissions } from "./repos/submissions";
import {
  createdInOrder,
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";

const valid = validSubmission;

describe.each(STORE_KINDS)("store on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(() => t.reset());

  it("applies migrations once: a second run applies nothing", async () => {
    expect(await migrate(t.store.db)).toEqual([]);
    const rows = await t.store.db.query<{ version: string }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    expect(rows.map((r) => r.version)).toEqual(
      (await loadMigrations()).map((m) => m.version),
    );
  });

  it("stores a submission as pending with the consent wording and server time", async () => {
    const { id, duplicate } = await insertPending(t.store.db, valid(), "k1");
    expect(duplicate).toBe(false);
    const [row] = await t.store.testimonials.list(null);
    expect(row).toMatchObject({ id, status: "pending", name: "Ana Lima" });
    const [consent] = await t.store.db.query<{
      consent_text: string;
      consent_version: number;
    }>("SELECT consent_text, consent_version FROM testimonials");
    expect(consent!.consent_text).toMatch(/agree/);
    expect(consent!.consent_version).toBe(1);
    expect(
      await t.store.testimonials.listApproved({ limit: 50, offset: 0 }),
    ).toEqual([]);
  });

  it("lists approved rows newest first, bounded, with the chosen columns", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await insertPending(
        t.store.db,
        valid({ name: `Person ${i}`, relationship: "" }),
        `k${i}`,
      );
      await t.store.testimonials.setStatus(id, "approved");
      ids.push(id);
    }
    await insertPending(t.store.db, valid({ name: "Pending" }), "k9");
    await createdInOrder(t.store.db, ids);
    const all = await t.store.testimonials.listApproved({
      limit: 50,
      offset: 0,
    });
    expect(all.map((r) => r.id)).toEqual([...ids].reverse());
    expect(all[0]).toEqual({
      id: ids[2],
      name: "Person 2",
      company: "Acme",
      relationship: null,
      comment: "Clear advice, delivered on time.",
      created_at: expect.stringMatching(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/,
      ),
      lang: "en",
      invited: false,
    });
    const page = await t.store.testimonials.listApproved({
      limit: 1,
      offset: 1,
      columns: ["name"],
      order: "asc",
    });
    expect(page).toEqual([{ name: "Person 1" }]);
  });

  it("stores an identical submission from the same client once", async () => {
    const first = await insertPending(t.store.db, valid(), "same");
    const again = await insertPending(t.store.db, valid(), "same");
    const other = await insertPending(t.store.db, valid(), "other");
    const changed = await insertPending(
      t.store.db,
      valid({ comment: "Another comment entirely." }),
      "same",
    );
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(other.duplicate).toBe(false);
    expect(changed.duplicate).toBe(false);
    expect(await t.store.testimonials.list(null)).toHaveLength(3);
  });

  it("accepts every text the shared rules accept (astral characters, newlines, 2000 UTF-16 units)", async () => {
    await insertPending(t.store.db, valid({ comment: "😀".repeat(10) }), "a");
    await insertPending(
      t.store.db,
      valid({
        comment: "Line one\r\nline two\n\nthree",
        name: "É".padEnd(100, "x"),
      }),
      "b",
    );
    await insertPending(t.store.db, valid({ comment: "😀".repeat(1000) }), "c");
    expect(await t.store.testimonials.list("pending")).toHaveLength(3);
  });

  it("refuses rows that break the rules even when written with plain SQL", async () => {
    const insert = (name: string, comment: string, extra = "NULL") =>
      t.store.db.query(
        `INSERT INTO testimonials (name, comment, relationship, consent_text, consent_version)
         VALUES ($1, $2, ${extra}, 'x', 1)`,
        [name, comment],
      );
    await expect(insert("  ", "A long enough comment")).rejects.toThrow(
      /check/,
    );
    await expect(insert("Ana", "too short")).rejects.toThrow(/check/);
    await expect(insert("Ana", "x".repeat(2001))).rejects.toThrow(/check/);
    await expect(insert("A\tna", "A long enough comment")).rejects.toThrow(
      /check/,
    );
    await expect(insert("Ana", "A long enough\u0007 comment")).rejects.toThrow(
      /check/,
    );
    await expect(
      insert("Ana", "A long enough comment", "'Friend'"),
    ).rejects.toThrow(/check/);
    await expect(
      insert("Ana", "A long\nenough comment"),
    ).resolves.toBeDefined();
  });

  it("approves, rejects and deletes, bumping the version the caches watch", async () => {
    const repo = t.store.testimonials;
    const { id } = await insertPending(t.store.db, valid(), "k");
    const before = repo.version;
    expect(await repo.setStatus(id, "approved")).toBe(true);
    expect(repo.version).toBe(before + 1);
    expect((await repo.list("approved"))[0]!.reviewed_at).not.toBeNull();
    expect(await repo.setStatus(id, "rejected")).toBe(true);
    expect(await repo.listApproved({ limit: 5, offset: 0 })).toEqual([]);
    expect(await repo.delete(id)).toBe(true);
    expect(await repo.delete(id)).toBe(false);
    expect(await repo.setStatus("not-a-uuid", "approved")).toBe(false);
    expect(repo.version).toBe(before + 3);
  });

  const submitAs = (
    clientKey: string,
    limitPerHour: number,
    comment = "A comment long enough.",
  ) =>
    t.store.submissions.submit({
      input: valid({ comment }),
      clientKey,
      limitPerHour,
    });

  it("rate-limits per client key in the store, with the seconds left in the window", async () => {
    const key = (await t.store.clientKeys.forAddress("203.0.113.7")).current;
    expect(key).not.toContain("203.0.113.7");
    for (let i = 0; i < 3; i++)
      expect((await submitAs(key, 3, `Comment number ${i} here`)).kind).toBe(
        "stored",
      );
    const refused = await submitAs(key, 3, "One comment too many");
    expect(refused.kind).toBe("limited");
    if (refused.kind !== "limited") return;
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(
      (
        await submitAs(
          (await t.store.clientKeys.forAddress("203.0.113.8")).current,
          3,
        )
      ).kind,
    ).toBe("stored");
    expect(await t.store.testimonials.list(null)).toHaveLength(4);
  });

  it("group-commits concurrent submissions, each with its own outcome", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        // Ten clients send four each with a limit of three: each one's fourth
        // is refused; clients 0-4 send the same words twice: stored once.
        submitAs(
          `client${i % 10}`,
          3,
          i % 10 < 5 && i >= 10 && i < 30
            ? "Same words again"
            : `Words ${i} here`,
        ),
      ),
    );
    const kinds = outcomes.map((o) => o.kind);
    expect(kinds.filter((k) => k === "limited")).toHaveLength(10);
    expect(kinds.filter((k) => k === "duplicate")).toHaveLength(5);
    expect(await t.store.testimonials.list(null)).toHaveLength(25);
  });

  it("stores each submission of a group commit with its own language", async () => {
    const langs = ["pt", "en", "pt", undefined] as const;
    await Promise.all(
      langs.map((lang, i) =>
        t.store.submissions.submit({
          input: valid({ name: `Lang ${i}` }),
          clientKey: null,
          limitPerHour: null,
          lang,
        }),
      ),
    );
    const rows = await t.store.testimonials.list(null);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.lang]))).toEqual(
      { "Lang 0": "pt", "Lang 1": "en", "Lang 2": "pt", "Lang 3": "en" },
    );
  });

  it("writes a batch with the outcomes of writing its items one by one", async () => {
    const earlier = await submitAs("a", 3, "Sent in an earlier batch");
    const item = (clientKey: string | null, comment: string) => ({
      input: valid({ comment }),
      clientKey,
      limitPerHour: clientKey === null ? null : 3,
    });
    const outcomes = await writeSubmissions(t.store.db, [
      item("a", "Sent in an earlier batch"), // a: 2nd hit, recent duplicate
      item("a", "First new words of a"), // 3rd hit
      item("b", "Words of client b here"),
      item("a", "Second new words of a"), // 4th hit: over the limit
      item("b", "Words of client b here"), // duplicate within the batch
      item(null, "No key, never a duplicate"),
      item(null, "No key, never a duplicate"),
    ]);
    expect(outcomes.map((o) => o.kind)).toEqual([
      "duplicate",
      "stored",
      "stored",
      "limited",
      "duplicate",
      "stored",
      "stored",
    ]);
    const id = (o: (typeof outcomes)[number]) => ("id" in o ? o.id : null);
    expect(id(outcomes[0]!)).toBe(id(earlier));
    expect(id(outcomes[4]!)).toBe(id(outcomes[2]!));
    expect(id(outcomes[5]!)).not.toBe(id(outcomes[6]!));
    const rows = await t.store.testimonials.list(null);
    expect(rows.map((row) => row.comment).sort()).toEqual(
      [
        "Sent in an earlier batch",
        "First new words of a",
        "Words of client b here",
        "No key, never a duplicate",
        "No key, never a duplicate",
      ].sort(),
    );
    expect(rows.map((row) => row.id)).toEqual(
      expect.arrayContaining(outcomes.map(id).filter(Boolean)),
    );
  });

  it("stores text that looks like array or SQL syntax verbatim in a batch", async () => {
    const tricky = [
      { name: "NULL", comment: '{"a", b} \\ NULL, \'); DROP TABLE x; --' },
      { name: "a,b", company: "{}", comment: '  "quoted" ,{,},\\  ' },
    ];
    await writeSubmissions(
      t.store.db,
      tricky.map((fields, i) => ({
        input: valid(fields),
        clientKey: i ? null : "NULL",
        limitPerHour: 5,
      })),
    );
    const rows = await t.store.testimonials.list(null);
    expect(
      rows.map((row) => [row.name, row.company, row.comment]).sort(),
    ).toEqual(
      tricky
        .map((fields) => {
          const stored = valid(fields);
          return [stored.name, stored.company, stored.comment];
        })
        .sort(),
    );
  });

  it("commits submissions made in one turn of the event loop in one transaction", async () => {
    let transactions = 0;
    const db = t.store.db;
    const counting: Db = Object.create(db);
    counting.transaction = (fn) => {
      transactions++;
      return db.transaction(fn);
    };
    const queue = new SubmissionQueue(counting);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        queue.submit({
          input: valid({ comment: `Together number ${i}` }),
          clientKey: `together${i}`,
          limitPerHour: 5,
        }),
      ),
    );
    expect(outcomes.every((o) => o.kind === "stored")).toBe(true);
    expect(transactions).toBe(1);
  });

  it("fails only the bad item of a batch", async () => {
    const bad = { ...valid(), name: "" } as ValidTestimonial;
    const [good, failed] = await Promise.allSettled([
      submitAs("a", 5),
      t.store.submissions.submit({
        input: bad,
        clientKey: "b",
        limitPerHour: 5,
      }),
      submitAs("c", 5),
    ]);
    expect(good.status).toBe("fulfilled");
    expect(failed.status).toBe("rejected");
    expect(await t.store.testimonials.list(null)).toHaveLength(2);
  });

  it.runIf(kind === "postgres")(
    "shares migrations and rate limits between instances on one PostgreSQL",
    async () => {
      const [a, b] = await Promise.all([t.reopen!(), t.reopen!()]);
      try {
        expect(await Promise.all([migrate(a), migrate(b)])).toEqual([[], []]);
        const { createStore } = await import("./open-store");
        const other = await createStore(a);
        const key = (await t.store.clientKeys.forAddress("198.51.100.1"))
          .current;
        expect(
          (await other.clientKeys.forAddress("198.51.100.1")).current,
        ).toBe(key);
        const mine = (i: number) => ({
          input: valid({ comment: `Instance comment ${i}` }),
          clientKey: key,
          limitPerHour: 5,
        });
        await Promise.all(
          [1, 2, 3, 4].map((i) => other.submissions.submit(mine(i))),
        );
        expect((await t.store.submissions.submit(mine(5))).kind).toBe("stored");
        expect((await t.store.submissions.submit(mine(6))).kind).toBe(
          "limited",
        );
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
