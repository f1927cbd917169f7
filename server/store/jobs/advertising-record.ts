import type { AdvertisingCopy } from "../../../core/api/advertising-record";
import { RECORD_FALLBACK } from "../../../core/professional-rules/effective";
import type { SiteLanguage, SiteLanguages } from "../../../core/site-languages";
import { log } from "../../log";
import type {
  AddOptions,
  AdvertisingRecordRepository,
} from "../repos/advertising-record";
import type { ContentRepository } from "../repos/content/content";
import type { TestimonialRepository } from "../repos/testimonials";

/**
 * A copy at least this often when no rule says otherwise: New York's 90 days
 * (22 NYCRR 1200.0, rule 7.1(k)). The owner's professional rules set it
 * (record.everyDays, RecordSources.everyDays).
 * @internal
 */
export const PERIODIC_COPY_DAYS = RECORD_FALLBACK.everyDays;
const DEBOUNCE_MS = 5_000;
const CHECK_EVERY_MS = 24 * 60 * 60_000;

/** The rendered pages, as the page cache (server/render/page-cache.ts) serves them. */
interface RecordedPages {
  page(key: { lang: SiteLanguage; name: "home" }): Promise<{ body: Buffer }>;
  languages(): Promise<SiteLanguages>;
}

export interface RecordSources {
  record: Pick<AdvertisingRecordRepository, "add">;
  pages: RecordedPages;
  content: Pick<ContentRepository, "published">;
  testimonials: Pick<TestimonialRepository, "listApproved">;
  /** How many approved testimonials the page is given (LIST_DEFAULT_LIMIT). */
  testimonialLimit: number;
  /**
   * Days after which a fresh copy is taken even with no change, as the
   * owner's professional rules say (record.everyDays); absent, the timing's
   * `periodicDays`.
   */
  everyDays?: () => Promise<number>;
  /**
   * False while the pages show no testimonial (the professional rules or
   * every language's content hide them); absent, shown.
   */
  testimonialsShown?: () => Promise<boolean>;
}

/**
 * Copies the home page of every published language into the record; only
 * those that differ from their newest copy are kept (or, with
 * `periodicDays`, those whose newest copy is that old). The kept copies.
 * @internal
 */
export async function takeCopies(
  sources: RecordSources,
  options: AddOptions = {},
): Promise<AdvertisingCopy[]> {
  const { published } = await sources.pages.languages();
  // While hidden the page is given no testimonial, and the copy names none.
  const shown =
    ((await sources.testimonialsShown?.()) ?? true)
      ? await sources.testimonials.listApproved({
          limit: sources.testimonialLimit,
          offset: 0,
          columns: ["id"],
        })
      : [];
  const testimonialIds = shown.map((row) => row.id!);
  const revisionIds: number[] = [];
  for (const lang of published)
    revisionIds.push((await sources.content.published(lang)).revision.id);
  const kept: AdvertisingCopy[] = [];
  for (const lang of published) {
    const page = await sources.pages.page({ lang, name: "home" });
    const copy = await sources.record.add(
      {
        lang,
        path: "/",
        html: page.body,
        revisionIds,
        languages: published,
        testimonialIds,
      },
      options,
    );
    if (copy) kept.push(copy);
  }
  return kept;
}

export interface RecordTiming {
  debounceMs?: number;
  checkEveryMs?: number;
  periodicDays?: number;
}

/**
 * Keeps the record: copies a few seconds after the store's change event
 * (publishes, approvals and withdrawals, language changes: one copy after a
 * burst of them), and a periodic check at start and daily. Runs one at a
 * time; a failure is logged and the next change or check tries again.
 * `stop` waits for a run under way, so the store can close after it.
 */
export function startAdvertisingRecord(
  sources: RecordSources,
  onChange: (listener: () => void) => void,
  {
    debounceMs = DEBOUNCE_MS,
    checkEveryMs = CHECK_EVERY_MS,
    periodicDays = PERIODIC_COPY_DAYS,
  }: RecordTiming = {},
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = (options: () => Promise<AddOptions> | AddOptions) => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const kept = await takeCopies(sources, await options());
        if (kept.length)
          log("info", "advertising record: copies kept", {
            copies: kept.length,
            reasons: kept.map((copy) => copy.reason).join(","),
          });
      } catch (error) {
        log("warn", "advertising record: copy failed; tried again later", {
          error: (error as Error).message,
        });
      }
    });
  };
  let pending: NodeJS.Timeout | undefined;
  onChange(() => {
    if (stopped) return;
    clearTimeout(pending);
    pending = setTimeout(() => run(() => ({})), debounceMs).unref();
  });
  // The rules are read at each check: a change applies from the next one.
  const check = () =>
    run(async () => ({
      periodicDays: (await sources.everyDays?.()) ?? periodicDays,
    }));
  check();
  const timer = setInterval(check, checkEveryMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(pending);
      clearInterval(timer);
      return running;
    },
  };
}
