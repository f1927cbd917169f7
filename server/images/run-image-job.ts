import { fork } from "node:child_process";
import { once } from "node:events";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** What a worker (server/images/serve-image-job.ts) sends back before it exits. */
export type ImageJobReply<Result> =
  | { ok: true; value: Result; maxRssBytes: number }
  | { ok: false; error: string };

export type ImageJobOutcome<Result> = {
  /** The child's process id (it has exited by the time the outcome is known). */
  pid: number | undefined;
  ms: number;
} & (
  | { ok: true; value: Result; maxRssBytes: number }
  | { ok: false; error: string; timedOut: boolean }
);

/**
 * The worker to start: `name` beside the module `from` (its import.meta.url).
 * From the TypeScript source (tests, tsx) that is `name.ts`, run through tsx;
 * in the build it is `dist/server/name.js`, an entry of its own in
 * vite.config.ts, beside the chunk the calling code is bundled into.
 */
export interface ImageWorker {
  from: string;
  name: string;
}

/**
 * Runs one image job in a new child process and resolves once it has exited:
 * libvips' decoding buffers and allocator arenas go back to the system with
 * the process, where in the server they would stay resident.
 */
export async function runImageJob<Job, Result>(
  worker: ImageWorker,
  job: Job,
  { timeoutMs }: { timeoutMs: number },
): Promise<ImageJobOutcome<Result>> {
  const started = performance.now();
  const fromSource = worker.from.endsWith(".ts");
  const file = join(
    dirname(fileURLToPath(worker.from)),
    `${worker.name}${fromSource ? ".ts" : ".js"}`,
  );
  const child = fork(file, [], {
    execArgv: fromSource ? ["--import", "tsx"] : [],
    // Structured clone: images go over as bytes, not as JSON numbers.
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    // One malloc arena: libvips' threads otherwise each keep their own,
    // about 30 MiB more at the child's peak for no speed gained.
    env: { ...process.env, MALLOC_ARENA_MAX: "1" },
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    if (stderr.length < 4_000) stderr += chunk;
  });
  let reply: ImageJobReply<Result> | undefined;
  child.once("message", (message: ImageJobReply<Result>) => (reply = message));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, timeoutMs);
  child.send(job as object);
  const [code, signal] = (await once(child, "exit")) as [
    number | null,
    NodeJS.Signals | null,
  ];
  clearTimeout(timer);
  const done = { pid: child.pid, ms: Math.round(performance.now() - started) };
  if (reply && !timedOut)
    return reply.ok
      ? { ...done, ...reply }
      : { ...done, ...reply, timedOut: false };
  const why = timedOut
    ? `took longer than ${timeoutMs} ms`
    : `exited (${signal ?? `code ${code}`}) without an answer`;
  return {
    ...done,
    ok: false,
    timedOut,
    error: `The image worker ${why}${stderr ? `: ${stderr.trim()}` : ""}`,
  };
}
