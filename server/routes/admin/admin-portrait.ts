import { Hono } from "hono";
import type {
  PortraitUpload,
  PortraitUploadAnswer,
} from "../../../core/api/portrait";
import {
  requireSession,
  type SessionGuardDeps,
} from "../../admin/require-session";
import { imageKind } from "../../images/portrait/image-kind";
import { parseFocus } from "../../images/portrait/portrait-focus";
import { PortraitJobs } from "../../images/portrait/portrait-jobs";
import { bodyToFile } from "../../images/portrait/upload-file";
import type { PortraitFiles } from "../../store/repos/portrait-files";

/** A phone's full-size JPEG is 3-12 MB. */
const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const BUSY_RETRY_SECONDS = 5;

const HEIC_REFUSED =
  "HEIC photos (the iPhone's default) cannot be read here. Upload a JPEG instead: on the iPhone, share the photo and choose Options › Most Compatible or save it as JPEG, or set Settings › Camera › Formats › Most Compatible for new photos; on a Mac, open it in Preview and use File › Export › JPEG.";
const NOT_AN_IMAGE = "Upload a JPEG, PNG, WebP or AVIF photo.";

export interface AdminPortraitDeps extends SessionGuardDeps {
  portraits: PortraitFiles;
  /** One upload at a time; a test may pass its own (a shorter time limit). */
  jobs?: PortraitJobs;
}

/**
 * POST /api/admin/portrait: the raw photo as the body (its name and
 * Content-Type are ignored; the bytes decide), `?focus=centre` (default) or
 * `?crop=x,y,width,height` in the upright photo's pixels. Answers
 * `{ portrait: { id, width, height, widths } }` once every file is stored.
 */
export function adminPortraitRoutes(deps: AdminPortraitDeps) {
  const jobs = deps.jobs ?? new PortraitJobs();
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
  });
  app.use(requireSession(deps));

  app.post("/", async (c) => {
    const focus = parseFocus(c.req.query());
    if (!focus.ok) return c.json({ error: focus.error }, 400);
    // Reserved before the body is read: a second upload costs no memory.
    const slot = jobs.reserve();
    if (!slot) {
      c.header("Retry-After", String(BUSY_RETRY_SECONDS));
      return c.json(
        {
          error: `Another photo is being processed. Try again in ${BUSY_RETRY_SECONDS} seconds.`,
        },
        503,
      );
    }
    // The photo goes to a file, and the worker reads it from there: the
    // server never holds it whole, nor sends it to the worker as a message.
    const body = await bodyToFile(c.req.raw, MAX_UPLOAD_BYTES).catch(
      (error: unknown) => {
        slot.release();
        throw error;
      },
    );
    try {
      if (!body.ok)
        return body.reason === "too-large"
          ? c.json(
              {
                error: `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Export it smaller (a JPEG of 2000 pixels a side is plenty) and upload again.`,
              },
              413,
            )
          : c.json({ error: "The upload was interrupted. Try again." }, 400);
      const kind = imageKind(body.head);
      if (kind === "heic") return c.json({ error: HEIC_REFUSED }, 415);
      if (kind === null) return c.json({ error: NOT_AN_IMAGE }, 415);
      const derived = await slot.run(body.path, focus.value);
      if (!derived.ok) {
        if (derived.status === 503)
          c.header("Retry-After", String(BUSY_RETRY_SECONDS));
        return c.json({ error: derived.error }, derived.status);
      }
      await deps.portraits.put(derived.files);
      const { id, width, height, widths } = derived;
      const portrait: PortraitUpload = { id, width, height, widths };
      return c.json({ portrait } satisfies PortraitUploadAnswer);
    } finally {
      if (body.ok) await body.remove();
      slot.release();
    }
  });

  return app;
}
