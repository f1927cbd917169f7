import { writeSync } from "node:fs";

type Sink = (line: string) => void;

// Lines written in one turn of the event loop go out in one write: under load
// a write per request costs a system call each (measurable on the list call).
let pending: string[] = [];
let scheduled = false;
const flush = () => {
  scheduled = false;
  const out = pending.join("");
  pending = [];
  if (out) process.stdout.write(out);
};
process.on("exit", () => {
  // process.exit() skips the scheduled flush: write what is left now.
  if (pending.length) writeSync(1, pending.join(""));
  pending = [];
});
// Terminal commands drop info lines (logToStderr).
let quiet = false;
let sink: Sink = (line) => {
  pending.push(line);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
};

// Many lines share a millisecond under load; formatting the time once per
// millisecond saves a Date and a toISOString per line.
let lastMs = 0;
let lastTime = "";
const timestamp = () => {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = new Date(now).toISOString();
  }
  return lastTime;
};

/** Structured one-line logs on stdout. Never pass testimonial text or IP addresses. */
export function log(
  level: "info" | "warn" | "error",
  message: string,
  fields: Record<string, unknown> = {},
) {
  if (quiet && level === "info") return;
  sink(
    JSON.stringify({
      time: timestamp(),
      level,
      message,
      ...fields,
    }) + "\n",
  );
}

/**
 * For terminal commands, whose stdout carries their answer and nothing else:
 * log lines go to stderr, and info lines only when `verbose`.
 */
export function logToStderr(verbose: boolean) {
  quiet = !verbose;
  sink = (line) => process.stderr.write(line);
}

/**
 * Sends log lines elsewhere (tests capture them); returns the function that restores stdout.
 * @internal
 */
export function setLogSink(next: Sink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/**
 * The line logged for every request, the same as
 * `log("info", "request", { method, path, status, ms })` but formatted by
 * hand: it is written for every request, so on the list call's fast path
 * building and stringifying an object was a measurable share of the time.
 */
export function logRequest(
  method: string,
  path: string,
  status: number,
  ms: number,
) {
  sink(
    `{"time":"${timestamp()}","level":"info","message":"request","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}}\n`,
  );
}
