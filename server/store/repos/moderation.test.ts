// The owner's reads, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  insertPending,
  validSubmission,
} from "../../testing/sample-submission";
import type { ModerationRepository } from "./moderation";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

describe.each(STORE_KINDS)("moderation reads on %s", (kind) => {
  let t: TestStore;
  let moderation: ModerationRepository;
  beforeAll(async () => {
    t = await openTestStore(kind);
    moderation = t.store.moderation;
  });
  afterAll(() => t?.destroy());
  beforeEach(() => t.reset());

  it("gives each testimonial's language in the owner's list and by id", async () => {
    const { id } = await insertPending(
      t.store.db,
      validSubmission({ name: "Rui Costa" }),
      null,
      "pt",
    );
    await insertPending(
      t.store.db,
      validSubmission({ name: "Ana Lima" }),
      null,
    );
    const { items } = await moderation.page("pending", 1);
    expect(
      Object.fromEntries(items.map((item) => [item.name, item.lang])),
    ).toEqual({ "Rui Costa": "pt", "Ana Lima": "en" });
    expect(await moderation.get(id)).toMatchObject({ lang: "pt" });
  });
});
