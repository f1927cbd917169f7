import type { Config } from "../config";
import { siteAddress } from "../site-address";
import type { Store } from "../store/open-store";
import type { PageOptions } from "./page-cache";
import { renderedTestimonials } from "./rendered-testimonials";

/**
 * What the server renders its pages from: the published content and the
 * approved testimonials in the store. One place for the production server
 * (server/index.ts) and the dev server (server/dev.ts).
 */
export function pageOptions(
  config: Pick<
    Config,
    "publicApiKey" | "siteUrl" | "host" | "port" | "listDefaultLimit"
  >,
  store: Pick<
    Store,
    | "content"
    | "languages"
    | "testimonials"
    | "contactSettings"
    | "professionalRules"
    | "insightsSettings"
  >,
): PageOptions {
  return {
    publicApiKey: config.publicApiKey,
    siteUrl: siteAddress(config).origin,
    loadContent: (lang) => store.content.published(lang),
    loadLanguages: () => store.languages.get(),
    loadContactSettings: () => store.contactSettings.get(),
    loadProfessionalRules: () => store.professionalRules.get(),
    loadInsightsSettings: () => store.insightsSettings.get(),
    loadTestimonials: renderedTestimonials(
      store.testimonials,
      config.listDefaultLimit,
    ),
  };
}
