import type { AdvertisingCopy } from "../../../core/api/advertising-record";
import type { ContactSettings } from "../../../core/api/enquiries";
import { contactPath } from "../../../core/content/contact-page";
import { privacyPath } from "../../../core/content/privacy-page";
import { cvPath } from "../../../core/content/profile-derived";
import { RECORD_FALLBACK } from "../../../core/professional-rules/effective";
import {
  languageHome,
  type SiteLanguage,
  type SiteLanguages,
} from "../../../core/site-languages";
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
  page(key: {
    lang: SiteLanguage;
    name: "home" | "privacy" | "contact";
  }): Promise<{ body: Buffer }>;
  cv(
    lang: SiteLanguage,
    format: "html",
  ): Promise<{ file: { body: Buffer }; fileName: string }>;
  languages(): Promise<SiteLanguages>;
  contactSettings(): Promise<ContactSettings>;
}

/**
 * The public pages of a language a visitor can read, at their public paths
 * (server/routes/site.ts serves them): the home page, the privacy page, the
 * enquiry page while the owner offers the form, and the HTML CV. The PDF CV
 * is left out: it is built from the same content as the HTML one.
 */
async function publicPages(
  pages: RecordedPages,
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
): Promise<{ path: string; html: Buffer; home: boolean }[]> {
  const page = async (name: "home" | "privacy" | "contact", path: string) => ({
    path,
    html: (await pages.page({ lang, name })).body,
    home: name === "home",
  });
  const cv = await pages.cv(lang, "html");
  return [
    await page("home", languageHome(lang, defaultLanguage)),
    await page("privacy", privacyPath(lang, defaultLanguage)),
    ...((await pages.contactSettings()).startConversation === "form"
      ? [await page("contact", contactPath(lang, defaultLanguage))]
      : []),
    {
      path: cvPath(lang, defaultLanguage, cv.fileName),
      html: cv.file.body,
      home: false,
    },
  ];
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
 * Copies the public pages of every published language into the record; only
 * those that differ from their own newest copy (the same language and path)
 * are kept (or, with `periodicDays`, those whose newest copy is that old).
 * The kept copies.
 * @internal
 */
export async function takeCopies(
  sources: RecordSources,
  options: AddOptions = {},
): Promise<AdvertisingCopy[]> {
  const { published, defaultLanguage } = await sources.pages.languages();
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
  for (const lang of published)
    for (const page of await publicPages(
      sources.pages,
      lang,
      defaultLanguage,
    )) {
      const copy = await sources.record.add(
        {
          lang,
          path: page.path,
          html: page.html,
          revisionIds,
          languages: published,
          // Only the home page is given the testimonials (page-cache.ts), so
          // only its copies hold one an erasure marks.
          testimonialIds: page.home ? testimonialIds : [],
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
