import { Hono } from "hono";
import type { Config } from "./config";
import { log } from "./log";
import type { Asset } from "./render/assets";
import type { PageCache } from "./render/page-cache";
import { siteRoutes } from "./routes/site";

export interface AppDeps {
  config: Config;
  assets: Map<string, Asset>;
  pages: PageCache;
}

/** Builds the whole HTTP application; tests call it with `app.request()` or over real HTTP. */
export function createApp({ assets, pages }: AppDeps) {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log("info", "request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  app.get("/healthz", (c) => c.json({ ok: true }));
  app.route("/", siteRoutes(assets, pages));

  app.onError((error, c) => {
    log("error", "unhandled error", { path: c.req.path, error: error.message });
    return c.json({ success: false, error: "Internal server error" }, 500);
  });

  return app;
}
