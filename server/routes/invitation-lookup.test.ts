// POST /api/invitation through the whole app, on each store: what the page
// gets for a working token, and one answer for every other.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewInvitation } from "../../core/api/invitations";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import { encode } from "../render/assets";
import { writeSubmissions } from "../store/repos/submissions";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { fixedPages } from "../testing/fixed-pages";
import { validSubmission } from "../testing/sample-submission";

const INVITE: NewInvitation = {
  name: "Ana Lima",
  company: "Acme",
  relationship: "Client",
  note: "Would you write a few words about our work?",
  lang: "en",
  expiresInDays: 30,
};
const GONE = { message: "This invitation link is no longer valid" };

describe.each(STORE_KINDS)("the invitation lookup on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await openTestStore(kind);
    app = createApp({
      config: loadConfig({}),
      assets: new Map(),
      pages: fixedPages(async () => encode(Buffer.from(""), "text/html")),
      store: t.store,
    });
  });
  afterAll(() => t?.destroy());
  let logged = "";
  beforeEach(async () => {
    await t.reset();
    logged = "";
    return setLogSink((line) => (logged += line));
  });

  const lookup = (body: string, headers: Record<string, string> = {}) =>
    app.request("/api/invitation", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
  const withToken = (token: unknown) => lookup(JSON.stringify({ token }));

  it("answers a working token with what fills the form, never to be cached or read by another site", async () => {
    const { token } = await t.store.invitations.create(INVITE);
    const res = await lookup(JSON.stringify({ token }), {
      origin: "https://elsewhere.example",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      name: "Ana Lima",
      company: "Acme",
      relationship: "Client",
      note: INVITE.note,
      lang: "en",
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await app.request("/api/invitation", {
      method: "OPTIONS",
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(logged).toContain('"path":"/api/invitation","status":200');
    expect(logged).not.toContain(token);
  });

  it("gives one 404 for an unknown, malformed, missing, expired, revoked or used token", async () => {
    const expired = await t.store.invitations.create(INVITE);
    await t.store.db.query(
      `UPDATE invitations SET sent_at = now() - interval '31 days',
         expires_at = now() - interval '1 day' WHERE id = $1`,
      [expired.invitation.id],
    );
    const revoked = await t.store.invitations.create(INVITE);
    await t.store.invitations.revoke(revoked.invitation.id);
    const used = await t.store.invitations.create(INVITE);
    await writeSubmissions(t.store.db, [
      {
        input: validSubmission(),
        clientKey: null,
        limitPerHour: null,
        invitationToken: used.token,
      },
    ]);
    const answers = [];
    for (const token of [
      "A".repeat(43),
      "too short",
      "",
      42,
      null,
      { token: used.token },
      expired.token,
      revoked.token,
      used.token,
    ]) {
      const res = await withToken(token);
      answers.push({
        status: res.status,
        body: await res.json(),
        cache: res.headers.get("cache-control"),
      });
    }
    const noToken = await lookup("{}");
    answers.push({
      status: noToken.status,
      body: await noToken.json(),
      cache: noToken.headers.get("cache-control"),
    });
    expect(answers).toEqual(
      answers.map(() => ({ status: 404, body: GONE, cache: "no-store" })),
    );
  });

  it("answers 400 to a body that is not a JSON object, and 413 to one over 1 KiB", async () => {
    for (const body of ["{token", "", "[]", '"token"', "null"]) {
      const res = await lookup(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({
        message: 'The body must be JSON: {"token": "…"}',
      });
    }
    const large = await lookup(JSON.stringify({ token: "x".repeat(1100) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({
      message: "The body is too large (at most 1024 bytes)",
    });
  });
});
