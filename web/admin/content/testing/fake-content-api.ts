import { http } from "msw";
import {
  checkProfile,
  type ContentIssue,
  type Profile,
} from "../../../../core/content/profile-schema";
import { seedProfile } from "../../../../content/profile";
import type { Draft, RevisionSummary } from "../../../../core/api/content";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesSettings,
} from "../../../../core/api/professional-rules";
import { apiServer } from "../../testing/api-server";

type Slow = "request" | "answer";

const json = (body: unknown, status = 200) => Response.json(body, { status });

type Method = "get" | "put" | "post" | "delete" | "all";
type Answer = (call: {
  params: Record<string, string>;
  document: unknown;
  note: string;
}) => Response;

/** A request's body as the fake logs it: JSON parsed, anything else (an uploaded image) as its bytes. */
async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get("content-type") === "application/json")
    return request.json();
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.length ? bytes : undefined;
}

/**
 * An in-memory stand-in for /api/admin's session and content calls, for
 * component tests (the real routes are tested in server/routes/
 * admin-content.test.ts, the whole flow by the browser tests), served by
 * msw's `apiServer` until the test ends.
 * `offline` makes every call fail as a dropped network does; `endSession()`
 * answers 401 from then on; `refuseNextPublish` answers the next publish
 * with those issues, as the server does when its check disagrees;
 * `holdNext()` makes the next call to a route slow; `professionalRules`
 * is what the settings call answers (the editor's word check reads it).
 */
export function fakeContentApi() {
  const live = checkProfile(seedProfile);
  if (!live.ok) throw new Error("the seed profile is invalid");
  const state = {
    signedIn: true,
    offline: false,
    draft: null as Draft | null,
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
    professionalRules: PROFESSIONAL_RULES_DEFAULTS as ProfessionalRulesSettings,
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

  /**
   * A handler for `/api/admin<path>` that logs the call, holds it if asked,
   * fails it when offline and answers 401 once the session has ended.
   */
  const route = (method: Method, pattern: string, answer: Answer) =>
    http[method](`/api/admin${pattern}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const path = `${url.pathname.replace("/api/admin", "")}${url.search}`;
      const body = await readBody(request);
      calls.push({ method: request.method, path, body });
      const called = `${request.method} ${path}`;
      const hold = holds.get(called);
      holds.delete(called);
      if (hold?.slow === "request") await hold.released;
      if (state.offline) return Response.error();
      const { document, note = "" } = (body ?? {}) as {
        document?: unknown;
        note?: string;
      };
      const response =
        state.signedIn || pattern === "/session"
          ? answer({ params: params as Record<string, string>, document, note })
          : json({ error: "Not signed in" }, 401);
      if (hold?.slow === "answer") await hold.released;
      return response;
    });

  const publishOrSave =
    (publish: boolean): Answer =>
    ({ document, note }) => {
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
    };

  apiServer.use(
    route("get", "/session", () =>
      json({
        enabled: true,
        authenticated: state.signedIn,
        ...(state.signedIn && { csrfToken: "csrf" }),
      }),
    ),
    route("get", "/content/en", () =>
      json({
        lang: "en",
        published: {
          revision: state.revisions.find((each) => each.live),
          profile: liveProfile(),
        },
        draft: state.draft,
      }),
    ),
    route("put", "/content/en/draft", ({ document }) => {
      state.draft = {
        document: document as Draft["document"],
        updatedAt: new Date().toISOString(),
      };
      return json({ draft: state.draft });
    }),
    route("delete", "/content/en/draft", () => {
      state.draft = null;
      return json({});
    }),
    route("post", "/content/en/publish", publishOrSave(true)),
    route("post", "/content/en/versions", publishOrSave(false)),
    route("get", "/content/identity/revisions", () => json({ revisions: [] })),
    route("get", "/content/en/revisions", () =>
      json({ revisions: state.revisions }),
    ),
    route("post", "/content/revisions/:id/restore", ({ params }) => {
      const profile = state.profiles.get(Number(params.id));
      if (!profile) return json({ error: "No revision with this id" }, 404);
      return json({ revision: addRevision(profile, "", true) });
    }),
    route("post", "/content/en/import", ({ document }) => {
      const check = checkProfile(document);
      if (!check.ok)
        return json({ error: "Invalid content", issues: check.issues }, 400);
      state.draft = {
        document: check.profile,
        updatedAt: new Date().toISOString(),
      };
      return json({ draft: state.draft });
    }),
    route("post", "/portrait", () =>
      json({
        portrait: {
          id: "ab".repeat(8),
          width: 960,
          height: 1200,
          widths: [320, 640, 960],
        },
      }),
    ),
    route("get", "/professional-rules", () => json(state.professionalRules)),
    route("all", "/*", () => json({ error: "Not found" }, 404)),
  );

  return {
    calls,
    state,
    holdNext,
    endSession: () => (state.signedIn = false),
  };
}

/** The fake API a test drives. */
export type FakeContentApi = ReturnType<typeof fakeContentApi>;
