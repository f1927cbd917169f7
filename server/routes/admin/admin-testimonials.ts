import { Hono, type Context } from "hono";
import { validateTestimonialEdit } from "../../../core/testimonials/testimonial-edit";
import { isStatus } from "../../store/repos/moderation";
import { isUuid } from "../../store/repos/testimonials";
import type { AdminDeps, AdminEnv } from "./admin-deps";

const notFound = (c: Context) =>
  c.json({ error: "No testimonial with this id" }, 404);
const badId = (c: Context) => c.json({ error: "The id must be a UUID" }, 400);

const readJson = (c: Context): Promise<unknown> =>
  c.req.json().catch(() => undefined);

/**
 * The owner's list and actions. Each action goes through a repository whose
 * change event drops the public caches before the answer is sent.
 */
export function adminTestimonialRoutes(deps: AdminDeps) {
  const app = new Hono<AdminEnv>();
  const done = (c: Context) => c.json({ ok: true });

  app.get("/", async (c) => {
    const status = c.req.query("status") ?? "pending";
    const pageText = c.req.query("page") ?? "1";
    if (!isStatus(status))
      return c.json(
        { error: "status must be pending, approved or rejected" },
        400,
      );
    if (!/^[1-9]\d{0,5}$/.test(pageText))
      return c.json({ error: "page must be a whole number from 1" }, 400);
    return c.json(await deps.moderation.page(status, Number(pageText)));
  });

  /** Where one testimonial is (for the notification's deep link). */
  app.get("/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return badId(c);
    const place = await deps.moderation.locate(id);
    return place ? c.json(place) : notFound(c);
  });

  app.post("/:id/status", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return badId(c);
    const status = ((await readJson(c)) as { status?: unknown } | undefined)
      ?.status;
    if (!isStatus(status))
      return c.json(
        { error: "status must be pending, approved or rejected" },
        400,
      );
    return (await deps.testimonials.setStatus(id, status))
      ? done(c)
      : notFound(c);
  });

  app.patch("/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return badId(c);
    const result = validateTestimonialEdit(await readJson(c));
    if (!result.ok)
      return c.json({ error: result.message, errors: result.errors }, 400);
    return (await deps.moderation.edit(id, result.value))
      ? done(c)
      : notFound(c);
  });

  app.post("/:id/anonymise", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return badId(c);
    return (await deps.moderation.anonymise(id)) ? done(c) : notFound(c);
  });

  app.delete("/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return badId(c);
    return (await deps.testimonials.delete(id)) ? done(c) : notFound(c);
  });

  return app;
}
