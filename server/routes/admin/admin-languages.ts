import { Hono } from "hono";
import type { SiteLanguagesState } from "../../../core/api/languages";
import {
  isSiteLanguage,
  LANGUAGE_INFO,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../core/site-languages";
import type { ContentRepository } from "../../store/repos/content/content";
import {
  LanguagesRefused,
  type SiteLanguagesRepository,
} from "../../store/repos/content/site-languages";
import type { AdminEnv } from "./admin-deps";

const BODY =
  'Send {"defaultLanguage": "en", "published": ["en", "pt"]} with languages the site has';

function parseBody(
  body: unknown,
): { defaultLanguage: SiteLanguage; published: SiteLanguage[] } | null {
  const { defaultLanguage, published } = (body ?? {}) as Record<
    string,
    unknown
  >;
  if (!isSiteLanguage(defaultLanguage) || !Array.isArray(published))
    return null;
  if (!published.every(isSiteLanguage)) return null;
  return { defaultLanguage, published };
}

/**
 * GET and PUT /api/admin/languages: which language the site serves at `/`
 * and which languages it publishes, with each language's name and whether
 * it has published content to show.
 */
export function adminLanguageRoutes(
  languages: SiteLanguagesRepository,
  content: Pick<ContentRepository, "hasPublished">,
) {
  const app = new Hono<AdminEnv>();

  const state = async (): Promise<SiteLanguagesState> => {
    const current = await languages.get();
    return {
      ...current,
      languages: await Promise.all(
        SITE_LANGUAGES.map(async (lang) => ({
          lang,
          name: LANGUAGE_INFO[lang].name,
          hasContent: await content.hasPublished(lang),
        })),
      ),
    };
  };

  app.get("/", async (c) => c.json(await state()));

  app.put("/", async (c) => {
    const next = parseBody(await c.req.json().catch(() => undefined));
    if (!next) return c.json({ error: BODY }, 400);
    try {
      await languages.update(next);
    } catch (error) {
      if (error instanceof LanguagesRefused)
        return c.json({ error: error.message }, 400);
      throw error;
    }
    return c.json(await state());
  });

  return app;
}
