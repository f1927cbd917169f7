import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { passwordMatches } from "../../admin/password";
import { isHttps } from "../../admin/request";
import {
  isSameOrigin,
  requireSession,
  SESSION_COOKIE,
} from "../../admin/require-session";
import { clientAddress } from "../../http/client-address";
import { limitBody } from "../../http/read-body";
import { log } from "../../log";
import { MAX_CONTENT_BYTES } from "../../../core/content/profile-schema";
import type { SessionState } from "../../../core/api/session";
import type { AdminDeps, AdminEnv } from "./admin-deps";
import { adminAdvertisingRecordRoutes } from "./admin-advertising-record";
import { adminContactSettingsRoutes } from "./admin-contact-settings";
import { adminProfessionalRulesRoutes } from "./admin-professional-rules";
import { effectiveRules } from "../../../core/professional-rules/effective";
import { adminContentRoutes } from "./admin-content";
import { adminEnquiryRoutes } from "./admin-enquiries";
import { adminErrorAnswer } from "./admin-errors";
import { adminInsightsCsvRoutes, adminInsightsRoutes } from "./admin-insights";
import { adminInsightsSettingsRoutes } from "./admin-insights-settings";
import { adminInvitationRoutes } from "./admin-invitations";
import { adminLanguageRoutes } from "./admin-languages";
import { adminSiteStatusRoutes } from "./admin-site-status";
import { adminTestimonialRoutes } from "./admin-testimonials";

const MAX_BODY_BYTES = 16 * 1024;
// A content document in its JSON envelope, with room for the note.
const MAX_CONTENT_BODY_BYTES = MAX_CONTENT_BYTES + 4 * 1024;

const json = (c: Context, status: 400 | 401 | 403 | 404 | 429, error: string) =>
  c.json({ error }, status);

const sessionAnswer = (c: Context, state: SessionState) => c.json(state);

/**
 * The admin API. Every route but `session` and `login` needs a live session
 * (401 otherwise, before anything is read or changed); state-changing calls
 * also need a same-origin Origin (or Referer) and the session's CSRF token in
 * X-CSRF-Token (docs/decisions/004-admin-security.md).
 */
export function adminApi(deps: AdminDeps) {
  const app = new Hono<AdminEnv>();

  app.use(async (c, next) => {
    await next();
    // Admin answers are private and never cached; no CORS headers are sent.
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
  });
  const contentLimit = limitBody(MAX_CONTENT_BODY_BYTES);
  const otherLimit = limitBody(MAX_BODY_BYTES);
  app.use((c, next) =>
    (c.req.path.startsWith("/api/admin/content/") ? contentLimit : otherLimit)(
      c,
      next,
    ),
  );

  app.get("/session", async (c) => {
    const enabled = deps.password !== undefined;
    const session = enabled
      ? await deps.sessions.find(getCookie(c, SESSION_COOKIE))
      : null;
    return sessionAnswer(c, {
      enabled,
      authenticated: session !== null,
      ...(session && { csrfToken: session.csrfToken }),
    });
  });

  app.post("/login", async (c) => {
    // A cross-site sign-in (login CSRF) is refused like any other change.
    if (!isSameOrigin(c, deps.trustProxy))
      return json(c, 403, "Cross-origin request refused");
    if (deps.password === undefined)
      return json(c, 403, "The admin is disabled");
    const body = await c.req.json().catch(() => null);
    const password = (body as { password?: unknown } | null)?.password;
    if (typeof password !== "string" || password.length === 0)
      return json(c, 400, "Enter the password");
    const clientKey = await deps.clientKey(clientAddress(c, deps.proxyHops));
    // Counted before the comparison, so at most the throttle's limits reach it.
    const throttled = await deps.throttle.attempt(clientKey);
    if (!throttled.allowed) {
      log("warn", "admin sign-in throttled", {
        clientKey: clientKey.current,
        scope: throttled.scope,
        retryAfterSeconds: throttled.retryAfterSeconds,
      });
      c.header("Retry-After", String(throttled.retryAfterSeconds));
      return json(
        c,
        429,
        `Too many wrong passwords. Try again in ${waitText(throttled.retryAfterSeconds)}.`,
      );
    }
    if (!passwordMatches(password, deps.password)) {
      log("warn", "admin sign-in failed", { clientKey: clientKey.current });
      return json(c, 401, "Wrong password");
    }
    await deps.throttle.clear(clientKey);
    const { token, csrfToken } = await deps.sessions.create();
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
      secure: isHttps(c, deps.trustProxy),
    });
    log("info", "admin signed in", { clientKey: clientKey.current });
    return sessionAnswer(c, { enabled: true, authenticated: true, csrfToken });
  });

  // Everything below needs a session, and a CSRF token when it changes state.
  app.use(requireSession(deps));

  const signedOut = (c: Context) => {
    deleteCookie(c, SESSION_COOKIE, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
      secure: isHttps(c, deps.trustProxy),
    });
    return sessionAnswer(c, { enabled: true, authenticated: false });
  };
  app.post("/logout", async (c) => {
    await deps.sessions.delete(getCookie(c, SESSION_COOKIE));
    return signedOut(c);
  });
  // Every session on every instance, this one too (a lost or shared device).
  app.post("/logout-everywhere", async (c) => {
    const ended = await deps.sessions.deleteAll();
    log("info", "admin signed out everywhere", { sessionsEnded: ended });
    return signedOut(c);
  });

  app.route("/testimonials", adminTestimonialRoutes(deps));
  app.route("/invitations", adminInvitationRoutes(deps));
  app.route("/content", adminContentRoutes(deps.content, deps.languages));
  app.route("/languages", adminLanguageRoutes(deps.languages, deps.content));
  app.route("/site-status", adminSiteStatusRoutes(deps.siteStatus));
  app.route("/enquiries", adminEnquiryRoutes(deps.enquiries));
  app.route("/insights", adminInsightsRoutes(deps.insights));
  app.route("/insights.csv", adminInsightsCsvRoutes(deps.insights));
  app.route(
    "/insights-settings",
    adminInsightsSettingsRoutes(deps.insightsSettings),
  );
  app.route(
    "/contact-settings",
    adminContactSettingsRoutes(deps.contactSettings),
  );
  app.route(
    "/professional-rules",
    adminProfessionalRulesRoutes(deps.professionalRules),
  );
  app.route(
    "/advertising-record",
    adminAdvertisingRecordRoutes(
      deps.advertisingRecord,
      async () =>
        effectiveRules(await deps.professionalRules.get()).record.keepDays,
    ),
  );
  app.onError(adminErrorAnswer);
  app.all("*", (c) => c.json({ error: "Not found" }, 404));
  return app;
}

const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
