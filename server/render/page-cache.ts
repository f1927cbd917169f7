import { join } from "node:path";
import type { Profile } from "../../core/profile-schema";
import type { PublicTestimonial } from "../../core/testimonial";
import type { PageName, PageSettings } from "../../src/app/boot-data";
import type { render as renderPage } from "../../src/entry-server";
import { inlineStyleSources } from "../http/security-headers";
import { encode, type Encoded } from "./assets";
import { PUBLISHED_CONTENT_FILE, type ContentFile } from "./content-files";
import { withPreviewBanner } from "./preview-banner";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files";
import { fillTemplate, loadTemplate } from "./template";

export interface PageCacheOptions extends PageOptions {
  distDir: string;
}

/** What the pages are rendered from besides their template and renderer. */
export interface PageOptions {
  publicApiKey: string;
  /** The public origin for canonical and social links (SITE_URL); else the profile's website. */
  siteUrl?: string;
  /** The published content every page and file here is rendered from. */
  loadContent: () => Promise<Profile>;
  /** Approved testimonials for the server-rendered page; null when unavailable. */
  loadTestimonials?: () => Promise<PublicTestimonial[] | null>;
}

const HTML = "text/html; charset=utf-8";
const FILE_TYPES: Record<ContentFile, string> = {
  "/robots.txt": "text/plain; charset=utf-8",
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/site.webmanifest": "application/manifest+json",
  [PUBLISHED_CONTENT_FILE]: "application/json; charset=utf-8",
};

/**
 * Everything the server renders from the published content (the pages, the
 * search-engine files, the content JSON), rendered once and kept until
 * `invalidate()`, which the store's change event calls (a publish, or a
 * change to the approved testimonials), so serving `/` costs about as much
 * as a static file.
 */
export class PageCache {
  private readonly rendered = new Map<
    PageName | ContentFile,
    Promise<Encoded>
  >();

  /** Over a given template and renderer: the build's (see `create`), or Vite's (server/dev/). */
  constructor(
    private readonly template: string,
    private readonly render: typeof renderPage,
    private readonly options: PageOptions,
  ) {}

  static async create(options: PageCacheOptions): Promise<PageCache> {
    const template = await loadTemplate(join(options.distDir, "client"));
    const entry = join(options.distDir, "server", "entry-server.js");
    const { render } = (await import(entry)) as { render: typeof renderPage };
    return new PageCache(template, render, options);
  }

  get(name: PageName | ContentFile): Promise<Encoded> {
    let cached = this.rendered.get(name);
    if (!cached) {
      cached = this.build(name);
      this.rendered.set(name, cached);
      // A failed render is not cached: the next request tries again.
      cached.catch(() => this.rendered.delete(name));
    }
    return cached;
  }

  invalidate(): void {
    this.rendered.clear();
  }

  /**
   * The home page of `profile` (a draft or an old revision) as the public
   * would see it once published, under a "Preview" banner and kept out of
   * search engines; rendered on every call, never cached.
   */
  async renderPreview(profile: Profile): Promise<Encoded> {
    const html = withPreviewBanner(
      await this.renderHtml("home", profile, { noindex: true }),
    );
    return {
      ...encode(Buffer.from(html), HTML),
      inlineStyles: inlineStyleSources(html),
    };
  }

  private async build(name: PageName | ContentFile): Promise<Encoded> {
    const profile = await this.options.loadContent();
    if (name === "home" || name === "not-found") {
      const html = await this.renderHtml(name, profile);
      // Pages are few and rendered only when the content or the approved set
      // changes, so the smallest encoding is worth its ~100 ms: it is what
      // the first paint waits for.
      return {
        ...encode(Buffer.from(html), HTML, "best"),
        inlineStyles: inlineStyleSources(html),
      };
    }
    return encode(
      Buffer.from(this.file(name, profile)),
      FILE_TYPES[name],
      "best",
    );
  }

  private file(name: ContentFile, profile: Profile): string {
    const origin = this.options.siteUrl || profile.websiteUrl;
    switch (name) {
      case "/robots.txt":
        return robotsTxt(origin);
      case "/sitemap.xml":
        // Rendered again after every change, so the date is the last change's
        // (or the server's start).
        return sitemapXml(origin, new Date());
      case "/site.webmanifest":
        return webManifest(profile);
      case PUBLISHED_CONTENT_FILE:
        return JSON.stringify(profile);
    }
  }

  private async renderHtml(
    page: PageName,
    profile: Profile,
    { noindex = false } = {},
  ): Promise<string> {
    const testimonials =
      page === "home"
        ? ((await this.options.loadTestimonials?.()) ?? null)
        : null;
    const settings: PageSettings = {
      page,
      backendUrl: "",
      apiKey: this.options.publicApiKey,
      testimonials,
    };
    return fillTemplate(
      this.template,
      this.render(settings, profile, {
        siteUrl: this.options.siteUrl,
        noindex,
      }),
    );
  }
}
