import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assertValidProfile } from "../../../core/content/profile-schema";
import { seedProfile } from "../../../content/profile";
import { setLogSink } from "../../log";
import type { Queryable } from "../db/db";
import { tablePortraitFiles } from "../repos/portrait-files";
import {
  PORTRAIT_GRACE_MS,
  startPortraitSweeps,
  sweepPortraits,
} from "./portrait-sweep";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

const seed = assertValidProfile(seedProfile);
const portrait = (id: string) => ({
  id,
  alt: "The owner",
  width: 640,
  height: 800,
  widths: [320, 640],
});
const withPortrait = (id: string | null) => ({
  ...seed,
  portrait: id === null ? null : portrait(id),
});

const IN_OLD_REVISION = "a1".repeat(16);
const IN_SAVED_VERSION = "a2".repeat(16);
const LIVE = "b1".repeat(16);
const IN_DRAFT = "c1".repeat(16);
const ABANDONED = "d1".repeat(16);

const filesOf = (id: string) =>
  [320, 640].map((width) => ({
    name: `${id}-${width}.webp`,
    bytes: new TextEncoder().encode(id),
  }));

/** A moment when every file put so far is older than the grace period. */
const pastTheGracePeriod = () =>
  new Date(Date.now() + PORTRAIT_GRACE_MS + 3_600_000);

const until = async (done: () => Promise<boolean>) => {
  for (let tries = 0; !(await done()); tries++) {
    if (tries > 200) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.each(STORE_KINDS)("the portrait sweep on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    // The reset empties the tables, not the portrait files.
    await t.store.portraits.removeUnreferenced(new Set(), pastTheGracePeriod());
  });

  const stored = async (id: string) =>
    Boolean(await t.store.portraits.get(`${id}-320.webp`)) &&
    Boolean(await t.store.portraits.get(`${id}-640.webp`));

  async function ownerAbandonsAnUpload() {
    for (const id of [
      IN_OLD_REVISION,
      IN_SAVED_VERSION,
      LIVE,
      IN_DRAFT,
      ABANDONED,
    ])
      await t.store.portraits.put(filesOf(id));
    await t.store.content.publish("en", withPortrait(IN_OLD_REVISION));
    await t.store.content.saveVersion("en", withPortrait(IN_SAVED_VERSION));
    await t.store.content.publish("en", withPortrait(LIVE));
    // Uploaded ABANDONED, then replaced it before saving anything.
    await t.store.content.saveDraft("en", withPortrait(ABANDONED));
    await t.store.content.saveDraft("en", withPortrait(IN_DRAFT));
  }

  it("deletes an unreferenced portrait once it is older than the grace period, and no other", async () => {
    await ownerAbandonsAnUpload();
    expect(await sweepPortraits(t.store.db, t.store.portraits)).toBe(0);
    expect(await stored(ABANDONED)).toBe(true);

    expect(
      await sweepPortraits(t.store.db, t.store.portraits, pastTheGracePeriod()),
    ).toBe(2);
    expect(await stored(ABANDONED)).toBe(false);
    for (const id of [IN_OLD_REVISION, IN_SAVED_VERSION, LIVE, IN_DRAFT])
      expect(await stored(id), id).toBe(true);
  });

  it("reads any draft, however incomplete", async () => {
    await t.store.portraits.put(filesOf(ABANDONED));
    await t.store.content.saveDraft("en", { portrait: "not an object" });
    expect(
      await sweepPortraits(t.store.db, t.store.portraits, pastTheGracePeriod()),
    ).toBe(2);
    await t.store.content.saveDraft("en", { portrait: { id: ABANDONED } });
    await t.store.portraits.put(filesOf(ABANDONED));
    expect(
      await sweepPortraits(t.store.db, t.store.portraits, pastTheGracePeriod()),
    ).toBe(0);
  });

  it("sweeps on its timer until stopped", async () => {
    await t.store.portraits.put(filesOf(ABANDONED));
    const sweeps = startPortraitSweeps(t.store.db, t.store.portraits, {
      firstAfterMs: 0,
      now: pastTheGracePeriod,
    });
    try {
      await until(async () => !(await stored(ABANDONED)));
    } finally {
      sweeps.stop();
    }
  });
});

describe("a sweep that fails", () => {
  it("is logged, and the timer goes on", async () => {
    const lost = () => Promise.reject(new Error("connection lost"));
    const db: Queryable = { query: lost, exec: lost };
    const portraits = tablePortraitFiles(db);
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    const sweeps = startPortraitSweeps(db, portraits, {
      firstAfterMs: 0,
      everyMs: 5,
    });
    try {
      await until(async () => lines.length >= 2);
    } finally {
      sweeps.stop();
      restore();
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "warn",
      message: "deleting unused portrait files failed; tried again later",
    });
  });
});
