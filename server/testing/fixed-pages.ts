import { CONTACT_SETTINGS_DEFAULTS } from "../../core/api/enquiries";
import { DEFAULT_LANGUAGE } from "../../core/site-languages";
import type { AppDeps } from "../app";
import type { Encoded } from "../render/assets";

type Pages = AppDeps["pages"];

/**
 * Test support: the page cache's interface answering every page and file
 * with `render()`, on a site published in the default language only.
 */
export function fixedPages(
  render: () => Promise<Encoded>,
  overrides: Partial<Pages> = {},
): Pages {
  return {
    get: render,
    page: render,
    cv: async () => ({ file: await render(), fileName: "CV.html" }),
    cvPdf: async () => (await render()).body,
    languages: async () => ({
      defaultLanguage: DEFAULT_LANGUAGE,
      published: [DEFAULT_LANGUAGE],
    }),
    contactSettings: async () => CONTACT_SETTINGS_DEFAULTS,
    invalidate: () => {},
    renderPreview: render,
    ...overrides,
  };
}
