import {
  INSIGHTS_SETTINGS_DEFAULTS,
  type InsightsSettings,
} from "../../core/api/insights";
import { createHash } from "node:crypto";
import { join } from "node:path";
import type { PublishedContent } from "../../core/api/content";
import {
  CONTACT_SETTINGS_DEFAULTS,
  type ContactSettings,
} from "../../core/api/enquiries";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesSettings,
} from "../../core/api/professional-rules";
import { cvFileName, cvPdfFileName } from "../../core/content/profile-derived";
import type { Profile } from "../../core/content/profile-schema";
import { withoutStraySample } from "../../core/content/sample-fields";
import { SAMPLE_VALUES } from "../../content/sample-marks";
import {
  LANGUAGE_INFO,
  type SiteLanguage,
  type SiteLanguages,
} from "../../core/site-languages";
import {
  applyRulesToContent,
  inLanguage,
} from "../../core/professional-rules/apply-to-content";
import {
  effectiveRules,
  type EffectiveRules,
} from "../../core/professional-rules/effective";
import type { PublicTestimonial } from "../../core/testimonials/testimonial";
import type {
  ContactPageState,
  FooterRules,
  PageName,
  PageSettings,
} from "../../web/page/app/boot-data";
import type * as ServerEntry from "../../web/page/entry-server";
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
  /**
   * The site's origin (server/site-address.ts) for its absolute links: never
   * the profile's website nor a request's Host, as the pages are shared.
   */
  siteUrl: string;
  /** The published content of a language, which its pages and files are rendered from. */
  loadContent: (lang: SiteLanguage) => Promise<PublishedContent>;
  /** The published languages and the one served at `/`. */
  loadLanguages: () => Promise<SiteLanguages>;
  /** Approved testimonials for the server-rendered page; null when unavailable. */
  loadTestimonials?: () => Promise<PublicTestimonial[] | null>;
  /** The owner's contact choices (what "Start a Conversation" opens…); absent, the defaults. */
  loadContactSettings?: () => Promise<ContactSettings>;
  /** The owner's professional rules, applied to every page at render time; absent, the defaults. */
  loadProfessionalRules?: () => Promise<ProfessionalRulesSettings>;
  /** How long the Insights daily totals are kept, which the default privacy notice states; absent, the default. */
  loadInsightsSettings?: () => Promise<InsightsSettings>;
}

const HTML = "text/html; charset=utf-8";
const FILE_TYPES: Record<SiteFile, string> = {
  "/robots.txt": "text/plain; charset=utf-8",
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/site.webmanifest": "application/manifest+json",
};
const JSON_TYPE = "application/json; charset=utf-8";
const PDF = "application/pdf";

/** What the server renders with: the page's renderer and the CV's. */
export type Renderer = Pick<typeof ServerEntry, "render" | "renderCv">;

export type CvFormat = "html" | "pdf";

/** A CV to download, with the name it is saved under. */
export interface CvFile {
  file: Encoded;
  fileName: string;
}

/** A page of the site: which one, in which language. */
export interface PageKey {
  lang: SiteLanguage;
  name: PageName;
  /** The enquiry page's state after a post without the script. */
  contactState?: ContactPageState;
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
  /** Per language and format: the CV of the content it was built from. */
  private readonly cvs = new Map<
    string,
    { content: string; file: Promise<CvFile> }
  >();
  private languageSettings: Promise<SiteLanguages> | null = null;
  private contactChoices: Promise<ContactSettings> | null = null;
  private rulesSettings: Promise<ProfessionalRulesSettings> | null = null;
  private insightsChoices: Promise<InsightsSettings> | null = null;

  /** Over a given template and renderer: the build's (see `create`), or Vite's (server/dev/). */
  constructor(
    private readonly template: PageTemplate,
    private readonly renderer: Renderer,
    private readonly options: PageOptions,
  ) {}

