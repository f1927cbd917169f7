import { join } from "node:path";
import type { Profile } from "../../core/content/profile-schema";
import {
  LANGUAGE_INFO,
  type SiteLanguage,
  type SiteLanguages,
} from "../../core/site-languages";
import type { PublicTestimonial } from "../../core/testimonials/testimonial";
import type { PageName, PageSettings } from "../../web/page/app/boot-data";
import type { render as renderPage } from "../../web/page/entry-server";
import { inlineSources } from "../http/security-headers";
import { encode, type Encoded } from "./assets";
import { isSiteFile, type ContentFile, type SiteFile } from "./content-files";
import { withPreviewBanner } from "./preview-banner";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files";
import { fillTemplate, loadTemplate, type PageTemplate } from "./template";

export interface PageCacheOptions extends PageOptions {
  distDir: string;
}

/** What the pages are rendered from besides their template and renderer. */
export interface PageOptions {
  publicApiKey: string;
  /** The public origin for canonical and social links (SITE_URL); else the profile's website. */
  siteUrl?: string;
  /** The published content of a language, which its pages and files are rendered from. */
  loadContent: (lang: SiteLanguage) => Promise<Profile>;
  /** The published languages and the one served at `/`. */
  loadLanguages: () => Promise<SiteLanguages>;
  /** Approved testimonials for the server-rendered page; null when unavailable. */
  loadTestimonials?: () => Promise<PublicTestimonial[] | null>;
}

const HTML = "text/html; charset=utf-8";
const FILE_TYPES: Record<SiteFile, string> = {
  "/robots.txt": "text/plain; charset=utf-8",
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/site.webmanifest": "application/manifest+json",
};
const JSON_TYPE = "application/json; charset=utf-8";

/** A page of the site: which one, in which language. */
export interface PageKey {
  lang: SiteLanguage;
  name: PageName;
}

/**
 * Everything the server renders from the published content (each language's
 * pages, the search-engine files, the content JSON), rendered once and kept
 * until `invalidate()`, which the store's change event calls (a publish, a
 * change of the site's languages or of the approved testimonials), so
 * serving a page costs about as much as a static file.
 */
export class PageCache {
  private readonly rendered = new Map<string, Promise<Encoded>>();
  private languageSettings: Promise<SiteLanguages> | null = null;

  /** Over a given template and renderer: the build's (see `create`), or Vite's (server/dev/). */
  constructor(
    private readonly template: PageTemplate,
    private readonly render: typeof renderPage,
    private readonly options: PageOptions,
  ) {}

  static async create(options: PageCacheOptions): Promise<PageCache> {
    const template = await loadTemplate(join(options.distDir, "client"));
    const entry = join(options.distDir, "server", "entry-server.js");
    const { render } = (await import(entry)) as { render: typeof renderPage };
    return new PageCache(template, render, options);
  }

  /** The published languages and the one at `/`, as the cached pages were rendered with. */
  languages(): Promise<SiteLanguages> {
    if (!this.languageSettings) {
      const loading = this.options.loadLanguages();
      this.languageSettings = loading;
      loading.catch(() => (this.languageSettings = null));
    }
    return this.languageSettings;
  }

  /** A page in a language. */
  page({ lang, name }: PageKey): Promise<Encoded> {
    return this.cached(`${lang}:${name}`, async () => {
      const html = await this.renderHtml(
        { lang, name },
        await this.options.loadContent(lang),
      );
      // Pages are few and rendered only when the content or the approved set
      // changes, so the smallest encoding is worth its ~100 ms: it is what
      // the first paint waits for.
      return {
        ...encode(Buffer.from(html), HTML, "best"),
        inlineSources: inlineSources(html),
      };
    });
  }

  /** A file rendered from the content: robots.txt, the sitemap, the manifest, a language's content JSON. */
  get(path: ContentFile): Promise<Encoded> {
    return this.cached(path, async () => {
      if (!isSiteFile(path)) {
        const lang = path.slice("/content/".length, -".json".length);
        const profile = await this.options.loadContent(lang as SiteLanguage);
        return encode(Buffer.from(JSON.stringify(profile)), JSON_TYPE, "best");
      }
      const languages = await this.languages();
      const profile = await this.options.loadContent(languages.defaultLanguage);
      return encode(
        Buffer.from(this.siteFile(path, profile, languages)),
        FILE_TYPES[path],
        "best",
      );
    });
  }

  invalidate(): void {
    this.rendered.clear();
    this.languageSettings = null;
  }

  /**
   * The home page of `profile` (a draft or an old revision of `lang`) as the
   * public would see it once published, under a "Preview" banner and kept
   * out of search engines; rendered on every call, never cached.
   */
  async renderPreview(lang: SiteLanguage, profile: Profile): Promise<Encoded> {
    const html = withPreviewBanner(
      await this.renderHtml({ lang, name: "home" }, profile, { noindex: true }),
    );
    return {
      ...encode(Buffer.from(html), HTML),
      inlineSources: inlineSources(html),
    };
  }

  private cached(key: string, build: () => Promise<Encoded>): Promise<Encoded> {
    let cached = this.rendered.get(key);
    if (!cached) {
      cached = build();
      this.rendered.set(key, cached);
      // A failed render is not cached: the next request tries again.
      cached.catch(() => this.rendered.delete(key));
    }
    return cached;
  }

  /** A site file, from the default language's content; the sitemap lists every published language. */
  private siteFile(
    name: SiteFile,
    profile: Profile,
    languages: SiteLanguages,
  ): string {
    const origin = this.options.siteUrl || profile.websiteUrl;
    switch (name) {
      case "/robots.txt":
        return robotsTxt(origin);
      case "/sitemap.xml":
        // Rendered again after every change, so the date is the last change's
        // (or the server's start).
        return sitemapXml(origin, new Date(), languages);
      case "/site.webmanifest":
        return webManifest(
          profile,
          LANGUAGE_INFO[languages.defaultLanguage].tag,
        );
    }
  }

  private async renderHtml(
    { lang, name }: PageKey,
    profile: Profile,
    { noindex = false } = {},
  ): Promise<string> {
    const testimonials =
      name === "home"
        ? ((await this.options.loadTestimonials?.()) ?? null)
        : null;
    const settings: PageSettings = {
      page: name,
      lang,
      languages: await this.languages(),
      backendUrl: "",
      apiKey: this.options.publicApiKey,
      testimonials,
    };
    return fillTemplate(
      this.template,
      this.render(settings, profile, {
        siteUrl: this.options.siteUrl,
        noindex,
        start: this.template.start,
      }),
    );
  }
}
