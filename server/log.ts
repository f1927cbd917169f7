type Sink = (line: string) => void;
let sink: Sink = (line) => process.stdout.write(line);

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
