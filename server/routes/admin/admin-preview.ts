import { Hono, type Context } from "hono";
import {
  checkProfile,
  type ContentIssue,
} from "../../../core/content/profile-schema";
import { IDENTITY_KEY } from "../../../core/content/identity";
import { cvPdfFileName } from "../../../core/content/profile-derived";
import type { Profile } from "../../../core/content/profile-schema";
import {
  isSiteLanguage,
  type SiteLanguage,
} from "../../../core/site-languages";
import {
  requireSession,
  type SessionGuardDeps,
} from "../../admin/require-session";
import { inline } from "../../http/content-disposition";
import { sendEncoded } from "../../http/send-encoded";
import type { PageCache } from "../../render/page-cache";
import type { Session } from "../../store/repos/admin-sessions";
import type { ContentRepository } from "../../store/repos/content/content";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title><body><h1>${title}</h1>${body}</body></html>`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function problems(c: Context, issues: ContentIssue[]) {
  const items = issues
    .map(
      (i) =>
        `<li><code>${escape(i.path || "(document)")}</code>: ${escape(i.message)}</li>`,
    )
    .join("");
  return c.html(
    page(
      "The draft cannot be shown yet",
      `<p>Fix these fields in the editor, then preview again:</p><ul>${items}</ul>`,
    ),
    422,
  );
}

/**
 * GET /admin/preview/:lang: the draft (or, with `?revision=<id>`, an earlier
 * revision) rendered by the same server rendering as the public page, under a
 * "Preview" banner; `/admin/preview/:lang/cv.pdf`, its PDF CV. Only the
 * signed-in owner sees them; never cached or indexed.
 */
export function adminPreviewRoutes(
  guard: SessionGuardDeps,
  content: ContentRepository,
  pages: Pick<PageCache, "renderPreview" | "cvPdf">,
) {
  const app = new Hono<{ Variables: { session: Session } }>();
  const signedIn = requireSession(guard);

  const guarded = async (c: Context, next: () => Promise<void>) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    const refused = await signedIn(c, async () => {});
    if (refused)
      return c.html(
        page(
          "Sign in to preview",
          '<p><a href="/admin">Sign in to the admin</a>, then open the preview again.</p>',
        ),
        401,
      );
    return next();
  };

  /** The draft of `lang`, or the revision the query names, checked; else the answer saying why not. */
  async function previewed(
    c: Context,
  ): Promise<{ lang: SiteLanguage; profile: Profile } | Response> {
    const lang = c.req.param("lang");
    if (!isSiteLanguage(lang)) return c.html(page("No such language", ""), 404);
    const revisionText = c.req.query("revision");
    let document: unknown;
    if (revisionText !== undefined) {
      if (!/^[1-9]\d{0,9}$/.test(revisionText))
        return c.html(page("The revision must be a number", ""), 400);
      // An identity revision is shown with this language's live texts.
      const found = await content.revision(Number(revisionText), lang);
      if (
        !found ||
        (found.revision.lang !== lang && found.revision.lang !== IDENTITY_KEY)
      )
        return c.html(page("No revision with this id", ""), 404);
      document = found.profile;
    } else {
      const draft = await content.draft(lang);
      document = draft?.document ?? (await content.published(lang)).profile;
    }
    const check = checkProfile(document);
    if (!check.ok) return problems(c, check.issues);
    return { lang, profile: check.profile };
  }

  app.get("/admin/preview/:lang", guarded, async (c) => {
    const shown = await previewed(c);
    if (shown instanceof Response) return shown;
    return sendEncoded(
      c,
      await pages.renderPreview(shown.lang, shown.profile),
      "no-store",
    );
  });

  // The draft's PDF CV, opened in the browser (not saved): the admin
  // forbids frames and objects, so it is a page of its own.
  app.get("/admin/preview/:lang/cv.pdf", guarded, async (c) => {
    const shown = await previewed(c);
    if (shown instanceof Response) return shown;
    const pdf = await pages.cvPdf(shown.lang, shown.profile);
    c.header("Content-Type", "application/pdf");
    c.header(
      "Content-Disposition",
      inline(cvPdfFileName(shown.profile, shown.lang)),
    );
    return c.body(new Uint8Array(pdf));
  });

  return app;
}
