import { Hono, type Context } from "hono";
import {
  checkProfile,
  type ContentIssue,
} from "../../../core/content/profile-schema";
import { IDENTITY_KEY } from "../../../core/content/identity";
import { cvFileName } from "../../../core/content/profile-derived";
import type {
  ContentState,
  DraftAnswer,
  RevisionAnswer,
  RevisionsAnswer,
} from "../../../core/api/content";
import { isSiteLanguage } from "../../../core/site-languages";
import { textProblem } from "../../../core/text-rule";
import { attachment } from "../../http/content-disposition";
import type { ContentRepository } from "../../store/repos/content/content";
import { DraftRefused } from "../../store/repos/content/content-drafts";
import type { SiteLanguagesRepository } from "../../store/repos/content/site-languages";
import type { AdminEnv } from "./admin-deps";

const readJson = (c: Context): Promise<unknown> =>
  c.req.json().catch(() => undefined);

const invalid = (c: Context, issues: ContentIssue[]) =>
  c.json({ error: "Invalid content", issues }, 400);

const documentOf = (body: unknown) =>
  (body as { document?: unknown } | undefined)?.document;

function noteOf(body: unknown): string | undefined | false {
  const note = (body as { note?: unknown } | undefined)?.note;
  if (note === undefined || note === null) return undefined;
  return typeof note === "string" &&
    note.length <= 200 &&
    !textProblem(note, "line")
    ? note
    : false;
}

/**
 * The owner's content: the draft as they type, publishing, versions,
 * history, restore, export and import. Every change to the live content goes
 * through the repository, whose change event drops the public caches.
 */
export function adminContentRoutes(
  content: ContentRepository,
  languages: SiteLanguagesRepository,
) {
  const app = new Hono<AdminEnv>();

  // The shared identity's history, beside the languages'.
  app.get(`/${IDENTITY_KEY}/revisions`, async (c) =>
    c.json({
      revisions: await content.revisions(IDENTITY_KEY),
    } satisfies RevisionsAnswer),
  );

  // Every route below names a language the site has.
  app.use("/:lang/*", async (c, next) => {
    const lang = c.req.param("lang");
    if (lang !== "revisions" && !isSiteLanguage(lang))
      return c.json({ error: `The site has no language "${lang}"` }, 404);
    return next();
  });

  const revisionId = (c: Context) => {
    const text = c.req.param("id") ?? "";
    return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  };

  app.get("/revisions/:id", async (c) => {
    const id = revisionId(c);
    if (id === null) return c.json({ error: "The id must be a number" }, 400);
    const found = await content.revision(id);
    return found
      ? c.json(found)
      : c.json({ error: "No revision with this id" }, 404);
  });

  app.post("/revisions/:id/restore", async (c) => {
    const id = revisionId(c);
    if (id === null) return c.json({ error: "The id must be a number" }, 400);
    const revision = await content.restore(id);
    return revision
      ? c.json({ revision } satisfies RevisionAnswer)
      : c.json({ error: "No revision with this id" }, 404);
  });

  app.get("/:lang", async (c) => {
    const lang = c.req.param("lang");
    if (!isSiteLanguage(lang))
      return c.json({ error: `The site has no language "${lang}"` }, 404);
    const [published, draft] = await Promise.all([
      content.published(lang),
      content.draft(lang),
    ]);
    return c.json({ lang, published, draft } satisfies ContentState);
  });

  app.put("/:lang/draft", async (c) => {
    const document = documentOf(await readJson(c));
    try {
      const draft = await content.saveDraft(c.req.param("lang"), document);
      return c.json({ draft } satisfies DraftAnswer);
    } catch (error) {
      if (error instanceof DraftRefused)
        return c.json(
          {
            error: error.message,
            ...(error.issues && { issues: error.issues }),
          },
          400,
        );
      throw error;
    }
  });

  app.delete("/:lang/draft", async (c) => {
    await content.discardDraft(c.req.param("lang"));
    return c.json({});
  });

  for (const action of ["publish", "versions"] as const)
    app.post(`/:lang/${action}`, async (c) => {
      const body = await readJson(c);
      const note = noteOf(body);
      if (note === false)
        return c.json(
          {
            error:
              "note must be one line of text of at most 200 characters, without control characters",
          },
          400,
        );
      const check = checkProfile(documentOf(body));
      if (!check.ok) return invalid(c, check.issues);
      const lang = c.req.param("lang");
      if (action === "publish")
        return c.json({
          revision: await content.publish(lang, check.profile, note),
        } satisfies RevisionAnswer);
      return c.json(
        {
          revision: await content.saveVersion(lang, check.profile, note),
        } satisfies RevisionAnswer,
        201,
      );
    });

  app.get("/:lang/revisions", async (c) =>
    c.json({
      revisions: await content.revisions(c.req.param("lang")),
    } satisfies RevisionsAnswer),
  );

  app.get("/:lang/export", async (c) => {
    const lang = c.req.param("lang");
    const { profile } = await content.published(lang);
    const name = cvFileName(profile, "en").replace(/(_CV)?\.html$/, "");
    c.header("Content-Disposition", attachment(`${name}_content_${lang}.json`));
    return c.body(`${JSON.stringify(profile, null, 2)}\n`, 200, {
      "Content-Type": "application/json; charset=utf-8",
    });
  });

  app.post("/:lang/import", async (c) => {
    const check = checkProfile(documentOf(await readJson(c)));
    if (!check.ok) return invalid(c, check.issues);
    const lang = c.req.param("lang");
    const { defaultLanguage } = await languages.get();
    const draft = await content.saveImported(
      lang,
      check.profile,
      lang === defaultLanguage,
    );
    return c.json({ draft } satisfies DraftAnswer);
  });

  return app;
}
