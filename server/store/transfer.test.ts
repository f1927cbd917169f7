import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { validSubmission } from "../testing/sample-submission";
import { openTestStore, STORE_KINDS, type TestStore } from "./test-stores";
import { exportStore, importStore } from "./transfer";

const valid = () => validSubmission();

describe.each(STORE_KINDS)("export and import on %s", (kind) => {
  let source: TestStore;
  let target: TestStore;
  beforeAll(async () => {
    [source, target] = await Promise.all([
      openTestStore(kind),
      openTestStore(kind),
    ]);
  });
  afterAll(async () => {
    await source?.destroy();
    await target?.destroy();
  });
  beforeEach(() => Promise.all([source.reset(), target.reset()]));

  const submitFrom = async (t: TestStore, address: string) => {
    const key = await t.store.clientKeys.forAddress(address);
    const outcome = await t.store.submissions.submit({
      input: valid(),
      clientKey: key.current,
      previousKey: key.previous,
      limitPerHour: 5,
    });
    expect(outcome.kind).toBe("stored");
    return key.current;
  };
  const secrets = async (t: TestStore) =>
    (
      await t.store.db.query<{ secret: string }>(
        "SELECT secret FROM client_key_secrets ORDER BY day",
      )
    ).map((row) => row.secret);

  it("puts no secret and no client key in an export", async () => {
    const key = await submitFrom(source, "203.0.113.7");
    const stored = await secrets(source);
    expect(stored.length).toBeGreaterThan(0);
    const text = JSON.stringify(await exportStore(source.store.db));
    for (const secret of stored) expect(text).not.toContain(secret);
    expect(text).not.toContain(key);
    expect(text).not.toContain("submitter_key");
  });

  it("imports an older export without its secret or client keys; the store keeps its own secret", async () => {
    await submitFrom(source, "203.0.113.7");
    const old = await exportStore(source.store.db);
    // What older versions wrote: the one secret in settings, and the keys.
    old.settings.push({ key: "client_key_secret", value: "old-secret" });
    old.testimonials[0]!.submitter_key = "old-key";
    const before = await secrets(target);

    expect(await importStore(target.store.db, old)).toEqual({
      testimonials: 1,
      settings: 0,
    });
    expect(await target.store.db.query("SELECT * FROM settings")).toEqual([]);
    expect(
      await target.store.db.query("SELECT submitter_key FROM testimonials"),
    ).toEqual([{ submitter_key: null }]);
    expect(await secrets(target)).toEqual(before);
    expect(
      (await target.store.clientKeys.forAddress("203.0.113.7")).current,
    ).not.toBe(
      (await source.store.clientKeys.forAddress("203.0.113.7")).current,
    );
    // And a repeat after a restore is taken as new, not matched by an old key.
    await submitFrom(target, "203.0.113.7");
  });
});
