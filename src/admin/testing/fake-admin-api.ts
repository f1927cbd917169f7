import type { AdminTestimonial, Status } from "../../../core/moderation";

/**
 * An in-memory stand-in for the moderation part of /api/admin, for component
 * tests (the real one is covered by server/routes/admin.test.ts and the
 * browser tests). `endSession()` ends the session as the server would: every
 * call but the session check then answers 401.
 */
export function fakeAdminApi(items: AdminTestimonial[]) {
  let signedIn = true;
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });

  const respond = (method: string, url: URL, body: unknown): Response => {
    const path = url.pathname.replace("/api/admin", "");
    if (path === "/session")
      return json({
        enabled: true,
        authenticated: signedIn,
        ...(signedIn && { csrfToken: "csrf" }),
      });
    if (!signedIn) return json({ error: "Not signed in" }, 401);
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
      });
    }
    const setStatus = path.match(/^\/testimonials\/([^/]+)\/status$/);
    const item = items.find((t) => t.id === setStatus?.[1]);
    if (method === "POST" && item) {
      item.status = (body as { status: Status }).status;
      return json({});
    }
    return json({ error: "Not found" }, 404);
  };

  const fetch = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const url = new URL(input, "http://localhost");
    calls.push(`${method} ${url.pathname}${url.search}`);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    return respond(method, url, body);
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
  created_at: "2026-11-20T10:00:00.000Z",
  reviewed_at: null,
  consent_at: "2026-11-20T10:00:00.000Z",
  consent_text: "I agree",
  consent_version: 1,
  edited_at: null,
  anonymised_at: null,
  original: null,
});
