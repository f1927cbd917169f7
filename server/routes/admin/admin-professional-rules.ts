import { Hono } from "hono";
import type { ProfessionalRulesChange } from "../../../core/api/professional-rules";
import { log } from "../../log";
import {
  ownFields,
  professionalRulesProblem,
} from "../../store/repos/professional-rules";
import type { AdminDeps, AdminEnv } from "./admin-deps";

/**
 * The owner's professional rules (behind the admin's session and CSRF
 * checks): GET reads them with each override's date, PUT replaces them all,
 * every field checked by the store's one rule (professionalRulesProblem),
 * whose message names the field. The store dates the overrides.
 */
export function adminProfessionalRulesRoutes(
  rules: AdminDeps["professionalRules"],
) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => c.json(await rules.get()));

  app.put("/", async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const problem = professionalRulesProblem(body);
    if (problem) return c.json({ error: problem }, 400);
    // Only the settings' own fields reach the store.
    const saved = await rules.put(ownFields(body as ProfessionalRulesChange));
    log("info", "professional rules changed", { bars: saved.bars });
    return c.json(saved);
  });

  return app;
}
