// The child process that derives one portrait and exits (started by
// PortraitJobs through runImageJob; docs/decisions/ on "child process per
// upload").
import { serveImageJob } from "../serve-image-job";
import { derivePortrait } from "./derive-portrait";
import type { PortraitJob } from "./portrait-jobs";

serveImageJob((job: PortraitJob) => derivePortrait(job.path, job.focus));
