import { join } from "node:path";
import type { Config } from "../config";
import { log } from "../log";
import { AdvertisingRecordRepository } from "./repos/advertising-record";
import { startChangeFeed, type ChangeFeed } from "./db/change-feed";
import { ClientKeys } from "./repos/client-keys";
import { ContactSettingsRepository } from "./repos/contact-settings";
import { ContentRepository } from "./repos/content/content";
import type { Db } from "./db/db";
import { EnquiryRepository } from "./repos/enquiries";
import { InsightsCounter } from "./jobs/insights-counter";
import { InsightsSettingsRepository } from "./repos/insights-settings";
import { InvitationRepository } from "./repos/invitations";
import { migrate } from "./db/migrate";
import { ModerationRepository } from "./repos/moderation";
import { openPglite, STORE_TEMPLATE } from "./db/pglite";
import { openPostgres } from "./db/postgres";
import { ProfessionalRulesRepository } from "./repos/professional-rules";
import { openPortraitFiles, type PortraitFiles } from "./repos/portrait-files";
import { startPortraitSweeps } from "./jobs/portrait-sweep";
import { startRetentionSweeps } from "./jobs/retention";
import { SiteLanguagesRepository } from "./repos/content/site-languages";
import { StoreChanges } from "./store-changes";
import { SubmissionQueue } from "./jobs/submission-queue";
import { TestimonialRepository } from "./repos/testimonials";

export interface Store {
  db: Db;
  testimonials: TestimonialRepository;
  /** The owner's reads and edits of testimonials; its writes fire the change event. */
  moderation: ModerationRepository;
  /** The owner's invitation links (their tokens are used up by `submissions`). */
  invitations: InvitationRepository;
  /** Enquiries sent through the page's form: the form's writes (rate limit, duplicate check) and the owner's reading. */
  enquiries: EnquiryRepository;
  /** The owner's contact choices; a change fires the change event (the page renders from them). */
  contactSettings: ContactSettingsRepository;
  /** The owner's professional (bar advertising) rules; a change fires the change event (the page, the list call and the record follow them). */
  professionalRules: ProfessionalRulesRepository;
  /** The page's content: revisions, the live one and drafts, per language. */
  content: ContentRepository;
  /** Which languages are published and which one the site serves at `/`. */
  languages: SiteLanguagesRepository;
  /** Dated copies of the public pages (server/store/jobs/advertising-record.ts takes them). */
  advertisingRecord: AdvertisingRecordRepository;
  /**
   * THE change event: testimonials approved or withdrawn, content published,
   * here or on another instance. Every cache of what the public sees drops on it.
   */
  onChange(listener: () => void): void;
  /** Announces a change (the change feed calls it for other instances' writes). */
  changed(): void;
  /** Keyed hashes of client addresses, under a secret that changes daily. */
  clientKeys: ClientKeys;
  /** Insights: page views, visitors, referrers, CV downloads and events, batched in memory and written every few seconds and at close. */
  insights: InsightsCounter;
  /** How long the Insights daily totals are kept; a change fires the change event (the privacy page states it). */
  insightsSettings: InsightsSettingsRepository;
  /** The portrait's derived image files (a table on PostgreSQL, DATA_DIR/portraits on PGlite). */
  portraits: PortraitFiles;
  /** The submit call's writer: rate limit, duplicate check and insert, group-committed. */
  submissions: SubmissionQueue;
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Wraps an open, migrated connection in the repositories. `dataDir` is the
 * embedded store's folder, where it keeps the portrait's files.
 * @internal
 */
export async function createStore(
  db: Db,
  {
    dataDir,
    insights: counting,
    now,
  }: {
    dataDir?: string;
    insights?: boolean;
    /** Tests only: the Insights counter's clock (ms since the epoch), so a test can move through days. */
    now?: () => number;
  } = {},
): Promise<Store> {
  const clientKeys = await ClientKeys.open(db);
  const insights = await InsightsCounter.open(db, { counting, now }).catch(
    (error: unknown) => {
      clientKeys.close();
      throw error;
    },
  );
  const changes = new StoreChanges();
  const portraits = openPortraitFiles(db, dataDir);
  // Deletes the files of uploads the owner abandoned (server/store/jobs/portrait-sweep.ts).
  const portraitSweeps = startPortraitSweeps(db, portraits);
  // Deletes rejected testimonials and dead invitations (core/testimonials/retention.ts).
  const retentionSweeps = startRetentionSweeps(db);
  return {
    db,
    testimonials: new TestimonialRepository(db, changes),
    moderation: new ModerationRepository(db, () => changes.emit()),
    invitations: new InvitationRepository(db, () =>
      insights.event("invitation-opened"),
    ),
    enquiries: new EnquiryRepository(db, () => insights.event("enquiry-sent")),
    contactSettings: new ContactSettingsRepository(db, changes),
    professionalRules: new ProfessionalRulesRepository(db, changes),
    content: new ContentRepository(db, changes),
    languages: new SiteLanguagesRepository(db, changes),
    advertisingRecord: new AdvertisingRecordRepository(db),
    onChange: (listener) => changes.on(listener),
    changed: () => changes.emit(),
    clientKeys,
    insights,
    insightsSettings: new InsightsSettingsRepository(db, changes),
    portraits,
    submissions: new SubmissionQueue(db, (outcome) => {
      if (outcome.kind !== "stored") return;
      insights.event("testimonial-submitted");
      if (outcome.invited) insights.event("invitation-answered");
    }),
    ping: async () => {
      await db.query("SELECT 1");
    },
    close: async () => {
      clientKeys.close();
      // The last batch of counts, before the connection goes.
      await insights.close();
      portraitSweeps.stop();
      await retentionSweeps.stop();
      await db.close();
    },
  };
}

export type StoreConfig = Pick<Config, "databaseUrl" | "dataDir"> &
  Partial<Pick<Config, "db" | "distDir" | "insights">>;

/** Opens the configured connection (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR). */
export async function openDb(config: StoreConfig): Promise<Db> {
  if (!config.databaseUrl)
    return openPglite(
      config.dataDir,
      // The build's template for a new store, when there is a build.
      config.distDir && join(config.distDir, STORE_TEMPLATE),
    );
  return openPostgres(config.databaseUrl, {
    max: config.db?.poolMax,
    statementTimeoutMs: config.db?.statementTimeoutMs,
    connectTimeoutMs: config.db?.connectTimeoutMs,
    retries: config.db?.retries,
  });
}

/**
 * Opens the configured store, applies pending migrations and builds the
 * repositories. On PostgreSQL it also listens for changes made by other
 * instances (server/store/db/change-feed.ts) unless `watchChanges` is false
 * (one-off commands that exit at once). `now` is for tests only: the
 * Insights counter's clock (server/store/jobs/insights-replay.test.ts moves
 * it through two days); the server never passes it.
 */
export async function openStore(
  config: StoreConfig,
  {
    watchChanges = true,
    now,
  }: { watchChanges?: boolean; now?: () => number } = {},
): Promise<Store> {
  const db = await openDb(config);
  try {
    const applied = await migrate(db);
    log("info", "store ready", { store: db.kind, migrationsApplied: applied });
    const store = await createStore(db, {
      dataDir: config.dataDir,
      insights: config.insights,
      now,
    });
    if (!config.databaseUrl || !watchChanges) return store;
    const feed: ChangeFeed = startChangeFeed(
      config.databaseUrl,
      () => store.changed(),
      { connectTimeoutMs: config.db?.connectTimeoutMs },
    );
    await feed.ready;
    return {
      ...store,
      async close() {
        await feed.close();
        await store.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
