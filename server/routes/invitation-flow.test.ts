// Invitations end to end through the API, on each store: the owner creates
// one, the page looks the token up, the client submits with it, moderation
// shows where it came from, and the public list marks it invited. Also: one
// token, two submissions at once (one app, or two instances); tokens that
// are wrong in any way are no token; and no token ever reaches the logs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IssuedInvitation } from "../../core/api/invitations";
import type { AdminPage } from "../../core/api/moderation";
import type { PublicTestimonial } from "../../core/testimonials/testimonial";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import { encode } from "../render/assets";
import { hashToken } from "../store/repos/invitation-token";
import { createStore, type Store } from "../store/open-store";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { signInAdmin, type AdminCall } from "../testing/admin-client";
import { fixedPages } from "../testing/fixed-pages";
import { SAMPLE_SUBMISSION } from "../testing/sample-submission";

const PASSWORD = "correct horse battery";
const KEY = "public-anon-key";
const API = { apikey: KEY, authorization: `Bearer ${KEY}` };

describe.each(STORE_KINDS)("invitations through the API on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let admin: AdminCall;
  let logged = "";
  const build = (store: Store) =>
    createApp({
      config: loadConfig({
        ADMIN_PASSWORD: PASSWORD,
        SUBMIT_LIMIT_PER_HOUR: "100",
      }),
      assets: new Map(),
      pages: fixedPages(async () => encode(Buffer.from(""), "text/html")),
      store,
    });
  beforeAll(async () => {
    t = await openTestStore(kind);
    app = build(t.store);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    await t.store.db.exec("TRUNCATE admin_sessions, admin_login_failures");
    logged = "";
    const restore = setLogSink((line) => (logged += line));
    admin = await signInAdmin(app, PASSWORD);
    return restore;
  });

  let n = 0;
  /** A valid submission, different each time (so never a duplicate). */
  const submit = (extra: Record<string, unknown>, target = app) =>
    target.request("/functions/v1/submit-testimonial", {
      method: "POST",
      headers: { ...API, "content-type": "application/json" },
      body: JSON.stringify({
        ...SAMPLE_SUBMISSION,
        comment: `${SAMPLE_SUBMISSION.comment} (${++n})`,
        ...extra,
      }),
    });
  const invite = async (name = "Ana Lima") => {
    const res = await admin("/invitations", {
      method: "POST",
      body: { name, note: "Thank you!", lang: "pt" },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as IssuedInvitation;
  };
  const lookup = (token: string) =>
    app.request("/api/invitation", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
  const pending = async () => {
    const res = await admin("/testimonials?status=pending");
    return ((await res.json()) as AdminPage).items;
  };
  const invitedCount = async () =>
    (await pending()).filter((item) => item.invitation !== null).length;

  it("goes from invitation to an approved testimonial marked invited", async () => {
    const { invitation, token } = await invite();
    const found = await lookup(token);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ name: "Ana Lima", lang: "pt" });

    const res = await submit({ name: "Ana Lima", invitation: token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    const [item] = await pending();
    expect(item!.invitation).toEqual({
      id: invitation.id,
      name: "Ana Lima",
      sentAt: invitation.sentAt,
    });
    const listed = await admin("/invitations");
    expect(((await listed.json()) as { items: unknown[] }).items).toMatchObject(
      [{ state: "answered", testimonialId: item!.id }],
    );
    expect((await lookup(token)).status).toBe(404);

    const approve = async (id: string) =>
      (
        await admin(`/testimonials/${id}/status`, {
          method: "POST",
          body: { status: "approved" },
        })
      ).status;
    expect(await approve(item!.id)).toBe(200);
    await submit({ name: "Public Pat" });
    expect(await approve((await pending())[0]!.id)).toBe(200);
    const list = await app.request("/rest/v1/testimonials_public?select=*", {
      headers: API,
    });
    const rows = (await list.json()) as PublicTestimonial[];
    expect(
      Object.fromEntries(rows.map((row) => [row.name, row.invited])),
    ).toEqual({ "Ana Lima": true, "Public Pat": false });
    const picked = await app.request(
      "/rest/v1/testimonials_public?select=name,invited",
      { headers: API },
    );
    expect(Object.keys(((await picked.json()) as object[])[0]!)).toEqual([
      "name",
      "invited",
    ]);

    for (const secret of [token, hashToken(token)])
      expect(logged).not.toContain(secret);
    expect(logged).toContain('"message":"invitation created"');
    expect(logged).toContain('"path":"/api/invitation"');
  });

  it("accepts a second submission with the used token as an ordinary one", async () => {
    const { token } = await invite();
    expect((await submit({ invitation: token })).status).toBe(200);
    expect((await submit({ invitation: token })).status).toBe(200);
    expect(await pending()).toHaveLength(2);
    expect(await invitedCount()).toBe(1);
  });

  it("takes any wrong token, of any type, as none: accepted, not invited, never a 400", async () => {
    const { token, invitation } = await invite();
    await admin(`/invitations/${invitation.id}/revoke`, { method: "POST" });
    const wrong = [
      token,
      "A".repeat(43),
      "short",
      "",
      42,
      null,
      true,
      [token],
      { token },
    ];
    for (const value of wrong) {
      const res = await submit({ invitation: value });
      expect(res.status, JSON.stringify(value)).toBe(200);
    }
    expect(await pending()).toHaveLength(wrong.length);
    expect(await invitedCount()).toBe(0);
    expect(logged).not.toContain(token);
  });

  it("gives two submissions sent at once with one token one invitation", async () => {
    const { token } = await invite();
    const answers = await Promise.all([
      submit({ name: "First", invitation: token }),
      submit({ name: "Second", invitation: token }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await pending()).toHaveLength(2);
    expect(await invitedCount()).toBe(1);
  });

  it.skipIf(kind !== "postgres")(
    "gives two instances sent one token at once one invitation",
    async () => {
      const other = await createStore(await t.reopen!());
      try {
        const second = build(other);
        for (let round = 0; round < 5; round++) {
          const { token } = await invite(`Round ${round}`);
          const answers = await Promise.all([
            submit({ invitation: token }),
            submit({ invitation: token }, second),
          ]);
          expect(answers.map((res) => res.status)).toEqual([200, 200]);
        }
        expect(await pending()).toHaveLength(10);
        expect(await invitedCount()).toBe(5);
      } finally {
        await other.close();
      }
    },
  );
});
