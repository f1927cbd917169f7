import { UtcDayClock } from "../../../core/insights/day";
import type { Referrer } from "../../../core/insights/referrer";
import type { Network } from "../../../core/insights/visit";
import { log } from "../../log";
import { VisitorKeySet } from "../repos/visitor-key-set";
import { PendingVisitors } from "./pending-visitors";
import { Tally } from "./tally";
import { VisitorHmac } from "./visitor-hmac";
import type { Db } from "../db/db";
import {
  daySalt,
  forgetVisitorsBefore,
  writeInsights,
  type InsightsBatch,
  type InsightsEvent,
  type InsightsPage,
} from "../repos/insights";

const FLUSH_EVERY_MS = 5_000;
/**
 * How long into a new UTC day yesterday's salt and visitor keys are kept:
 * long enough for every instance's last batch of the day (written every
 * FLUSH_EVERY_MS) and for clocks that disagree by seconds.
 * @internal
 */
export const FORGET_AFTER_MS = 10 * 60_000;
/**
 * Most visitor keys remembered as already written to a shared PostgreSQL.
 * A batch that would pass it empties the memory first, and a batch larger
 * than it is not remembered: its keys are sent again when their visitors
 * come back, and the store's unique (day, key) keeps the count exact; only
 * the batches grow.
 * @internal
 */
export const MAX_REMEMBERED_KEYS = 10_000;
/**
 * Most entries (visitors and counters) waiting for a write: a view of a
 * page already counted in the batch adds none, a new visitor or referrer
 * one. A batch this large is written at once; while the store cannot take
 * it, what comes past twice this is dropped and logged.
 * @internal
 */
export const MAX_PENDING = 10_000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What identifies a visitor for one day: never stored, only its HMAC. */
export interface VisitorMaterial {
  /** The site's origin, so two sites on one store never share keys. */
  site: string;
  /** The client's network (core/insights/visit.ts clientNetwork): an IPv4 /24 or IPv6 /64. */
  network: Network;
  /** The browser family (core/insights/visit.ts browserFamily). */
  family: string;
}

/** A batch as the counter gathers it: each day's keys in a compact set, the counts in tallies. */
interface PendingBatch {
  keys: Map<string, VisitorKeySet>;
  /** Per day, page and language. */
  views: Tally;
  /** Per day, kind and name. */
  referrers: Tally;
  /** Per day, language and format. */
  cvDownloads: Tally;
  /** Per day and event. */
  events: Tally;
}

const emptyBatch = (): PendingBatch => ({
  keys: new Map(),
  views: new Tally(),
  referrers: new Tally(),
  cvDownloads: new Tally(),
  events: new Tally(),
});

/** A batch as the store takes it. */
const storeBatch = (batch: PendingBatch): InsightsBatch => ({
  keys: batch.keys,
  views: batch.views.toMap(),
  referrers: batch.referrers.toMap(),
  cvDownloads: batch.cvDownloads.toMap(),
  events: batch.events.toMap(false),
});

/**
 * Counts what the site does for its owner (docs/decisions/048-insights-counting.md).
 * Recording is synchronous and costs no query: increments gather in memory
 * and are written every FLUSH_EVERY_MS and at close; a crash loses at most
 * that batch. A visitor is keyed by HMAC-SHA256 under the day's secret salt
 * (made in the store by the first instance that needs it), the keys of the
 * day are kept in the store so every instance and a restart count a visitor
 * once, and salts and keys are deleted FORGET_AFTER_MS into the next day.
 */
export class InsightsCounter {
  private pending = emptyBatch();
  private pendingSize = 0;
  /** Visitors seen since the last write: keyed at the write. */
  private visitors = new PendingVisitors();
  /** Per day, HMAC-SHA256 under its salt: a visitor's key is its first 64 bits. */
  private hmacs = new Map<string, VisitorHmac>();
  private loadingSalts = new Map<string, Promise<void>>();
  /** Keys already in a shared store, per day: not sent again. */
  private remembered = new Map<string, VisitorKeySet>();
  private rememberedSize = 0;
  /** The day of `now()`, formatted once a day. */
  private readonly days = new UtcDayClock();
  private dropped = 0;
  /** Days before this one have been forgotten. */
  private forgottenBefore = "";
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  private constructor(
    private readonly db: Db,
    private readonly now: () => number,
    everyMs: number,
    /** False with INSIGHTS=off: nothing is recorded; past days are still forgotten. */
    readonly counting: boolean,
  ) {
    this.timer = setInterval(() => void this.flush(), everyMs).unref();
  }

