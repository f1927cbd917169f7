import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../../testing/fresh-database";
import { storedVisitorKeys } from "../../testing/stored-visitor-keys";
import { openMemoryPglite, STORE_KINDS } from "../../testing/test-stores";
import { InsightsCounter } from "../jobs/insights-counter";
import type { Db } from "./db";
import { loadMigrations, migrate } from "./migrate";
import { openPostgres } from "./postgres";

const DAY = "2031-05-20";
const SALT = "a-day-salt-made-before-the-upgrade";
const anna = {
  site: "https://counsel.example",
  network: "203.0.113.0/24",
  family: "firefox",
};
/** What a visitor's material was and is: the counter's HMAC input. */
const material = (v: typeof anna) => `${v.site}\n${v.network}\n${v.family}`;

describe.each(STORE_KINDS)("visitor keys shortened on %s", (kind) => {
  let db: Db | undefined;
  let fresh: FreshDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    await fresh?.drop();
    db = fresh = undefined;
  });

  it("keeps the day's keys written before the upgrade, so its visitors are not counted again", async () => {
    if (kind === "pglite") db = await openMemoryPglite();
    else {
      fresh = await createFreshDatabase("visitor_keys");
      db = openPostgres(fresh.url);
    }
    const all = await loadMigrations();
    const at = all.findIndex(
      (m) => m.version === "024-insights-visitor-key-chunks",
    );
    await migrate(db, all.slice(0, at));
    // As the version before wrote them: the whole HMAC in base64url.
    await db.query("INSERT INTO insights_salts (day, salt) VALUES ($1, $2)", [
      DAY,
      SALT,
    ]);
    await db.query(
      "INSERT INTO insights_visitor_keys (day, key) VALUES ($1, $2)",
      [
        DAY,
        createHmac("sha256", SALT).update(material(anna)).digest("base64url"),
      ],
    );
    await db.query(
      "INSERT INTO insights_daily_visitors (day, visitors) VALUES ($1, 1)",
      [DAY],
    );
    await migrate(db);

    const counter = await InsightsCounter.open(db, {
      now: () => Date.parse(`${DAY}T15:00:00Z`),
      everyMs: 1e9,
    });
    counter.view("home", "en", anna, null);
    counter.view("home", "en", { ...anna, family: "chrome" }, null);
    await counter.close();

    expect(
      await db.query(
        "SELECT visitors FROM insights_daily_visitors WHERE day = $1",
        [DAY],
      ),
    ).toEqual([{ visitors: 2 }]);
    const keys = (await storedVisitorKeys(db)).map((row) => row.key);
    expect(keys).toHaveLength(2);
    expect(keys).toContain(
      createHmac("sha256", SALT)
        .update(material(anna))
        .digest()
        .toString("hex", 0, 8),
    );
  });
});
