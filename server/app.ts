import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { RequestListener } from "node:http";
import { adminDeps } from "./admin/setup";
import type { Config } from "./config";
import { publicCors } from "./http/cors";
import { visitCounter } from "./http/count-visit";
import { ListCache } from "./http/list-cache";
import { rulesHideTestimonials } from "./routes/testimonials-hidden";
import { nodeSecurityHeaders, securityHeaders } from "./http/security-headers";
import { log, logRequest } from "./log";
import type { Asset } from "./render/assets";
import type { PageCache } from "./render/page-cache";
import { adminApi } from "./routes/admin/admin";
import { adminPageRoutes, builtAdminPage } from "./routes/admin/admin-page";
import { adminPreviewRoutes } from "./routes/admin/admin-preview";
import { adminPortraitRoutes } from "./routes/admin/admin-portrait";
import { healthRoutes } from "./routes/health";
import { invitationLookupRoutes } from "./routes/invitation-lookup";
import { opsRoutes } from "./routes/ops";
import { portraitPublicRoutes } from "./routes/portrait-public";
import { publicContentRoutes } from "./routes/public-content";
import { siteRoutes } from "./routes/site";
import { siteImageRoutes } from "./routes/site-images";
import { SiteImageCache } from "./images/site/site-image-cache";
import { siteAddress } from "./site-address";
import { submitEnquiryRoutes } from "./routes/submit-enquiry";
import { submitTestimonialRoutes } from "./routes/submit-testimonial";
import { testimonialsPublicRoutes } from "./routes/testimonials-public";
import type { Store } from "./store/open-store";

/** With PostgreSQL other instances may approve rows: cached lists expire this fast. */
const SHARED_STORE_CACHE_MS = 2_000;

export interface AppDeps {
  config: Config;
  assets: Map<string, Asset>;
  pages: Pick<
    PageCache,
    | "get"
    | "page"
    | "cv"
    | "cvPdf"
    | "languages"
    | "contactSettings"
    | "invalidate"
    | "renderPreview"
  >;
  store: Store;
  /** Built by createApp when not given; createListener shares it with its fast path. */
  listCache?: ListCache;
  /** Enables POST /api/ops/backup for local commands (server/routes/ops.ts). */
  opsToken?: string;
  /** The admin's HTML: the built file unless given (the dev server gives Vite's). */
  adminPage?: () => Promise<string>;
}

const msSince = (started: number) => Math.round(performance.now() - started);

/**
 * Builds the whole HTTP application; tests call it with `app.request()` or over real HTTP.
 * @internal
 */
export function createApp({
  config,
  assets,
  pages,
  store,
  listCache,
  opsToken,
  adminPage = builtAdminPage(config.distDir),
}: AppDeps) {
  const app = new Hono();
  const cache = listCache ?? createListCache(store, pages, config);

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logRequest(c.req.method, c.req.path, c.res.status, msSince(started));
  });
  app.use(securityHeaders(config));

  // The two public calls may be made from a static front end on another host.
  const cors = publicCors();
  app.use("/rest/v1/*", cors);
  app.use("/functions/v1/*", cors);

  app.route("/", healthRoutes(store));
  app.route("/", testimonialsPublicRoutes(config, store, cache));
  app.route("/", submitTestimonialRoutes(config, store));
  // The enquiry form: the site's own page only, so no CORS.
  app.route("/", submitEnquiryRoutes(config, store));
  // The invitation link's lookup: the site's own page only, so no CORS.
  app.route(
    "/",
    invitationLookupRoutes(store.invitations, () =>
      rulesHideTestimonials(store),
    ),
  );
  // The admin: no CORS, its own page entry (docs/decisions/004-admin-security.md).
  const admin = adminDeps(config, store);
  // Before the admin API: its 16 KiB body limit would refuse any photo.
  app.route(
    "/api/admin/portrait",
    adminPortraitRoutes({ ...admin, portraits: store.portraits }),
  );
  app.route("/api/admin", adminApi(admin));
  if (opsToken) app.route("/api/ops", opsRoutes(store, opsToken));
  app.route("/", adminPreviewRoutes(admin, store.content, pages));
  app.route("/", adminPageRoutes(adminPage));
  app.route("/", publicContentRoutes(pages));
  app.route("/", portraitPublicRoutes(store.portraits));
  // Before the built files: the build's card and icons are drawn from the seed.
  app.route(
    "/",
    siteImageRoutes(new SiteImageCache(store, siteAddress(config).origin)),
  );
  // With INSIGHTS=off the pages are answered without any counting work.
  app.route(
    "/",
    siteRoutes(
      assets,
      pages,
      store.insights.counting
        ? visitCounter(config, store.insights)
        : undefined,
    ),
  );

  app.onError((error, c) => {
    log("error", "unhandled error", { path: c.req.path, error: error.message });
    return c.json({ success: false, error: "Internal server error" }, 500);
  });

  return app;
}

/** The list cache, dropped with the rendered pages on the store's change event. */
function createListCache(
  store: Store,
  pages: Pick<PageCache, "invalidate">,
  config: Pick<Config, "trustProxy" | "connectOrigins">,
): ListCache {
  const cache = new ListCache(
    store.db.shared ? SHARED_STORE_CACHE_MS : null,
    () => pages.invalidate(),
    nodeSecurityHeaders(config),
  );
  store.onChange(() => {
    cache.clear();
    pages.invalidate();
  });
  return cache;
}

/**
 * The node:http listener the server runs: cached list answers go out straight
 * from node:http (see ListCache.serve); everything else goes through Hono.
 */
export function createListener(deps: AppDeps): RequestListener {
  const listCache =
    deps.listCache ?? createListCache(deps.store, deps.pages, deps.config);
  const app = createApp({ ...deps, listCache });
  // Hono's clean-up closes the connection 500 ms after answering a request
  // whose body was not read to the end, which resets it while the client may
  // still be sending. Node itself drops a body nobody read, and
  // readLimitedBody drops the rest of one it refuses.
  const viaHono = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  const apiKey = deps.config.publicApiKey;
  return (req, res) => {
    const started = performance.now();
    const status = listCache.serve(req, res, apiKey);
    if (status === null) return void viaHono(req, res);
    logRequest("GET", req.url!.split("?")[0]!, status, msSince(started));
  };
}
