import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assertValidProfile } from "../../../core/content/profile-schema";
import { DEFAULT_LANGUAGE } from "../../../core/site-languages";
import { seedProfile } from "../../../content/profile";
import { setLogSink } from "../../log";
import { startChangeFeed, type ChangeFeed } from "../../store/db/change-feed";
import { createStore, type Store } from "../../store/open-store";
import { seedContent } from "../../store/repos/content/seed-content";
import { openTestStore, type TestStore } from "../../testing/test-stores";
import { SiteImageCache } from "./site-image-cache";

const seed = assertValidProfile(seedProfile);
const MiB = 2 ** 20;

beforeEach(() => setLogSink(() => {}));

describe("site images, drawn out of the server's process", () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore("pglite");
    await seedContent(t.store);
  });
  afterAll(() => t?.destroy());

  it("leaves the server's resident memory where it was over 20 drawings", async () => {
    const cache = new SiteImageCache(t.store, "https://counsel.example");
    const drawings: { ms: number; workerMaxRssMiB: number }[] = [];
    const draw = async (round: number) => {
      await t.store.content.publish(DEFAULT_LANGUAGE, {
        ...seed,
        title: `${seed.title} ${round}`,
      });
      await cache.get("/og-image.png");
    };
    await draw(0);
    const before = process.memoryUsage().rss;
    setLogSink((line) => {
      const entry = JSON.parse(line) as {
        message: string;
        ms: number;
        workerMaxRssMiB: number;
      };
      if (entry.message === "social card and icons drawn") drawings.push(entry);
    });
    for (let round = 1; round <= 20; round++) await draw(round);
    const grown = (process.memoryUsage().rss - before) / MiB;
    expect(drawings).toHaveLength(20);
    const ms = drawings.map((d) => d.ms).sort((a, b) => a - b);
    console.info(
      `20 drawings: median ${ms[10]} ms, slowest ${ms[19]} ms; worker peak ${Math.max(...drawings.map((d) => d.workerMaxRssMiB))} MiB; server grew ${grown.toFixed(1)} MiB`,
    );
    // Drawn in the server's own process the same work kept 57 MiB
    // (bench/RESULTS.md); garbage-collection timing alone moved this figure
    // by up to 8.5 MiB on a loaded machine running the whole suite.
    expect(grown).toBeLessThan(16);
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "site images on two instances of one PostgreSQL",
  () => {
    let t: TestStore;
    let other: Store;
    let feed: ChangeFeed;
    beforeAll(async () => {
      t = await openTestStore("postgres");
      await seedContent(t.store);
      other = await createStore(await t.reopen!());
      const [row] = await other.db.query<{ schema: string }>(
        "SELECT current_schema() AS schema",
      );
      feed = startChangeFeed(
        process.env.TEST_DATABASE_URL!,
        () => other.changed(),
        { schema: row!.schema },
      );
      await feed.ready;
    });
    afterAll(async () => {
      await feed?.close();
      await other?.close();
      await t?.destroy();
    });

    it("draws the other instance's new card once it publishes, told within a second", async () => {
      const here = new SiteImageCache(other, "https://counsel.example");
      const before = await here.get("/og-image.png");
      const told = new Promise<number>((resolve) =>
        other.onChange(() => resolve(performance.now())),
      );
      const published = performance.now();
      await t.store.content.publish(DEFAULT_LANGUAGE, {
        ...seed,
        name: "Joana Pires",
      });
      expect((await told) - published).toBeLessThan(1_000);
      const after = await here.get("/og-image.png");
      expect(after.etag).not.toBe(before.etag);
    });
  },
);
