import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { storedVisitorKeys } from "../../testing/stored-visitor-keys";
import { writeInsights } from "./insights";
import { VisitorKeySet } from "./visitor-key-set";

// A day far from the real one, so the store's own counter never forgets it.
const DAY = "2031-05-06";
/** Keys whose halves have their top bit set, and not, as 16 hex digits. */
const KEYS = ["ffffffff80000001", "7fffffff00000000", "00000001ffffffff"];

const keySet = (keys: string[]) => {
  const set = new VisitorKeySet();
  for (const key of keys)
    set.add(parseInt(key.slice(0, 8), 16), parseInt(key.slice(8), 16));
  return set;
};
const batch = (keys: string[]) => ({
  keys: new Map([[DAY, keySet(keys)]]),
  views: new Map(),
  referrers: new Map(),
  cvDownloads: new Map(),
  events: new Map(),
});

describe.each(STORE_KINDS)("visitor keys written to %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());

  const visitors = async () => {
    const [row] = await t.store.db.query<{ visitors: number }>(
      "SELECT visitors FROM insights_daily_visitors WHERE day = $1",
      [DAY],
    );
    return row?.visitors ?? 0;
  };

  it("keeps all 64 bits of each key and counts a key once, a row written before included", async () => {
    // A key as an earlier version wrote it: a row of its own.
    await t.store.db.query(
      "INSERT INTO insights_visitor_keys (day, key) VALUES ($1, ('x' || $2)::bit(64)::bigint)",
      [DAY, KEYS[0]],
    );
    await writeInsights(t.store.db, batch(KEYS));
    expect(await visitors()).toBe(2);
    await writeInsights(t.store.db, batch([...KEYS, "8000000000000000"]));
    expect(await visitors()).toBe(3);
    const stored = (await storedVisitorKeys(t.store.db))
      .filter((row) => row.day === DAY)
      .map((row) => row.key);
    expect(stored).toEqual([...KEYS, "8000000000000000"].sort());
  });
});
