import { http } from "msw";
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
import { apiServer } from "./api-server";

const DAY_MS = 24 * 60 * 60 * 1000;

type Method = "get" | "post" | "all";
type Answer = (call: {
  params: Record<string, string>;
  url: URL;
  body: unknown;
}) => Response;

/**
 * An in-memory stand-in for the moderation and invitation parts of
 * /api/admin, for component tests (the real one is covered by the server's
 * route tests and the browser tests), served by msw's `apiServer` until the
 * test ends. Like the server, it refuses a state-changing call without the
 * session's CSRF token. `endSession()` ends the session as the server would:
 * every call but the session check then answers 401.
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
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  // Tokens shaped like the server's (43 base64url characters), told apart by a counter.
  const token = () => `token${++issued}`.padEnd(43, "x");

  /** A handler for `/api/admin<path>` that logs the call and checks the session and the CSRF token first. */
  const route = (method: Method, path: string, answer: Answer) =>
    http[method](`/api/admin${path}`, async ({ request, params }) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      if (path !== "/session") {
        if (!signedIn) return json({ error: "Not signed in" }, 401);
        if (
          request.method !== "GET" &&
          request.headers.get("x-csrf-token") !== "csrf"
        )
          return json({ error: "Missing or wrong CSRF token" }, 403);
      }
      const text = await request.text();
      return answer({
        params: params as Record<string, string>,
        url,
        body: text ? JSON.parse(text) : undefined,
      });
    });

  const changeInvitation =
    (change: (invitation: AdminInvitation) => Response): Answer =>
    ({ params }) => {
      const invitation = invitations.find((each) => each.id === params.id);
      if (!invitation) return json({ error: "No such invitation" }, 404);
      return change(invitation);
    };

  const handlers = [
    route("get", "/session", () =>
      json({
        enabled: true,
        authenticated: signedIn,
        ...(signedIn && { csrfToken: "csrf" }),
      }),
    ),
    route("post", "/logout-everywhere", () => {
      signedIn = false;
      return json({ enabled: true, authenticated: false });
    }),
    route("get", "/languages", () =>
      json({
        ...languages,
        languages: languages.published.map((lang) => ({
          lang,
          name: lang,
          hasContent: true,
        })),
      } satisfies SiteLanguagesState),
    ),
    route("get", "/testimonials", ({ url }) => {
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
    }),
    route("post", "/testimonials/:id/status", ({ params, body }) => {
      const item = items.find((t) => t.id === params.id);
      if (!item) return json({ error: "Not found" }, 404);
      item.status = (body as { status: Status }).status;
      return json({});
    }),
    route("get", "/invitations", () =>
      json({ items: invitations } satisfies InvitationList),
    ),
    route("post", "/invitations", ({ body }) => {
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
    }),
    route(
      "post",
      "/invitations/:id/revoke",
      changeInvitation((invitation) => {
        if (invitation.state !== "waiting" && invitation.state !== "opened")
          return json({ error: `The invitation is ${invitation.state}` }, 409);
        Object.assign(invitation, {
          state: "revoked",
          revokedAt: new Date().toISOString(),
        });
        return json({ invitation });
      }),
    ),
    route(
      "post",
      "/invitations/:id/reissue",
      changeInvitation((invitation) => {
        if (invitation.state === "answered")
          return json({ error: "The invitation was answered" }, 409);
        Object.assign(invitation, {
          state: "waiting",
          sentAt: new Date().toISOString(),
          openedAt: null,
          revokedAt: null,
        });
        return json({ invitation, token: token() });
      }),
    ),
    route("all", "/*", () => json({ error: "Not found" }, 404)),
  ];
  apiServer.use(...handlers);

  return {
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
