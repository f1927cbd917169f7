import { writeSync } from "node:fs";

type Sink = (line: string) => void;

// Lines written in one turn of the event loop go out in one write: under load
// a write per request costs a system call each (measurable on the list call).
let pending = "";
let scheduled = false;
const flush = () => {
  scheduled = false;
  const out = pending;
  pending = "";
  if (out) process.stdout.write(out);
};
process.on("exit", () => {
  // process.exit() skips the scheduled flush: write what is left now.
  if (pending) writeSync(1, pending);
  pending = "";
});
let sink: Sink = (line) => {
  pending += line;
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
};

/** Structured one-line logs on stdout. Never pass testimonial text or IP addresses. */
export function log(
  level: "info" | "warn" | "error",
  message: string,
  fields: Record<string, unknown> = {},
) {
  sink(
    JSON.stringify({
      time: new Date().toISOString(),
      level,
      message,
      ...fields,
    }) + "\n",
  );
}

/** Sends log lines elsewhere (tests capture them); returns the function that restores stdout. */
export function setLogSink(next: Sink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}
