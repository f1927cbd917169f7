import { join } from "node:path";
import type { PublicTestimonial } from "../../core/testimonial";
import type { BootData, PageName } from "../../src/app/boot-data";
import type { render as renderPage } from "../../src/entry-server";
import { inlineStyleSources } from "../http/security-headers";
import { encode, type Encoded } from "./assets";
import { fillTemplate, loadTemplate } from "./template";

export interface PageCacheOptions {
  distDir: string;
  publicApiKey: string;
  /** The public origin for canonical and social links (SITE_URL); else the profile's website. */
  siteUrl?: string;
  /** Approved testimonials for the server-rendered page; null when unavailable. */
  loadTestimonials?: () => Promise<PublicTestimonial[] | null>;
}

/**
 * Server-rendered pages, rendered once and kept until `invalidate()` (called
 * when the approved testimonials change), so serving `/` costs about as much
 * as a static file.
 */
export class PageCache {
  private readonly pages = new Map<PageName, Promise<Encoded>>();

  private constructor(
    private readonly template: string,
    private readonly render: typeof renderPage,
    private readonly options: PageCacheOptions,
  ) {}

  static async create(options: PageCacheOptions): Promise<PageCache> {
    const template = await loadTemplate(join(options.distDir, "client"));
    const entry = join(options.distDir, "server", "entry-server.js");
    const { render } = (await import(entry)) as { render: typeof renderPage };
    return new PageCache(template, render, options);
  }

  get(page: PageName): Promise<Encoded> {
    let cached = this.pages.get(page);
    if (!cached) {
      cached = this.build(page);
      this.pages.set(page, cached);
      // A failed render is not cached: the next request tries again.
      cached.catch(() => this.pages.delete(page));
    }
    return cached;
  }

  invalidate(): void {
    this.pages.clear();
  }

  private async build(page: PageName): Promise<Encoded> {
    const testimonials =
      page === "home"
        ? ((await this.options.loadTestimonials?.()) ?? null)
        : null;
    const boot: BootData = {
      page,
      backendUrl: "",
      apiKey: this.options.publicApiKey,
      testimonials,
    };
    const html = fillTemplate(
      this.template,
      this.render(boot, this.options.siteUrl),
    );
    // Pages are few and rendered only when the approved set changes, so the
    // smallest encoding is worth its ~100 ms: it is what the first paint waits for.
    return {
      ...encode(Buffer.from(html), "text/html; charset=utf-8", "best"),
      inlineStyles: inlineStyleSources(html),
    };
  }
}
