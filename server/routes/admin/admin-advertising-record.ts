import { Hono } from "hono";
import type {
  AdvertisingCopy,
  AdvertisingRecordList,
  ManifestEntry,
} from "../../../core/api/advertising-record";
import { attachment } from "../../http/content-disposition";
import { TAR_END, tarEntry } from "../../http/tar";
import { log } from "../../log";
import type { AdvertisingRecordRepository } from "../../store/repos/advertising-record";
import type { AdminEnv } from "./admin-deps";

/**
 * `2026-11-26T23-05-12Z-en-publish.html` for a home page,
 * `2026-11-26T23-05-12Z-pt-privacidade-publish.html` for another: its time
 * to the second, no colons (Windows), the page's path in its language in
 * ASCII and short (a tar name holds 100 characters).
 */
function fileName(copy: AdvertisingCopy, taken: Set<string>): string {
  const date = copy.takenAt.replace(/\.\d+Z$/, "Z").replaceAll(":", "-");
  const prefix = `/${copy.lang}/`;
  const slug = (
    copy.path.startsWith(prefix) ? copy.path.slice(prefix.length) : copy.path
  )
    .replace(/\W+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);
  const page = slug ? `-${slug}` : "";
  const base = `${date}-${copy.lang}${page}-${copy.reason}`;
  let name = `${base}.html`;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}.html`;
  taken.add(name);
  return name;
}

/**
 * The tar archive of the record: each copy's HTML as it was served, oldest
 * first, then manifest.json naming each file's copy (date, language, path,
 * reason, SHA-256, and when a testimonial it shows was erased). Read from
 * the store a few copies at a time as the client takes them.
 */
function recordArchive(
  record: Pick<AdvertisingRecordRepository, "each">,
): ReadableStream<Uint8Array> {
  const copies = record.each();
  const manifest: ManifestEntry[] = [];
  const names = new Set<string>();
  let done = false;
  return new ReadableStream({
    async pull(controller) {
      if (done) return controller.close();
      const next = await copies.next();
      if (!next.done) {
        const { copy, html } = next.value;
        const file = fileName(copy, names);
        manifest.push({
          file,
          takenAt: copy.takenAt,
          lang: copy.lang,
          path: copy.path,
          reason: copy.reason,
          sha256: copy.sha256,
          testimonialErasedAt: copy.testimonialErasedAt,
        });
        controller.enqueue(tarEntry(file, html, new Date(copy.takenAt)));
        return;
      }
      done = true;
      const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      controller.enqueue(tarEntry("manifest.json", json, new Date()));
      controller.enqueue(TAR_END);
    },
    async cancel() {
      await copies.return(undefined);
    },
  });
}

/**
 * The advertising record (behind the admin's session): the list of copies,
 * the whole record as a tar archive, and one copy's HTML. A copy is only
 * ever downloaded, never shown: it is the page with its scripts, and under
 * the admin's address they would run with the owner's session.
 */
export function adminAdvertisingRecordRoutes(
  record: Pick<AdvertisingRecordRepository, "list" | "each" | "get">,
  /** How long copies are kept, as the owner's professional rules say (record.keepDays). */
  retentionDays: () => Promise<number>,
) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) =>
    c.json({
      copies: await record.list(),
      retentionDays: await retentionDays(),
    } satisfies AdvertisingRecordList),
  );

  app.get("/export", (c) => {
    const day = new Date().toISOString().slice(0, 10);
    log("info", "advertising record exported");
    return c.body(recordArchive(record), 200, {
      "Content-Type": "application/x-tar",
      "Content-Disposition": attachment(`advertising-record-${day}.tar`),
    });
  });

  app.get("/:id", async (c) => {
    const found = await record.get(c.req.param("id"));
    if (!found) return c.json({ error: "No copy with this id" }, 404);
    return c.body(new Uint8Array(found.html), 200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": attachment(fileName(found.copy, new Set())),
      "Content-Security-Policy": "sandbox",
    });
  });

  return app;
}