  /**
   * `now` is the clock (ms since the epoch); tests pass their own.
   * `counting` false (INSIGHTS=off) records nothing and makes no salt, but
   * still deletes the salts and keys of past days, counted before it was off.
   */
  static async open(
    db: Db,
    {
      now = Date.now,
      everyMs = FLUSH_EVERY_MS,
      counting = true,
    }: { now?: () => number; everyMs?: number; counting?: boolean } = {},
  ): Promise<InsightsCounter> {
    const counter = new InsightsCounter(db, now, everyMs, counting);
    try {
      await counter.forget();
      if (counting) await counter.loadSalt(utcDay(now()));
    } catch (error) {
      clearInterval(counter.timer);
      throw error;
    }
    return counter;
  }

  /** A page view; `visitor` null for a view that names no visitor (the 404 page). */
  view(
    page: InsightsPage,
    lang: string,
    visitor: VisitorMaterial | null,
    referrer: Referrer | null,
  ): void {
    const day = this.days.dayOf(this.now());
    if (!this.room()) return;
    let entries = this.pending.views.add(day, page, lang);
    if (referrer)
      entries += this.pending.referrers.add(day, referrer.kind, referrer.name);
    if (visitor) entries += this.visitor(day, visitor);
    this.grew(entries);
  }

  /** A CV taken (an HTML or PDF answer, 200 or 304). */
  cvDownload(
    lang: string,
    format: "html" | "pdf",
    visitor: VisitorMaterial,
  ): void {
    const day = this.days.dayOf(this.now());
    if (!this.room()) return;
    this.grew(
      this.pending.cvDownloads.add(day, lang, format) +
        this.visitor(day, visitor),
    );
  }

  /** Something a visitor did, when it happened. */
  event(event: InsightsEvent): void {
    if (!this.room()) return;
    this.grew(this.pending.events.add(this.days.dayOf(this.now()), event));
  }

  /** How many written keys are remembered. @internal */
  get rememberedKeys(): number {
    return this.rememberedSize;
  }

  /** Writes what is pending (and forgets past days when due); failures are logged and retried at the next write. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() =>
      this.write().catch((error: Error) =>
        log("warn", "writing insights failed; retried with the next batch", {
          error: error.message,
        }),
      ),
    );
    return this.writing;
  }

  /** Stops the timer and writes what is pending (the server's shutdown, the store's close). */
  async close(): Promise<void> {
    if (this.closed) return this.writing;
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
  }

  /** Whether what is recorded now may be; past twice the bound it is dropped. */
  private room(): boolean {
    if (!this.counting) return false;
    if (this.pendingSize >= MAX_PENDING * 2) {
      this.dropped++;
      return false;
    }
    return true;
  }

  /** Counts `entries` new ones; reaching the bound asks the store to take the batch now. */
  private grew(entries: number) {
    const before = this.pendingSize;
    this.pendingSize += entries;
    if (before < MAX_PENDING && this.pendingSize >= MAX_PENDING)
      void this.flush();
  }

  /** Records a visitor: 1 when new in the batch, else 0. */
  private visitor(day: string, { site, network, family }: VisitorMaterial) {
    // Loaded before the write needs it, as a rule.
    if (!this.hmacs.has(day)) void this.loadSalt(day).catch(() => {});
    return this.visitors.add(day, site, network, family) ? 1 : 0;
  }

  private addKey(day: string, high: number, low: number) {
    if (this.remembered.get(day)?.has(high, low)) return;
    let set = this.pending.keys.get(day);
    if (!set) this.pending.keys.set(day, (set = new VisitorKeySet()));
    set.add(high, low);
  }

