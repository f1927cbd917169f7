import { Hono, type Context } from "hono";
import type {
  InvitationList,
  RevokedInvitation,
} from "../../../core/api/invitations";
import { effectiveRules } from "../../../core/professional-rules/effective";
import { validateInvitation } from "../../../core/testimonials/invitations";
import { log } from "../../log";
import type { InvitationChange } from "../../store/repos/invitations";
import type { AdminDeps, AdminEnv } from "./admin-deps";

/** The answer to a refused revoke or re-send. */
const refused = (c: Context, reason: "not-found" | "answered") =>
  reason === "not-found"
    ? c.json({ error: "No invitation with this id" }, 404)
    : c.json({ error: "This invitation was already answered" }, 409);

/** The answer to a new link while the professional rules hide testimonials. */
const RULES_HIDE =
  "The professional rules hide testimonials: no invitation can be sent until they are shown again (Settings, Professional rules).";

/**
 * The owner's invitations (behind the admin's session and CSRF checks). The
 * token is in the answer to a create or a re-send only, and never logged.
 * While the professional rules hide testimonials, no new link is made
 * (create and re-send answer 409): the page would refuse it.
 */
export function adminInvitationRoutes(
  deps: Pick<AdminDeps, "invitations" | "languages" | "professionalRules">,
) {
  const app = new Hono<AdminEnv>();
  const rulesHide = async () =>
    effectiveRules(await deps.professionalRules.get()).testimonials ===
    "hidden";

  app.get("/", async (c) => {
    const answer: InvitationList = { items: await deps.invitations.list() };
    return c.json(answer);
  });

  app.post("/", async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const { defaultLanguage } = await deps.languages.get();
    const checked = validateInvitation(body, defaultLanguage);
    if (!checked.ok) return c.json({ error: checked.message }, 400);
    if (await rulesHide()) return c.json({ error: RULES_HIDE }, 409);
    const issued = await deps.invitations.create(checked.value);
    log("info", "invitation created", { invitationId: issued.invitation.id });
    return c.json(issued, 201);
  });

  const answer = <T extends object>(
    c: Context,
    result: InvitationChange<T>,
    message: string,
  ) => {
    if (!result.ok) return refused(c, result.reason);
    log("info", message, { invitationId: c.req.param("id") });
    return c.json(result.value);
  };

  app.post("/:id/revoke", async (c) => {
    const result = await deps.invitations.revoke(c.req.param("id"));
    return answer(
      c,
      result.ok
        ? {
            ok: true,
            value: { invitation: result.value } satisfies RevokedInvitation,
          }
        : result,
      "invitation revoked",
    );
  });

  app.post("/:id/reissue", async (c) => {
    if (await rulesHide()) return c.json({ error: RULES_HIDE }, 409);
    return answer(
      c,
      await deps.invitations.reissue(c.req.param("id")),
      "invitation re-issued",
    );
  });

  return app;
}
