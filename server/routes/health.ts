import { Hono } from "hono";
import { log } from "../log";
import type { Store } from "../store/open-store";

const TIMEOUT_MS = 2_000;

/** GET /healthz: 200 when the store answers a trivial query, 503 otherwise. */
export function healthRoutes(store: Pick<Store, "ping">) {
  const app = new Hono();
  app.get("/healthz", async (c) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        store.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS);
        }),
      ]);
      return c.json({ ok: true });
    } catch (error) {
      // The detail goes to the log only: the driver's message names the
      // database's host and port, and /healthz answers anyone.
      log("warn", "health check failed", { error: (error as Error).message });
      return c.json({ ok: false, error: "The store does not answer" }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
