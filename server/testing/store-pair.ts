// Test support: the two stores of a suite that copies one into the other
// (export and import).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openTestStore, type StoreKind, type TestStore } from "./test-stores";

/** Empties `t` for the next test, its portrait files too (reset() leaves them). */
async function empty(t: TestStore) {
  await t.reset();
  await t.store.portraits.removeUnreferenced(
    new Set(),
    new Date(Date.now() + 60_000),
  );
  // Tables emptied behind the repositories: their caches drop.
  t.store.changed();
}

/**
 * Registers the suite's hooks: two stores of `kind` opened before it, empty
 * before each test, destroyed after it. Their fields are set once the suite
 * has started.
 */
export function sourceAndTarget(kind: StoreKind): {
  source: TestStore;
  target: TestStore;
} {
  const stores = {} as { source: TestStore; target: TestStore };
  beforeAll(async () => {
    [stores.source, stores.target] = await Promise.all([
      openTestStore(kind),
      openTestStore(kind),
    ]);
  });
  afterAll(async () => {
    await stores.source?.destroy();
    await stores.target?.destroy();
  });
  beforeEach(() => Promise.all([empty(stores.source), empty(stores.target)]));
  return stores;
}
