import sharp from "sharp";
import type { ImageJobReply } from "./run-image-job";

/**
 * The child's side of runImageJob: takes one job from the parent, answers
 * with `work`'s result (or its error) and the child's peak resident memory,
 * then lets the process end.
 */
export function serveImageJob<Job, Result>(
  work: (job: Job) => Promise<Result>,
): void {
  // One libvips thread and no operation cache: a job is a few images, and
  // memory matters more than a few hundred milliseconds.
  sharp.cache(false);
  sharp.concurrency(1);
  process.once("message", (job: Job) => {
    void work(job)
      .then(
        (value): ImageJobReply<Result> => ({
          ok: true,
          value,
          maxRssBytes: process.resourceUsage().maxRSS * 1024,
        }),
        (error: unknown): ImageJobReply<Result> => ({
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((reply) => process.send!(reply, () => process.disconnect()));
  });
}
