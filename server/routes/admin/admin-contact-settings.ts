import { Hono } from "hono";
import type { ContactSettings } from "../../../core/api/enquiries";
import { log } from "../../log";
import { contactSettingsProblem } from "../../store/repos/contact-settings";
import type { AdminDeps, AdminEnv } from "./admin-deps";

/**
 * The owner's contact choices (behind the admin's session and CSRF checks):
 * GET reads them, PUT replaces them all, every field checked by the store's
 * one rule (contactSettingsProblem), whose message names the field.
 */
export function adminContactSettingsRoutes(
  settings: AdminDeps["contactSettings"],
) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => c.json(await settings.get()));

  app.put("/", async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const problem = contactSettingsProblem(body);
    if (problem) return c.json({ error: problem }, 400);
    const given = body as ContactSettings;
    // Only the settings' own fields reach the store.
    const saved = await settings.put({
      startConversation: given.startConversation,
      showEmail: given.showEmail,
      showBooking: given.showBooking,
      notifyWithText: given.notifyWithText,
      keepHandledMonths: given.keepHandledMonths,
      keepUnhandledMonths: given.keepUnhandledMonths,
    });
    log("info", "contact settings changed");
    return c.json(saved);
  });

  return app;
}
