import type { Config } from "../config";
import type { Store } from "../store/open-store";
import type { PageOptions } from "./page-cache";
import { renderedTestimonials } from "./rendered-testimonials";

/**
 * What the server renders its pages from: the published content and the
 * approved testimonials in the store. One place for the production server
 * (server/index.ts) and the dev server (server/dev.ts).
 */
export function pageOptions(
  config: Pick<Config, "publicApiKey" | "siteUrl" | "listDefaultLimit">,
  store: Pick<Store, "content" | "languages" | "testimonials">,
): PageOptions {
  return {
    publicApiKey: config.publicApiKey,
    siteUrl: config.siteUrl,
    loadContent: async (lang) => (await store.content.published(lang)).profile,
    loadLanguages: () => store.languages.get(),
    loadTestimonials: renderedTestimonials(
      store.testimonials,
      config.listDefaultLimit,
    ),
  };
}
