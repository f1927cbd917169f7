// The replay: 10,000 scripted requests over real HTTP on 127.0.0.1 (keep-alive,
// a few at a time) to the real app and store, across two simulated UTC days
// and a restart, and on PostgreSQL to two instances sharing one database
// (traffic interleaved, one of them restarted mid-day). Every request carries
// what Insights must make of it, written by hand in the script
// (server/testing/insights-traffic.ts), so the totals are computed without
// the product's rules. Proves: every total the admin reads is exact (a
// visitor seen by both instances or before and after a restart counts once);
// the first day's salt and visitor keys are gone on the second; no address
// and no user agent reaches any table or log line.
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONTACT_SETTINGS_DEFAULTS } from "../../../core/api/enquiries";
import { createListener } from "../../app";
import { loadConfig, type Config } from "../../config";
import { setLogSink } from "../../log";
import { encode } from "../../render/assets";
import { closeServer } from "../../shutdown";
import { createFreshDatabase } from "../../testing/fresh-database";
import { fixedPages } from "../../testing/fixed-pages";
import {
  expectedDay,
  insightsTraffic,
  TRAFFIC_HOST,
  type ExpectedDay,
  type ScriptedRequest,
} from "../../testing/insights-traffic";
import { STORE_KINDS, type StoreKind } from "../../testing/test-stores";
import type { Queryable } from "../db/db";
import { openStore, type Store } from "../open-store";
import { readInsightsReport } from "../repos/insights-report";
import { FORGET_AFTER_MS } from "./insights-counter";
import { storedVisitorKeys } from "../../testing/stored-visitor-keys";

const PER_DAY = 5_000;
const IN_FLIGHT = 8;
// Days far from the real one, so nothing running on the real clock (the
// retention sweep) touches them.
const DAY_1 = "2031-06-02";
const DAY_2 = "2031-06-03";
const at = (day: string, time: string) => Date.parse(`${day}T${time}Z`);

const PAGE = encode(
  Buffer.from("<!doctype html><title>Ana Lima</title>"),
  "text/html; charset=utf-8",
);
/** The site in English (default) and Portuguese, the enquiry form offered, the CV under one name. */
const PAGES = fixedPages(async () => PAGE, {
  languages: async () => ({ defaultLanguage: "en", published: ["en", "pt"] }),
  contactSettings: async () => ({
    ...CONTACT_SETTINGS_DEFAULTS,
    startConversation: "form",
  }),
  cv: async (_lang, format) => ({
    file: PAGE,
    fileName: `Ana_Lima_CV.${format}`,
  }),
});

let clock = 0;
const now = () => clock;

/** One server: the app over node:http on 127.0.0.1, over its own store, on the test's clock. */
interface Instance {
  store: Store;
  send(r: ScriptedRequest): Promise<number>;
  /** As the server's shutdown: stop answering, then close the store (which writes the last batch). */
  stop(): Promise<void>;
}

async function startInstance(config: Config): Promise<Instance> {
  const store = await openStore(config, { now });
  const server = createServer(
    createListener({ config, assets: new Map(), pages: PAGES, store }),
  );
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  return {
    store,
    send: (r) =>
      new Promise((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, agent, ...r }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode!));
        });
        req.on("error", reject);
        req.end();
      }),
    async stop() {
      agent.destroy();
      await closeServer(server);
      await store.close();
    },
  };
}

/** The answers each label stands for: anything else means the script is not exercising what it says. */
const STATUSES: Record<ScriptedRequest["counted"]["as"], number[]> = {
  view: [200, 304],
  cv: [200, 304],
  "not-found": [404],
  nothing: [200, 301, 302, 304, 404],
};

/**
 * Sends `requests` in order, IN_FLIGHT at a time, each to the instance
 * `to` names, moving the clock from `from` to `until` as they go.
 */
