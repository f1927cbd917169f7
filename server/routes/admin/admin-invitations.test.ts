// The admin's invitation calls through the whole app, on each store: the
// session and CSRF guard, create, list, revoke and re-send.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  AdminInvitation,
  IssuedInvitation,
} from "../../../core/api/invitations";
import { validateTestimonial } from "../../../core/testimonials/testimonial";
import type { createApp } from "../../app";
import { setLogSink } from "../../log";
import { writeSubmissions } from "../../store/repos/submissions";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { TEST_ORIGIN, type AdminCall } from "../../testing/admin-client";
import {
  SAMPLE_SUBMISSION,
  validSubmission,
} from "../../testing/sample-submission";
import { signedInApp } from "../../testing/signed-in-app";

const PASSWORD = "correct horse battery";
const BODY = {
  name: "Ana Lima",
  company: "Acme",
  relationship: "Client",
  note: "It was a pleasure working with you.",
  expiresInDays: 14,
};

describe.each(STORE_KINDS)("the admin's invitations on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let call: AdminCall;
  let logged = "";
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    logged = "";
    const restore = setLogSink((line) => (logged += line));
    ({ app, call } = await signedInApp(t, PASSWORD));
    return restore;
  });

  const create = async (body: object = BODY) => {
    const res = await call("/invitations", { method: "POST", body });
    expect(res.status).toBe(201);
    return (await res.json()) as IssuedInvitation;
  };
  const list = async () => {
    const res = await call("/invitations");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return ((await res.json()) as { items: AdminInvitation[] }).items;
  };

  it("refuses every call without a session (401), and changes without the CSRF token or from another origin (403)", async () => {
    const anonymous = (path: string, method = "GET") =>
      app.request(`/api/admin/invitations${path}`, {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "POST" ? JSON.stringify(BODY) : undefined,
      });
    const { invitation } = await create();
    for (const [path, method] of [
      ["", "GET"],
      ["", "POST"],
      [`/${invitation.id}/revoke`, "POST"],
      [`/${invitation.id}/reissue`, "POST"],
    ] as const)
      expect((await anonymous(path, method)).status, `${method} ${path}`).toBe(
        401,
      );
    const refused: Record<string, string>[] = [
      { "x-csrf-token": "wrong" },
      { origin: "https://evil.example" },
    ];
    for (const headers of refused)
      for (const path of ["", `/${invitation.id}/revoke`]) {
        const res = await call(`/invitations${path}`, {
          method: "POST",
          body: BODY,
          headers,
        });
        expect(res.status).toBe(403);
      }
    expect(await list()).toMatchObject([
      { id: invitation.id, state: "waiting" },
    ]);
  });

  it("creates an invitation (201, the token once) in the site's default language, and lists it newest first", async () => {
    const issued = await create();
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.invitation).toMatchObject({
      name: "Ana Lima",
      company: "Acme",
      relationship: "Client",
      note: BODY.note,
      lang: "en",
      state: "waiting",
    });
    await t.store.db.query("UPDATE site_languages SET default_language = 'pt'");
    // As the change feed announces a change made elsewhere.
    t.store.changed();
    const second = await create({ name: "Rui Costa" });
    expect(second.invitation).toMatchObject({
      name: "Rui Costa",
      company: "",
      relationship: null,
      note: "",
      lang: "pt",
    });
    const items = await list();
    expect(items.map((i) => i.name)).toEqual(["Rui Costa", "Ana Lima"]);
    expect(JSON.stringify(items)).not.toContain(issued.token);
    expect(logged).toContain(
      `"message":"invitation created","invitationId":"${issued.invitation.id}"`,
    );
    expect(logged).not.toContain(issued.token);
    expect(items[1]).toEqual(issued.invitation);
  });

  it("answers 400 with the field's message to bad input", async () => {
    for (const [body, message] of [
      [{ ...BODY, name: "  " }, /name is required/],
      [{ ...BODY, note: "x".repeat(501) }, /note must be at most 500/],
      [{ ...BODY, relationship: "Friend" }, /relationship must be one of/],
      [{ ...BODY, lang: "fr" }, /lang must be one of/],
      [{ ...BODY, expiresInDays: 0 }, /expiresInDays must be a whole number/],
      [{ ...BODY, expiresInDays: 181 }, /expiresInDays/],
      [[BODY], /JSON object/],
      ["{not json", /JSON object/],
    ] as const) {
      const res = await call("/invitations", { method: "POST", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect(await list()).toEqual([]);
  });

  it("refuses at creation a name or company that a submission through the link would refuse", async () => {
    for (const [field, value] of [
      ["name", "Ana\u202ELima"],
      ["name", "Ana\u2066Lima\u2069"],
      ["name", "\u200B"],
      ["name", "Ana\nLima"],
      ["name", "Ana\uD800"],
      ["company", "Acme\u202D"],
      ["company", "Acme\tInc"],
    ] as const) {
      const label = `${field} ${JSON.stringify(value)}`;
      const submitted = validateTestimonial({
        ...SAMPLE_SUBMISSION,
        [field]: value,
      });
      expect(submitted.ok, label).toBe(false);
      const res = await call("/invitations", {
        method: "POST",
        body: { ...BODY, [field]: value },
      });
      expect(res.status, label).toBe(400);
      expect(((await res.json()) as { error: string }).error, label).toMatch(
        new RegExp(`^${field} `),
      );
    }
    expect(await list()).toEqual([]);
  });

  it("revokes (200 with the invitation) and re-sends (200 with a new token); 404 for an unknown id", async () => {
    const { invitation, token } = await create();
    const revoked = await call(`/invitations/${invitation.id}/revoke`, {
      method: "POST",
    });
    expect(revoked.status).toBe(200);
    const { invitation: after } = (await revoked.json()) as {
      invitation: AdminInvitation;
    };
    expect(after).toMatchObject({ id: invitation.id, state: "revoked" });
    expect(after.revokedAt).not.toBeNull();

    const reissued = await call(`/invitations/${invitation.id}/reissue`, {
      method: "POST",
    });
    expect(reissued.status).toBe(200);
    const again = (await reissued.json()) as IssuedInvitation;
    expect(again.token).not.toBe(token);
    expect(again.invitation).toMatchObject({
      id: invitation.id,
      state: "waiting",
      revokedAt: null,
    });
    expect(await t.store.invitations.lookup(token)).toBeNull();
    expect(await t.store.invitations.lookup(again.token)).not.toBeNull();

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"])
      for (const action of ["revoke", "reissue"]) {
        const res = await call(`/invitations/${id}/${action}`, {
          method: "POST",
        });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: "No invitation with this id",
        });
      }
  });

  it("answers 409 to revoking or re-sending an answered invitation", async () => {
    const { invitation, token } = await create();
    await writeSubmissions(t.store.db, [
      {
        input: validSubmission(),
        clientKey: null,
        limitPerHour: null,
        invitationToken: token,
      },
    ]);
    for (const action of ["revoke", "reissue"]) {
      const res = await call(`/invitations/${invitation.id}/${action}`, {
        method: "POST",
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: "This invitation was already answered",
      });
    }
    expect(await list()).toMatchObject([{ state: "answered" }]);
  });
});
