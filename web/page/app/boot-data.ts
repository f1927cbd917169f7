import type { InsightsSettings } from "../../../core/api/insights";
import type { ContactSettings } from "../../../core/api/enquiries";
import type { PublicTestimonial } from "../../../core/testimonials/testimonial";
import {
  DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
  type SiteLanguage,
  type SiteLanguages,
} from "../../../core/site-languages";
import type { RefusalCode } from "../i18n/contact/contact-dictionary";
import type { PageContent } from "./page-content";

export type PageName = "home" | "not-found" | "privacy" | "contact";

/** The owner's choices the page is drawn with (core/api/enquiries.ts). */
/** The enquiry page after a post without the script: sent, refused (and why), or neither. */
export type ContactPageState = { sent: true } | { refused: RefusalCode } | null;

/**
 * What the owner's professional rules add to the page's footer, in the
 * page's language (core/professional-rules/effective.ts); "" or empty: nothing.
 */
export interface FooterRules {
  /** The advertising labels the home page carries, e.g. "Attorney Advertising". */
  advertisingLabels: string[];
  /** The principal office address line. */
  officeAddress: string;
  /** Regulatory information, e.g. the regulator's wording. */
  regulatoryNotice: string;
  /** An https link beside it (the regulator's register or badge page). */
  regulatorLink: string;
}

/** How the page is served: set by the server (or the build), independent of the content. */
export interface PageSettings {
  page: PageName;
  /** The page's language. */
  lang: SiteLanguage;
  /** The published languages and the one served at `/`. */
  languages: SiteLanguages;
  /** Backend origin for the two public calls; "" means the page's own origin. */
  backendUrl: string;
  /**
   * The public anonymous key sent with every public call: visitors are
   * anonymous, with no sign-in.
   */
  apiKey: string;
  /** Approved testimonials rendered into the page, or null when the server had none to give. */
  testimonials: PublicTestimonial[] | null;
  /**
   * The owner's contact choices (the defaults when absent). Drawn by the
   * server into the static parts, never copied into the boot data.
   */
  contact?: ContactSettings;
  /** The enquiry page's state after a post without the script. */
  contactState?: ContactPageState;
  /**
   * How long the Insights daily totals are kept (the default when absent),
   * which the default privacy notice states. Drawn by the server into the
   * static parts, never copied into the boot data.
   */
  insights?: InsightsSettings;
  /**
   * What the professional rules add to the footer (none when absent). Drawn
   * by the server into the static parts, never copied into the boot data.
   */
  rules?: FooterRules;
  /** False on a static host, which has no server to build the PDF CV. */
  cvPdf?: false;
}

/** Another published language of the page, for the language switch and the suggestion to switch (whose words come with its dictionary). */
export interface Alternate {
  lang: SiteLanguage;
  /** Its home page's path. */
  href: string;
}

/**
 * An approved testimonial as the page renders it. Without its id and date,
 * which the page does not show: five ids and dates were about 130 of the
 * first response's bytes (docs/decisions/019-page-html-in-the-first-round-trip.md).
 */
export type RenderedTestimonial = Omit<PublicTestimonial, "id" | "created_at">;

/** What the server tells the page at render time (see server/render/). */
export interface BootData extends Omit<
  PageSettings,
  "testimonials" | "contact" | "contactState" | "insights" | "rules" | "cvPdf"
> {
  /** Approved testimonials rendered into the page, or null when the server had none to give. */
  testimonials: RenderedTestimonial[] | null;
  /** The content the hydrated components need; never the whole profile. */
  content: PageContent;
  alternates: Alternate[];
}

export const BOOT_DATA_ID = "boot-data";

/** Defaults for a static host without our server: the build-time backend settings. */
export function staticPageSettings(
  page: PageName,
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): PageSettings {
  return {
    page,
    lang,
    languages: {
      defaultLanguage: DEFAULT_LANGUAGE,
      published: [...SITE_LANGUAGES],
    },
    backendUrl: import.meta.env.VITE_BACKEND_URL ?? "",
    apiKey: import.meta.env.VITE_BACKEND_KEY ?? "",
    testimonials: null,
    cvPdf: false,
  };
}

/** Serialises boot data for a `<script type="application/json">`, safe against `</script>`. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The boot data the server rendered into the page (every served page has it). */
export function readBootData(doc: Document): BootData {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${BOOT_DATA_ID} script`);
  return JSON.parse(text) as BootData;
}
