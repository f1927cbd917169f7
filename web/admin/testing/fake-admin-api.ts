import type {
  AdminInvitation,
  InvitationList,
} from "../../../core/api/invitations";
import type { SiteLanguagesState } from "../../../core/api/languages";
import { validateInvitation } from "../../../core/testimonials/invitations";
import type {
  AdminPage,
  AdminTestimonial,
  Status,
} from "../../../core/api/moderation";
import type { SiteLanguages } from "../../../core/site-languages";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An in-memory stand-in for the moderation and invitation parts of
 * /api/admin, for component tests (the real one is covered by the server's
 * route tests and the browser tests). Like the server, it refuses a
 * state-changing call without the session's CSRF token. `endSession()` ends
 * the session as the server would: every call but the session check then
 * answers 401.
 */
export function fakeAdminApi(
  items: AdminTestimonial[],
  {
    invitations = [],
    languages = { defaultLanguage: "en", published: ["en", "pt"] },
  }: { invitations?: AdminInvitation[]; languages?: SiteLanguages } = {},
) {
  let signedIn = true;
  let issued = 0;
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  // Tokens shaped like the server's (43 base64url characters), told apart by a counter.
  const token = () => `token${++issued}`.padEnd(43, "x");

  const invitationRoutes = (
    method: string,
    path: string,
    body: unknown,
  ): Response | null => {
    if (path === "/invitations" && method === "GET")
      return json({ items: invitations } satisfies InvitationList);
    if (path === "/invitations" && method === "POST") {
      const checked = validateInvitation(body, languages.defaultLanguage);
      if (!checked.ok) return json({ error: checked.message }, 400);
      const { expiresInDays, ...fields } = checked.value;
      const now = new Date().toISOString();
      const invitation: AdminInvitation = {
        ...sentInvitation(`inv-${invitations.length + 1}`, fields.name),
        ...fields,
        createdAt: now,
        sentAt: now,
        expiresAt: new Date(Date.now() + expiresInDays * DAY_MS).toISOString(),
      };
      invitations.unshift(invitation);
      return json({ invitation, token: token() }, 201);
    }
    const match = path.match(/^\/invitations\/([^/]+)\/(revoke|reissue)$/);
    if (!match || method !== "POST") return null;
    const invitation = invitations.find((each) => each.id === match[1]);
    if (!invitation) return json({ error: "No such invitation" }, 404);
    if (match[2] === "revoke") {
      if (invitation.state !== "waiting" && invitation.state !== "opened")
        return json({ error: `The invitation is ${invitation.state}` }, 409);
      Object.assign(invitation, {
        state: "revoked",
        revokedAt: new Date().toISOString(),
      });
      return json({ invitation });
    }
    if (invitation.state === "answered")
      return json({ error: "The invitation was answered" }, 409);
    Object.assign(invitation, {
      state: "waiting",
      sentAt: new Date().toISOString(),
      openedAt: null,
      revokedAt: null,
    });
    return json({ invitation, token: token() });
  };

  const respond = (
    method: string,
    url: URL,
    body: unknown,
    csrf: string | null,
  ): Response => {
    const path = url.pathname.replace("/api/admin", "");
    if (path === "/session")
      return json({
        enabled: true,
        authenticated: signedIn,
        ...(signedIn && { csrfToken: "csrf" }),
      });
    if (!signedIn) return json({ error: "Not signed in" }, 401);
    if (method !== "GET" && csrf !== "csrf")
      return json({ error: "Missing or wrong CSRF token" }, 403);
    if (method === "POST" && path === "/logout-everywhere") {
      signedIn = false;
      return json({ enabled: true, authenticated: false });
    }
    if (method === "GET" && path === "/languages")
      return json({
        ...languages,
        languages: languages.published.map((lang) => ({
          lang,
          name: lang,
          hasContent: true,
        })),
      } satisfies SiteLanguagesState);
    if (method === "GET" && path === "/testimonials") {
      const status = url.searchParams.get("status") as Status;
      const count = (s: Status) => items.filter((t) => t.status === s).length;
      return json({
        items: items.filter((t) => t.status === status),
        counts: {
          pending: count("pending"),
          approved: count("approved"),
          rejected: count("rejected"),
        },
        page: 1,
        pageSize: 20,
        total: count(status),
      } satisfies AdminPage);
    }
    const setStatus = path.match(/^\/testimonials\/([^/]+)\/status$/);
    const item = items.find((t) => t.id === setStatus?.[1]);
    if (method === "POST" && item) {
      item.status = (body as { status: Status }).status;
      return json({});
    }
    return (
      invitationRoutes(method, path, body) ?? json({ error: "Not found" }, 404)
    );
  };

  const fetch = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const url = new URL(input, "http://localhost");
    calls.push(`${method} ${url.pathname}${url.search}`);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const csrf = new Headers(init.headers).get("x-csrf-token");
    return respond(method, url, body, csrf);
  };

  return {
    fetch,
    calls,
    endSession: () => {
      signedIn = false;
    },
  };
}

/** A pending testimonial as the admin list returns it. */
export const pendingTestimonial = (
  id: string,
  name: string,
): AdminTestimonial => ({
  id,
  name,
  company: "Acme",
  relationship: "Client",
  comment: "Clear, practical advice from the first call.",
  lang: "en",
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
  reviewedAt: null,
  consentAt: "2026-11-20T10:00:00.000Z",
  consentText: "I agree",
  consentVersion: 1,
  editedAt: null,
  anonymisedAt: null,
  invitation: null,
  original: null,
});

/** An invitation sent on 20 Nov 2026, not opened yet, as the admin list returns it. */
export const sentInvitation = (
  id: string,
  name: string,
  changes: Partial<AdminInvitation> = {},
): AdminInvitation => ({
  id,
  name,
  company: "",
  relationship: null,
  note: "",
  lang: "en",
  state: "waiting",
  createdAt: "2026-11-20T10:00:00.000Z",
  sentAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-12-20T10:00:00.000Z",
  openedAt: null,
  answeredAt: null,
  revokedAt: null,
  testimonialId: null,
  ...changes,
});
