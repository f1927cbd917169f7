import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { timingSafeEqual } from "node:crypto";
import type { AdminSessions, Session } from "../store/repos/admin-sessions";
import { callerOrigin, requestOrigin } from "./request";

export const SESSION_COOKIE = "admin_session";
const CSRF_HEADER = "x-csrf-token";

export interface SessionGuardDeps {
  /** ADMIN_PASSWORD; undefined disables the admin. */
  password: string | undefined;
  trustProxy: boolean;
  sessions: AdminSessions;
}

/** Whether the request comes from a page of this site (Origin, or Referer). */
export const isSameOrigin = (c: Context, trustProxy: boolean) =>
  callerOrigin(c) === requestOrigin(c, trustProxy);

const sameToken = (given: string | undefined, expected: string) =>
  given !== undefined &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

const changesState = (c: Context) =>
  c.req.method !== "GET" && c.req.method !== "HEAD";

/**
 * Lets through only a live admin session (401 otherwise, before anything is
 * read or changed); a call that changes state also needs a same-origin Origin
 * (or Referer) and the session's CSRF token in X-CSRF-Token (403 otherwise).
 * docs/decisions/004-admin-security.md
 */
export function requireSession(
  deps: SessionGuardDeps,
): MiddlewareHandler<{ Variables: { session: Session } }> {
  return async (c, next) => {
    const session =
      deps.password === undefined
        ? null
        : await deps.sessions.find(getCookie(c, SESSION_COOKIE));
    if (!session) return c.json({ error: "Sign in first" }, 401);
    if (changesState(c)) {
      if (!isSameOrigin(c, deps.trustProxy))
        return c.json({ error: "Cross-origin request refused" }, 403);
      if (!sameToken(c.req.header(CSRF_HEADER), session.csrfToken))
        return c.json({ error: "Missing or wrong CSRF token" }, 403);
    }
    c.set("session", session);
    return next();
  };
}
