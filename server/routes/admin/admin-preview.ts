import { Hono, type Context } from "hono";
import {
  checkProfile,
  type ContentIssue,
} from "../../../core/content/profile-schema";
import { isSiteLanguage } from "../../../core/site-languages";
import {
  requireSession,
  type SessionGuardDeps,
} from "../../admin/require-session";
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
 * "Preview" banner. Only the signed-in owner sees it; never cached or indexed.
 */
export function adminPreviewRoutes(
  guard: SessionGuardDeps,
  content: ContentRepository,
  pages: Pick<PageCache, "renderPreview">,
) {
  const app = new Hono<{ Variables: { session: Session } }>();
  const signedIn = requireSession(guard);

  app.get(
    "/admin/preview/:lang",
    async (c, next) => {
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
    },
    async (c) => {
      const lang = c.req.param("lang");
      if (!isSiteLanguage(lang))
        return c.html(page("No such language", ""), 404);
      const revisionText = c.req.query("revision");
      let document: unknown;
      if (revisionText !== undefined) {
        if (!/^[1-9]\d{0,9}$/.test(revisionText))
          return c.html(page("The revision must be a number", ""), 400);
        const found = await content.revision(Number(revisionText));
        if (!found || found.revision.lang !== lang)
          return c.html(page("No revision with this id", ""), 404);
        document = found.profile;
      } else {
        const draft = await content.draft(lang);
        document = draft?.document ?? (await content.published(lang)).profile;
      }
      const check = checkProfile(document);
      if (!check.ok) return problems(c, check.issues);
      return sendEncoded(
        c,
        await pages.renderPreview(lang, check.profile),
        "no-store",
      );
    },
  );

  return app;
}
