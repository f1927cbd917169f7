import { Hono } from "hono";
import type { SiteStatus } from "../../../core/api/site-status";
import type { AdminEnv } from "./admin-deps";

/**
 * GET /api/admin/site-status: the address the site's links name and whether
 * it is SITE_URL's, and whether new testimonials are notified; fixed by the
 * configuration, for the admin's warnings and checklist.
 */
export function adminSiteStatusRoutes(status: SiteStatus) {
  const app = new Hono<AdminEnv>();
  app.get("/", (c) => c.json(status));
  return app;
}