async function replay(
  requests: ScriptedRequest[],
  to: (i: number) => Instance,
  from: number,
  until: number,
) {
  const wrong: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      const r = requests[i]!;
      clock = from + Math.floor(((until - from) * i) / requests.length);
      const status = await to(i).send(r);
      if (!STATUSES[r.counted.as].includes(status))
        wrong.push(`${r.method} ${r.path} (${r.counted.as}): ${status}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  expect(wrong).toEqual([]);
}

/** "Time passes" at `time`: every running instance's timer writes its batch, as it would within seconds. */
async function timePasses(time: number, instances: Instance[]) {
  clock = time;
  await Promise.all(instances.map((i) => i.store.insights.flush()));
}

const sorted = (map: Map<string, number>) =>
  Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)));

/** A day's totals as the store holds them, in ExpectedDay's shape. */
async function storedDay(db: Queryable, day: string) {
  const rows = (sql: string) =>
    db
      .query<{ k: string; n: number }>(sql, [day])
      .then((found) => new Map(found.map((row) => [row.k, Number(row.n)])));
  const views = await rows(
    "SELECT page || '|' || lang AS k, views AS n FROM insights_daily_views WHERE day = $1",
  );
  const notFound = new Map<string, number>();
  for (const [key, n] of views)
    if (key.startsWith("not-found|")) {
      notFound.set(key.slice("not-found|".length), n);
      views.delete(key);
    }
  const [visitors] = await db.query<{ n: number }>(
    "SELECT visitors AS n FROM insights_daily_visitors WHERE day = $1",
    [day],
  );
  return {
    views: sorted(views),
    notFound: sorted(notFound),
    visitors: Number(visitors?.n ?? 0),
    referrers: sorted(
      await rows(
        "SELECT kind || '|' || name AS k, views AS n FROM insights_daily_referrers WHERE day = $1",
      ),
    ),
    cvDownloads: sorted(
      await rows(
        "SELECT lang || '|' || format AS k, downloads AS n FROM insights_daily_cv_downloads WHERE day = $1",
      ),
    ),
  };
}

const asStored = (day: ExpectedDay) => ({
  views: sorted(day.views),
  notFound: sorted(day.notFound),
  visitors: day.visitors,
  referrers: sorted(day.referrers),
  cvDownloads: sorted(day.cvDownloads),
});

/** Sums per key over both days. */
const both = (a: Map<string, number>, b: Map<string, number>) => {
  const sum = new Map(a);
  for (const [key, n] of b) sum.set(key, (sum.get(key) ?? 0) + n);
  return sum;
};
const total = (map: Map<string, number>) =>
  [...map.values()].reduce((s, n) => s + n, 0);

/** Checks the report the admin reads (last 7 days, seen on day 2) against the two days' expectations. */
async function checkReport(
  db: Queryable,
  day1: ExpectedDay,
  day2: ExpectedDay,
) {
  const report = await readInsightsReport(db, 7, clock);
  const daily = (e: ExpectedDay) => ({
    visitors: e.visitors,
    pageViews: total(e.views),
    cvDownloads: total(e.cvDownloads),
  });
  expect(report.daily.filter((d) => d.visitors || d.pageViews)).toEqual([
    { day: DAY_1, ...daily(day1) },
    { day: DAY_2, ...daily(day2) },
  ]);
  const views = both(day1.views, day2.views);
  const cv = both(day1.cvDownloads, day2.cvDownloads);
  expect(report.totals).toEqual({
    visitors: day1.visitors + day2.visitors,
    pageViews: total(views),
    notFoundViews: total(both(day1.notFound, day2.notFound)),
    cvDownloads: total(cv),
  });
  expect(
    sorted(
      new Map(report.topPages.map((p) => [`${p.page}|${p.lang}`, p.views])),
    ),
  ).toEqual(sorted(views));
  const languages = new Map<string, number>();
  for (const [key, n] of views) {
    const lang = key.split("|")[1]!;
    languages.set(lang, (languages.get(lang) ?? 0) + n);
  }
  expect(
    sorted(new Map(report.languages.map((l) => [l.lang, l.views]))),
  ).toEqual(sorted(languages));
  expect(
    sorted(
      new Map(
        report.cvDownloads.map((d) => [`${d.lang}|${d.format}`, d.downloads]),
      ),
    ),
  ).toEqual(sorted(cv));
  // The ten most frequent referrers, each with its exact count.
  const referrers = both(day1.referrers, day2.referrers);
  const shown = report.referrers.map((r) => [`${r.kind}|${r.name}`, r.views]);
  expect(shown).toHaveLength(Math.min(10, referrers.size));
  for (const [key, n] of shown)
    expect(n, String(key)).toBe(referrers.get(String(key)));
  const counts = [...referrers.values()].sort((a, b) => b - a);
  expect(shown.map(([, n]) => n)).toEqual(counts.slice(0, shown.length));
}

/** The address in an X-Forwarded-For entry (`[v6]:port`, `v4:port` or bare). */
const addressOf = (entry: string) =>
  /^\[(.*)\]/.exec(entry)?.[1] ??
  /^([\d.]+)(?::\d+)?$/.exec(entry)?.[1] ??
  entry;

/** Every row of every table, as text. */
async function everyRow(db: Queryable) {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const text: string[] = [];
  for (const { name } of tables)
    for (const row of await db.query<{ row: string }>(
      `SELECT t::text AS row FROM "${name}" t`,
    ))
      text.push(row.row);
  return text.join("\n");
}

describe.each(STORE_KINDS)("the Insights replay on %s", (kind: StoreKind) => {
  const cleanUps: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  const instancesOf = kind === "postgres" ? 2 : 1;
  it(`counts 10,000 requests exactly over two days, across a restart, on ${instancesOf} instance(s)`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "insights-replay-"));
    cleanUps.push(() => rm(dataDir, { recursive: true, force: true }));
    const database =
      kind === "postgres" ? await createFreshDatabase("replay") : undefined;
    if (database) cleanUps.push(() => database.drop());
    const config = loadConfig({
      PUBLIC_API_KEY: "test-key",
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      TRUST_PROXY: "1",
      SITE_URL: `https://${TRAFFIC_HOST}`,
    });
    const lines: string[] = [];
    const restoreLog = setLogSink((line) => void lines.push(line));
    cleanUps.push(async () => restoreLog());

    const script = (day: number) =>
      insightsTraffic({ seed: 20310602, day, count: PER_DAY, etag: PAGE.etag });
    const day1 = script(1);
    const day2 = script(2);

    clock = at(DAY_1, "08:00:00");
    const instances = [await startInstance(config)];
    if (instancesOf === 2) instances.push(await startInstance(config));
    cleanUps.push(() =>
      Promise.all(instances.map((i) => i.stop().catch(() => {}))),
    );
    // Interleaved: consecutive requests, from one visitor too, go to either.
    const spread = (i: number) => instances[i % instances.length]!;

    // Day 1: a third, a restart of the first instance (the other, if any,
    // answers the second third meanwhile), the rest.
    const third = Math.floor(PER_DAY / 3);
    await replay(
      day1.slice(0, third),
      spread,
      at(DAY_1, "08:00:00"),
      at(DAY_1, "12:00:00"),
    );
    const restart = async () => {
      await instances[0]!.stop();
      instances[0] = await startInstance(config);
    };
    const meanwhile = () =>
      replay(
        day1.slice(third, 2 * third),
        () => instances[instances.length - 1]!,
        at(DAY_1, "12:00:00"),
        at(DAY_1, "16:00:00"),
      );
    if (instancesOf === 2) await Promise.all([restart(), meanwhile()]);
    else await restart().then(meanwhile);
    await replay(
      day1.slice(2 * third),
      spread,
      at(DAY_1, "16:00:00"),
      at(DAY_1, "23:59:50"),
    );

    // Midnight goes by; FORGET_AFTER_MS later the first day is forgotten.
    const midnight = at(DAY_2, "00:00:00");
    await timePasses(midnight + 30_000, instances);
    await replay(
      day2,
      spread,
      midnight + FORGET_AFTER_MS,
      at(DAY_2, "20:00:00"),
    );
    await Promise.all(instances.map((i) => i.stop()));

    clock = at(DAY_2, "20:00:00");
    const check = await openStore(config, { now, watchChanges: false });
    cleanUps.push(() => check.close());
    const expected1 = expectedDay(day1);
    const expected2 = expectedDay(day2);
    expect(await storedDay(check.db, DAY_1)).toEqual(asStored(expected1));
    expect(await storedDay(check.db, DAY_2)).toEqual(asStored(expected2));
    await checkReport(check.db, expected1, expected2);

    // Only the second day's salt and keys are left, one key per visitor.
    const keys = await storedVisitorKeys(check.db);
    expect(keys.every((row) => row.day === DAY_2)).toBe(true);
    expect(new Set(keys.map((row) => row.key)).size).toBe(keys.length);
    expect(keys).toHaveLength(expected2.visitors);
    expect(
      await check.db.query(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM insights_salts",
      ),
    ).toEqual([{ day: DAY_2 }]);

    // No address, network or user agent in any table or log line.
    const stored = await everyRow(check.db);
    const logged = lines.join("");
    const secrets = new Set<string>();
    for (const r of [...day1, ...day2]) {
      // The whole user agent, and each of its product tokens.
      const agent = r.headers["user-agent"] ?? "";
      for (const part of [agent, ...agent.split(" ")])
        if (part.includes("/")) secrets.add(part);
      for (const entry of r.headers["x-forwarded-for"]!.split(",")) {
        const address = addressOf(entry.trim());
        secrets.add(address);
        if (!address.includes(":"))
          secrets.add(address.replace(/\.\d+$/, ".0/24"));
      }
    }
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
  }, 180_000);
});
