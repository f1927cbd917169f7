import type { Server } from "node:http";
import { log } from "./log";

/**
 * On the first SIGTERM or SIGINT: runs `steps` one after the other, then exits
 * 0. Exits 1 if a step fails, or if they are not all done `graceMs` after the
 * signal.
 */
export function shutDownOnSignals(
  graceMs: number,
  steps: (() => Promise<void>)[],
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    setTimeout(() => {
      log("warn", "still shutting down after the grace period; exiting");
      process.exit(1);
    }, graceMs).unref();
    try {
      for (const step of steps) await step();
      log("info", "stopped");
      process.exit(0);
    } catch (error) {
      log("error", "shutting down failed", {
        error: (error as Error).message,
      });
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * Stops accepting connections and resolves once the open ones are closed.
 * Idle keep-alive connections close at once; busy ones once their request is
 * answered, or at once with `cut`.
 */
export function closeServer(
  server: Server,
  { cut = false }: { cut?: boolean } = {},
): Promise<void> {
  return new Promise((done) => {
    // Its error (the server was not listening) leaves nothing to wait for.
    server.close(() => done());
    if (cut) server.closeAllConnections();
    else server.closeIdleConnections();
  });
}
