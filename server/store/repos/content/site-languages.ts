import {
  isSiteLanguage,
  SITE_LANGUAGES,
  type SiteLanguages,
} from "../../../../core/site-languages";
import type { Db } from "../../db/db";
import type { StoreChanges } from "../../store-changes";

/** A languages setting that cannot be kept: the message says why. */
export class LanguagesRefused extends Error {}

/** With PostgreSQL another instance may change it: a missed notification shows this late at worst. */
const SHARED_CACHE_MS = 2_000;

interface Row {
  default_language: string;
  hidden: string[];
  live: string[];
}

/**
 * Which languages the public site shows and which one it serves at `/`. A
 * language is published when it has live content and the owner has not
 * hidden it; the default is always published.
 */
export class SiteLanguagesRepository {
  private cached: { value: Promise<SiteLanguages>; at: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly changes: StoreChanges,
  ) {
    changes.on(() => (this.cached = null));
  }

  get(): Promise<SiteLanguages> {
    const cached = this.cached;
    if (
      cached &&
      (!this.db.shared || performance.now() - cached.at < SHARED_CACHE_MS)
    )
      return cached.value;
    const value = this.read();
    this.cached = { value, at: performance.now() };
    value.catch(() => (this.cached = null));
    return value;
  }

  /** Sets the default language and the published ones, after checking they make a site. */
  async update(next: SiteLanguages): Promise<SiteLanguages> {
    const { live } = await this.readRow();
    const published = SITE_LANGUAGES.filter((lang) =>
      next.published.includes(lang),
    );
    for (const lang of published)
      if (!live.includes(lang))
        throw new LanguagesRefused(
          `"${lang}" has no published content yet: publish its content first`,
        );
    if (!published.includes(next.defaultLanguage))
      throw new LanguagesRefused(
        "The default language must be one of the published languages",
      );
    const hidden = SITE_LANGUAGES.filter((lang) => !published.includes(lang));
    await this.db.query(
      "UPDATE site_languages SET default_language = $1, hidden = $2",
      [next.defaultLanguage, hidden],
    );
    this.changes.emit();
    return this.get();
  }

  private async read(): Promise<SiteLanguages> {
    const row = await this.readRow();
    const published = SITE_LANGUAGES.filter(
      (lang) => row.live.includes(lang) && !row.hidden.includes(lang),
    );
    const defaultLanguage = isSiteLanguage(row.default_language)
      ? row.default_language
      : SITE_LANGUAGES[0];
    // The default always has a page, even if the owner hid it or its
    // content is not there yet (then its page says what is missing).
    if (!published.includes(defaultLanguage))
      published.unshift(defaultLanguage);
    return {
      defaultLanguage,
      published: SITE_LANGUAGES.filter((lang) => published.includes(lang)),
    };
  }

  private async readRow(): Promise<Row> {
    const [row] = await this.db.query<Row>(
      `SELECT default_language, hidden,
         ARRAY(SELECT lang FROM content_live ORDER BY lang) AS live
       FROM site_languages`,
    );
    return row ?? { default_language: SITE_LANGUAGES[0], hidden: [], live: [] };
  }
}