  static async create(options: PageCacheOptions): Promise<PageCache> {
    const template = await loadTemplate(join(options.distDir, "client"));
    const entry = join(options.distDir, "server", "entry-server.js");
    const renderer = (await import(entry)) as Renderer;
    return new PageCache(template, renderer, options);
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

  /** The owner's contact choices, as the cached pages were rendered with. */
  contactSettings(): Promise<ContactSettings> {
    if (!this.contactChoices) {
      const loading =
        this.options.loadContactSettings?.() ??
        Promise.resolve(CONTACT_SETTINGS_DEFAULTS);
      this.contactChoices = loading;
      loading.catch(() => (this.contactChoices = null));
    }
    return this.contactChoices;
  }

  /** The owner's professional rules, as the cached pages were rendered with. */
  professionalRules(): Promise<ProfessionalRulesSettings> {
    if (!this.rulesSettings) {
      const loading =
        this.options.loadProfessionalRules?.() ??
        Promise.resolve(PROFESSIONAL_RULES_DEFAULTS);
      this.rulesSettings = loading;
      loading.catch(() => (this.rulesSettings = null));
    }
    return this.rulesSettings;
  }

  /** How long the Insights daily totals are kept, as the cached pages were rendered with. */
  insightsSettings(): Promise<InsightsSettings> {
    if (!this.insightsChoices) {
      const loading =
        this.options.loadInsightsSettings?.() ??
        Promise.resolve(INSIGHTS_SETTINGS_DEFAULTS);
      this.insightsChoices = loading;
      loading.catch(() => (this.insightsChoices = null));
    }
    return this.insightsChoices;
  }

  /** A page in a language. */
  async page({ lang, name, contactState = null }: PageKey): Promise<Encoded> {
    const contact = await this.contactSettings();
    const rules = await this.professionalRules();
    const insights = await this.insightsSettings();
    // The choices are in the key as well as dropping the cache: a page
    // rendered while they changed is never served under the new ones.
    const key = [
      lang,
      name,
      JSON.stringify(contact),
      JSON.stringify(rules),
      insights.keepMonths,
      JSON.stringify(contactState),
    ].join(":");
    return this.cached(key, async () => {
      const html = await this.renderHtml(
        { lang, name, contactState },
        (await this.options.loadContent(lang)).profile,
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
        const { profile } = await this.options.loadContent(
          lang as SiteLanguage,
        );
        return encode(
          Buffer.from(
            JSON.stringify(withoutStraySample(profile, SAMPLE_VALUES)),
          ),
          JSON_TYPE,
          "best",
        );
      }
      const languages = await this.languages();
      const { profile } = await this.options.loadContent(
        languages.defaultLanguage,
      );
      const contact = await this.contactSettings();
      return encode(
        Buffer.from(
          this.siteFile(
            path,
            profile,
            languages,
            contact.startConversation === "form",
          ),
        ),
        FILE_TYPES[path],
        "best",
      );
    });
  }

  /**
   * A language's CV from its published content. Kept until the content
   * changes, not dropped with the pages: approving a testimonial changes the
   * pages but not the CV. Concurrent requests share one build.
   */
  async cv(lang: SiteLanguage, format: CvFormat): Promise<CvFile> {
    const published = await this.options.loadContent(lang);
    const profile = withoutStraySample(published.profile, SAMPLE_VALUES);
    const content = createHash("sha1")
      .update(JSON.stringify(profile))
      .digest("base64");
    const slot = `${lang}:${format}`;
    const kept = this.cvs.get(slot);
    if (kept?.content === content) return kept.file;
    const file = this.buildCv(lang, format, profile, published.revision);
    this.cvs.set(slot, { content, file });
    // A failed build is not kept: the next request tries again.
    file.catch(() => {
      if (this.cvs.get(slot)?.file === file) this.cvs.delete(slot);
    });
    return file;
  }

  invalidate(): void {
    this.rendered.clear();
    this.languageSettings = null;
    this.contactChoices = null;
    this.rulesSettings = null;
    this.insightsChoices = null;
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

  private async buildCv(
    lang: SiteLanguage,
    format: CvFormat,
    profile: Profile,
    revision: PublishedContent["revision"],
  ): Promise<CvFile> {
    if (format === "html")
      return {
        file: encode(
          Buffer.from(this.renderer.renderCv(profile, lang).html),
          HTML,
          "best",
        ),
        fileName: cvFileName(profile, lang),
      };
    return {
      file: encode(
        await this.cvPdf(lang, profile, new Date(revision.createdAt)),
        PDF,
      ),
      fileName: cvPdfFileName(profile, lang),
    };
  }

  /**
   * Loads the PDF library ahead of the first PDF CV; the server calls it
   * once it is answering, so neither its start nor a visitor waits for it.
   */
  async preloadCvPdf(): Promise<void> {
    const { preloadCvPdf } = await import("../cv/cv-pdf");
    await preloadCvPdf();
  }

  /**
   * The PDF CV of `profile` (the published content, or a draft for the
   * owner's preview). The PDF library loads on the first one, not at start.
   */
  async cvPdf(
    lang: SiteLanguage,
    profile: Profile,
    createdAt = new Date(),
  ): Promise<Buffer> {
    const { buildCvPdf } = await import("../cv/cv-pdf");
    const { outline } = this.renderer.renderCv(profile, lang);
    return buildCvPdf(outline, {
      langTag: LANGUAGE_INFO[lang].tag,
      title: `${profile.name} | CV`,
      createdAt,
      pageSize: profile.cvPaper,
    });
  }

  /** A site file, from the default language's content; the sitemap lists every published language. */
  private siteFile(
    name: SiteFile,
    profile: Profile,
    languages: SiteLanguages,
    withContactPage: boolean,
  ): string {
    const origin = this.options.siteUrl;
    switch (name) {
      case "/robots.txt":
        return robotsTxt(origin);
      case "/sitemap.xml":
        // Rendered again after every change, so the date is the last change's
        // (or the server's start).
        return sitemapXml(origin, new Date(), languages, withContactPage);
      case "/site.webmanifest":
        return webManifest(
          profile,
          LANGUAGE_INFO[languages.defaultLanguage].tag,
        );
    }
  }

  private async renderHtml(
    { lang, name, contactState = null }: PageKey,
    profile: Profile,
    { noindex = false } = {},
  ): Promise<string> {
    const rules = effectiveRules(await this.professionalRules());
    // The rules apply at render time: the content itself is untouched.
    const shown = applyRulesToContent(profile, rules, lang);
    const testimonials =
      name === "home" && shown.testimonials.show
        ? ((await this.options.loadTestimonials?.()) ?? null)
        : null;
    const footer = footerRules(rules, lang, name);
    const settings: PageSettings = {
      page: name,
      lang,
      languages: await this.languages(),
      backendUrl: "",
      apiKey: this.options.publicApiKey,
      testimonials,
      contact: await this.contactSettings(),
      contactState,
      insights: await this.insightsSettings(),
      ...(footer && { rules: footer }),
    };
    return fillTemplate(
      this.template,
      this.renderer.render(settings, withoutStraySample(shown, SAMPLE_VALUES), {
        siteUrl: this.options.siteUrl,
        noindex,
        start: this.template.start,
      }),
    );
  }
}

/**
 * What the rules add to a page's footer in its language: the advertising
 * labels on the home page, the office address and the regulatory notice on
 * every page; undefined when they add nothing, so the page is as small as
 * before.
 */
function footerRules(
  rules: EffectiveRules,
  lang: SiteLanguage,
  name: PageName,
): FooterRules | undefined {
  const footer: FooterRules = {
    advertisingLabels:
      name === "home"
        ? rules.advertisingLabels.map((label) => inLanguage(label, lang))
        : [],
    officeAddress: rules.officeAddress.trim(),
    regulatoryNotice: rules.regulatoryNotice.trim(),
    regulatorLink: rules.regulatorLink,
  };
  return footer.advertisingLabels.length > 0 ||
    footer.officeAddress ||
    footer.regulatoryNotice ||
    footer.regulatorLink
    ? footer
    : undefined;
}
