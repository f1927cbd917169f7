import { log } from "../../log";
import type { Queryable } from "../db/db";
import type { PortraitFiles } from "../repos/portrait-files";

const HOUR_MS = 60 * 60_000;

/**
 * How long an upload is kept before a revision or draft must name it. The
 * draft names it only once autosaved, and the editor keeps an unsaved copy in
 * the browser when a save fails (web/admin/content/local-draft.ts), which
 * wins on the owner's next visit, perhaps weeks later: a portrait deleted in
 * between would be broken in that draft. A month of abandoned uploads is a
 * few megabytes.
 * @internal
 */
export const PORTRAIT_GRACE_MS = 30 * 24 * HOUR_MS;

const SWEEP_EVERY_MS = 24 * HOUR_MS;
// Not at start: a start is busy enough, and a crash loop should not sweep.
const FIRST_SWEEP_AFTER_MS = HOUR_MS;

const PORTRAIT_ID = "document->'portrait'->>'id'";

/** The ids of the portraits any revision (each can be restored) or draft names. */
async function referencedPortraitIds(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    `SELECT ${PORTRAIT_ID} AS id FROM content_revisions
     UNION SELECT ${PORTRAIT_ID} FROM content_drafts`,
  );
  return new Set(rows.map((row) => row.id).filter(Boolean));
}

/**
 * Deletes the files of the portraits no revision and no draft names that
 * were put more than the grace period before `now`; returns how many.
 * @internal
 */
export async function sweepPortraits(
  db: Queryable,
  portraits: PortraitFiles,
  now = new Date(),
): Promise<number> {
  const olderThan = new Date(now.getTime() - PORTRAIT_GRACE_MS);
  return portraits.removeUnreferenced(
    await referencedPortraitIds(db),
    olderThan,
  );
}

/**
 * Sweeps once a day in the background (an hour after start first, so a
 * server restarted daily still sweeps). A failure is logged and tried again
 * at the next sweep. Tests pass their own delays and clock.
 */
export function startPortraitSweeps(
  db: Queryable,
  portraits: PortraitFiles,
  {
    firstAfterMs = FIRST_SWEEP_AFTER_MS,
    everyMs = SWEEP_EVERY_MS,
    now = () => new Date(),
  } = {},
): { stop(): void } {
  const sweep = () =>
    sweepPortraits(db, portraits, now()).then(
      (removed) => {
        if (removed > 0)
          log("info", "unused portrait files deleted", { removed });
      },
      (error: Error) =>
        log(
          "warn",
          "deleting unused portrait files failed; tried again later",
          {
            error: error.message,
          },
        ),
    );
  let every: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void sweep();
    every = setInterval(sweep, everyMs).unref();
  }, firstAfterMs).unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
