import { Hono, type Context } from "hono";
import { CONTACT_SLUG } from "../../core/content/contact-page";
import { PRIVACY_SLUGS } from "../../core/content/privacy-page";
import { cvPath } from "../../core/content/profile-derived";
import {
  languageHome,
  parseLanguagePath,
  type SiteLanguage,
} from "../../core/site-languages";
import {
  holdsControlCharacter,
  sameSiteLocation,
} from "../http/same-site-location";
import { attachment } from "../http/content-disposition";
import type { VisitCounter } from "../http/count-visit";
import { sendEncoded } from "../http/send-encoded";
import type { Asset } from "../render/assets";
import { isSiteFile } from "../render/content-files";
import type { PageCache } from "../render/page-cache";
import type { InsightsPage } from "../store/repos/insights";
import { contactPageState } from "./contact-page-state";

const IMMUTABLE = "public, max-age=31536000, immutable";

const decodedOrNull = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};
const REVALIDATE = "no-cache";

/**
 * The built site: hashed assets, each published language's home page (the
 * default language's at `/`, the others' at `/{lang}/`) and privacy page
 * (`/privacy`, `/pt/privacidade`: core/content/privacy-page.ts), its enquiry
 * page when the owner offers the form (`/contact`, `/pt/contact`, with the
 * state the enquiry call redirected back with), its CV as
 * an HTML file and a PDF (`/cv/{file name}`, `/pt/cv/{file name}`, saved
 * under the content's file name), the files rendered
 * from the content (robots.txt, sitemap.xml, the manifest), and the page's
 * language's 404 page for any other path. Addresses in the default
 * language's prefix moved to `/` (the owner made it the default) and answer
 * with a permanent redirect; a language the owner has not published sends
 * visitors to the home page, temporarily (it may be published again).
 */
export function siteRoutes(
  assets: Map<string, Asset>,
  pages: Pick<
    PageCache,
    "get" | "page" | "cv" | "languages" | "contactSettings"
  >,
  /** Insights: the pages and CV files answered (server/http/count-visit.ts). */
  visits?: VisitCounter,
) {
  const app = new Hono();
  const counted = (
    c: Context,
    page: InsightsPage,
    lang: SiteLanguage,
    answer: Response,
  ) => {
    visits?.page(c, page, lang, answer.status);
    return answer;
  };

  app.on(["GET", "HEAD"], "*", async (c) => {
    const path = c.req.path;
    const asset = assets.get(path);
    if (asset)
      return sendEncoded(
        c,
        asset,
        asset.immutable ? IMMUTABLE : "public, max-age=3600",
      );
    if (isSiteFile(path))
      return sendEncoded(c, await pages.get(path), REVALIDATE);

    // The path as sent, still percent-encoded: what a redirect may repeat.
    const { pathname, search } = new URL(c.req.url);
    if (holdsControlCharacter(pathname))
      return c.text("Bad request: the address holds a control character", 400);
    const { defaultLanguage, published } = await pages.languages();
    const { lang, rest, prefixed } = parseLanguagePath(
      pathname,
      defaultLanguage,
    );
    if (prefixed && lang === defaultLanguage)
      return c.redirect(sameSiteLocation(rest, search), 301);
    if (!published.includes(lang)) return c.redirect("/", 302);
    if (prefixed && pathname === `/${lang}`)
      return c.redirect(`${languageHome(lang, defaultLanguage)}${search}`, 301);
    if (rest === "/")
      return counted(
        c,
        "home",
        lang,
        sendEncoded(c, await pages.page({ lang, name: "home" }), REVALIDATE),
      );
    const cv = /^\/cv\/([^/]+)\.(html|pdf)$/.exec(rest);
    if (cv) {
      const format = cv[2] === "pdf" ? "pdf" : "html";
      const { file, fileName } = await pages.cv(lang, format);
      // An old name (the owner renamed the file, or the person): the current
      // one, which may change again.
      if (decodedOrNull(cv[0]) !== `/cv/${fileName}`)
        return c.redirect(cvPath(lang, defaultLanguage, fileName), 302);
      c.header("Content-Disposition", attachment(fileName));
      const answer = sendEncoded(c, file, REVALIDATE);
      visits?.cv(c, lang, format, answer.status);
      return answer;
    }
    if (rest === `/${PRIVACY_SLUGS[lang]}`)
      return counted(
        c,
        "privacy",
        lang,
        sendEncoded(c, await pages.page({ lang, name: "privacy" }), REVALIDATE),
      );
    if (
      rest === `/${CONTACT_SLUG}` &&
      (await pages.contactSettings()).startConversation === "form"
    )
      return counted(
        c,
        "contact",
        lang,
        sendEncoded(
          c,
          await pages.page({
            lang,
            name: "contact",
            contactState: contactPageState(new URL(c.req.url).searchParams),
          }),
          REVALIDATE,
        ),
      );
    // A missing file (an old asset, a probe for /wp-login.php) gets a short
    // plain 404 rather than the whole page.
    if (/\.[a-z0-9]+$/i.test(path)) return c.text("Not found", 404);
    return counted(
      c,
      "not-found",
      lang,
      sendEncoded(
        c,
        await pages.page({ lang, name: "not-found" }),
        REVALIDATE,
        404,
      ),
    );
  });

  return app;
}
