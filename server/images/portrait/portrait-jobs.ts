import { runImageJob, type ImageWorker } from "../run-image-job";
import { log } from "../../log";
import type { DerivedPortrait } from "./derive-portrait";
import type { PortraitFocus } from "./portrait-focus";

/** What the server sends the worker: where the upload is, not its bytes. */
export interface PortraitJob {
  path: string;
  focus: PortraitFocus;
}

type PortraitJobResult =
  DerivedPortrait | { ok: false; status: 503; error: string };

/** A 24 MP photo takes 2-4 s here; a loaded machine may take several times that. */
const DEFAULT_TIMEOUT_MS = 60_000;

const WORKER: ImageWorker = { from: import.meta.url, name: "portrait-worker" };

export interface PortraitSlot {
  /** Derives the portrait of the file at `path` in a new child process; resolves once that process has exited. */
  run(path: string, focus: PortraitFocus): Promise<PortraitJobResult>;
  /** Frees the slot (also after run); safe to call twice. */
  release(): void;
}

/**
 * Portraits are derived one at a time, each in a child process that exits
 * when done: decoding a 24 MP photo into nine files raised a Node process's
 * resident memory by over 100 MiB and it kept most of it.
 */
export class PortraitJobs {
  readonly #timeoutMs: number;
  #busy = false;

  constructor({ timeoutMs = DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {}) {
    this.#timeoutMs = timeoutMs;
  }

  /** The slot to run one job in, or null while another job holds it. */
  reserve(): PortraitSlot | null {
    if (this.#busy) return null;
    this.#busy = true;
    let held = true;
    const release = () => {
      if (held) this.#busy = held = false;
    };
    return {
      run: (path, focus) =>
        runInWorker({ path, focus }, this.#timeoutMs).finally(release),
      release,
    };
  }
}

async function runInWorker(
  job: PortraitJob,
  timeoutMs: number,
): Promise<PortraitJobResult> {
  const outcome = await runImageJob<PortraitJob, DerivedPortrait>(WORKER, job, {
    timeoutMs,
  });
  const fields = { pid: outcome.pid, ms: outcome.ms };
  if (outcome.ok) {
    log("info", "portrait derived", {
      ...fields,
      status: outcome.value.ok ? 200 : outcome.value.status,
      workerMaxRssMiB: Math.round(outcome.maxRssBytes / 2 ** 20),
    });
    return outcome.value;
  }
  log("error", "portrait worker failed", { ...fields, error: outcome.error });
  return {
    ok: false,
    status: 503,
    error: outcome.timedOut
      ? "Processing the photo took too long. Try again, or upload a smaller JPEG."
      : "Processing the photo failed. Try again, or upload a smaller JPEG.",
  };
}
