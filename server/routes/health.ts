import { Hono } from "hono";
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
      return c.json(
        {
          ok: false,
          error: `The store does not answer: ${(error as Error).message}`,
        },
        503,
      );
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
