import { Hono } from "hono";
import type { InsightsSettings } from "../../../core/api/insights";
import { log } from "../../log";
import { insightsSettingsProblem } from "../../store/repos/insights-settings";
import type { AdminDeps, AdminEnv } from "./admin-deps";

/**
 * How long the Insights daily totals are kept (behind the admin's session
 * and CSRF checks): GET reads it, PUT replaces it, checked by the store's one
 * rule (insightsSettingsProblem), whose message names the field.
 */
export function adminInsightsSettingsRoutes(
  settings: AdminDeps["insightsSettings"],
) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => c.json(await settings.get()));

  app.put("/", async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const problem = insightsSettingsProblem(body);
    if (problem) return c.json({ error: problem }, 400);
    // Only the settings' own field reaches the store.
    const { keepMonths } = body as InsightsSettings;
    const saved = await settings.put({ keepMonths });
    log("info", "insights settings changed", { keepMonths });
    return c.json(saved);
  });

  return app;
}