  private loadSalt(day: string): Promise<void> {
    let loading = this.loadingSalts.get(day);
    if (!loading) {
      loading = daySalt(this.db, day)
        .then((salt) => {
          this.hmacs.set(day, new VisitorHmac(salt));
        })
        .finally(() => this.loadingSalts.delete(day));
      this.loadingSalts.set(day, loading);
    }
    return loading;
  }

  private async write() {
    // Days this instance forgets at its next step may already be forgotten
    // by another: their keys and salt deleted. Keys sent for them would
    // count their visitors again (and a salt made now would key them anew),
    // so they are dropped: their views are kept, the visitors (rarely: a
    // batch held past FORGET_AFTER_MS by a store refusing it) not.
    const keepFrom = this.keepFrom();
    for (const day of this.visitors.dayList())
      if (day >= keepFrom) await this.loadSalt(day);
    for (const day of this.visitors.dayList()) {
      if (day < keepFrom) {
        this.visitors.take(day, () => {});
        continue;
      }
      // A day first seen while the salts above loaded waits for the next write.
      const hmac = this.hmacs.get(day);
      if (hmac)
        this.visitors.take(day, (site, network, family) => {
          const { high, low } = hmac.key64(site, network, family);
          this.addKey(day, high, low);
        });
    }
    const batch = this.pending;
    for (const day of batch.keys.keys())
      if (day < keepFrom) batch.keys.delete(day);
    this.pending = emptyBatch();
    this.pendingSize = 0;
    if (this.dropped) {
      log("warn", "insights dropped while the store could not take them", {
        dropped: this.dropped,
      });
      this.dropped = 0;
    }
    try {
      if (Object.values(batch).some((part) => part.size))
        await writeInsights(this.db, storeBatch(batch));
    } catch (error) {
      this.merge(batch);
      throw error;
    }
    this.remember(batch.keys);
    await this.forget();
  }

  /** Puts a batch that could not be written back in front of what came since. */
  private merge(batch: PendingBatch) {
    let entries = 0;
    for (const [day, keys] of batch.keys) {
      keys.forEach((high, low) => this.addKey(day, high, low));
      entries += keys.size;
    }
    for (const part of ["views", "referrers", "cvDownloads", "events"] as const)
      entries += this.pending[part].addAll(batch[part]);
    this.pendingSize += entries;
  }

  /**
   * Remembers the keys a shared PostgreSQL now holds, within
   * MAX_REMEMBERED_KEYS. The embedded store keeps its day's keys in memory
   * itself (repos/insights.ts) and drops those it has: remembering them here
   * too cost a second set as large, filled again after every batch of new
   * visitors.
   */
  private remember(written: Map<string, VisitorKeySet>) {
    if (!this.db.shared) return;
    for (const [day, keys] of written) {
      if (keys.size > MAX_REMEMBERED_KEYS) continue;
      if (this.rememberedSize + keys.size > MAX_REMEMBERED_KEYS) {
        this.remembered.clear();
        this.rememberedSize = 0;
      }
      let set = this.remembered.get(day);
      if (!set) this.remembered.set(day, (set = new VisitorKeySet()));
      keys.forEach((high, low) => set.add(high, low));
      this.rememberedSize += keys.size;
    }
  }

  /** The first day whose salt and keys are kept: days before it are forgotten, by this instance or another. */
  private keepFrom(): string {
    const day = utcDay(this.now() - FORGET_AFTER_MS);
    return day > this.forgottenBefore ? day : this.forgottenBefore;
  }

  /** Deletes the salts and keys of past days once FORGET_AFTER_MS of the new day has gone by. */
  private async forget() {
    const keepFrom = this.keepFrom();
    if (keepFrom <= this.forgottenBefore) return;
    await forgetVisitorsBefore(this.db, keepFrom);
    this.forgottenBefore = keepFrom;
    for (const day of [...this.hmacs.keys()])
      if (day < keepFrom) this.hmacs.delete(day);
    for (const day of [...this.remembered.keys()])
      if (day < keepFrom) {
        this.rememberedSize -= this.remembered.get(day)!.size;
        this.remembered.delete(day);
      }
  }
}
