import {
  checkProfile,
  type ContentIssue,
  type Profile,
} from "../../../../core/content/profile-schema";
import { seedProfile } from "../../../../content/profile";
import type { Draft, RevisionSummary } from "../../../../core/api/content";

type Slow = "request" | "answer";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

/**
 * An in-memory stand-in for /api/admin's session and content calls, for
 * component tests (the real routes are tested in server/routes/
 * admin-content.test.ts, the whole flow by the browser tests).
 * `offline` makes every call fail as a dropped network does; `endSession()`
 * answers 401 from then on; `refuseNextPublish` answers the next publish
 * with those issues, as the server does when its check disagrees;
 * `holdNext()` makes the next call to a route slow.
 */
export function fakeContentApi({
  draft = null,
}: { draft?: Draft | null } = {}) {
  const live = checkProfile(seedProfile);
  if (!live.ok) throw new Error("the seed profile is invalid");
  const state = {
    signedIn: true,
    offline: false,
    draft,
    refuseNextPublish: null as ContentIssue[] | null,
    revisions: [
      {
        id: 1,
        lang: "en",
        number: 1,
        note: "",
        createdAt: "2026-11-20T10:00:00.000Z",
        live: true,
      },
    ] as RevisionSummary[],
    profiles: new Map<number, Profile>([[1, live.profile]]),
  };
  const calls: { method: string; path: string; body: unknown }[] = [];
  const holds = new Map<string, { slow: Slow; released: Promise<void> }>();

  /**
   * Holds the next call to `route` (say "PUT /content/en/draft") until the
   * returned function is called. A slow request reaches the server only
   * then (and fails if `offline` by then); a slow answer is handled at once
   * and only its answer waits.
   */
  const holdNext = (route: string, slow: Slow = "request") => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    holds.set(route, { slow, released });
    return release;
  };

  const addRevision = (profile: Profile, note: string, makeLive: boolean) => {
    const number = state.revisions.length + 1;
    const revision = {
      id: number,
      lang: "en",
      number,
      note,
      createdAt: new Date().toISOString(),
      live: makeLive,
    };
    if (makeLive) for (const each of state.revisions) each.live = false;
    state.revisions.unshift(revision);
    state.profiles.set(revision.id, profile);
    return revision;
  };
  const liveProfile = () =>
    state.profiles.get(state.revisions.find((each) => each.live)!.id)!;

  const respond = (method: string, path: string, body: unknown): Response => {
    if (path === "/session")
      return json({
        enabled: true,
        authenticated: state.signedIn,
        ...(state.signedIn && { csrfToken: "csrf" }),
      });
    if (!state.signedIn) return json({ error: "Not signed in" }, 401);
    const { document, note = "" } = (body ?? {}) as {
      document?: unknown;
      note?: string;
    };
    const route = `${method} ${path}`;
    if (route === "GET /content/en")
      return json({
        lang: "en",
        published: {
          revision: state.revisions.find((each) => each.live),
          profile: liveProfile(),
        },
        draft: state.draft,
      });
    if (route === "PUT /content/en/draft") {
      state.draft = {
        document: document as Draft["document"],
        updatedAt: new Date().toISOString(),
      };
      return json({ draft: state.draft });
    }
    if (route === "DELETE /content/en/draft") {
      state.draft = null;
      return json({});
    }
    if (
      route === "POST /content/en/publish" ||
      route === "POST /content/en/versions"
    ) {
      const publish = path.endsWith("publish");
      if (publish && state.refuseNextPublish) {
        const issues = state.refuseNextPublish;
        state.refuseNextPublish = null;
        return json({ error: "Invalid content", issues }, 400);
      }
      const check = checkProfile(document);
      if (!check.ok)
        return json({ error: "Invalid content", issues: check.issues }, 400);
      if (publish) state.draft = null;
      return json(
        { revision: addRevision(check.profile, note, publish) },
        publish ? 200 : 201,
      );
    }
    if (route === "GET /content/en/revisions")
      return json({ revisions: state.revisions });
    const restore = /^POST \/content\/revisions\/(\d+)\/restore$/.exec(route);
    if (restore) {
      const profile = state.profiles.get(Number(restore[1]));
      if (!profile) return json({ error: "No revision with this id" }, 404);
      return json({ revision: addRevision(profile, "", true) });
    }
    if (route === "POST /content/en/import") {
      const check = checkProfile(document);
      if (!check.ok)
        return json({ error: "Invalid content", issues: check.issues }, 400);
      state.draft = {
        document: check.profile,
        updatedAt: new Date().toISOString(),
      };
      return json({ draft: state.draft });
    }
    if (route.startsWith("POST /portrait"))
      return json({
        portrait: {
          id: "ab".repeat(8),
          width: 960,
          height: 1200,
          widths: [320, 640, 960],
        },
      });
    return json({ error: `Not found: ${route}` }, 404);
  };

  const fetch = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const url = new URL(input, "http://localhost");
    const path = `${url.pathname.replace("/api/admin", "")}${url.search}`;
    const body =
      typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ method, path, body });
    const hold = holds.get(`${method} ${path}`);
    holds.delete(`${method} ${path}`);
    if (hold?.slow === "request") await hold.released;
    if (state.offline) throw new TypeError("Failed to fetch");
    const response = respond(method, path, body);
    if (hold?.slow === "answer") await hold.released;
    return response;
  };

  return {
    fetch,
    calls,
    state,
    holdNext,
    endSession: () => (state.signedIn = false),
  };
}
