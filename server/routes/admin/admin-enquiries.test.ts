// The admin's enquiry calls through the whole app, on each store: the
// session and CSRF guard, the list, reading one, marking, anonymising and
// deleting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminEnquiry, EnquiryList } from "../../../core/api/enquiries";
import type { createApp } from "../../app";
import { setLogSink } from "../../log";
import { ANONYMISED_NAME } from "../../store/repos/enquiries";
import { TEST_ORIGIN, type AdminCall } from "../../testing/admin-client";
import { SAMPLE_ENQUIRY, validEnquiry } from "../../testing/sample-enquiry";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { signedInApp } from "../../testing/signed-in-app";

const PASSWORD = "correct horse battery";

describe.each(STORE_KINDS)("the admin's enquiries on %s", (kind) => {
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

  /** Stores enquiries from the given names, the first the oldest, a minute apart. */
  const send = async (...names: string[]) => {
    const ids: string[] = [];
    for (const [n, name] of names.entries()) {
      const sent = await t.store.enquiries.submit({
        input: validEnquiry({ name }),
        lang: "en",
        clientKey: null,
        limitPerHour: null,
      });
      if (!sent.ok) throw new Error("refused");
      await t.store.db.query(
        "UPDATE enquiries SET created_at = now() - make_interval(mins => $2) WHERE id = $1",
        [sent.id, names.length - n],
      );
      ids.push(sent.id);
    }
    return ids;
  };
  const json = async <T>(res: Response, status = 200) => {
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as T;
  };
  const list = async () => json<EnquiryList>(await call("/enquiries"));
  const patch = (id: string, body: unknown) =>
    call(`/enquiries/${id}`, { method: "PATCH", body });

  it("refuses every call without a session (401), and changes without the CSRF token or from another origin (403)", async () => {
    const [id] = await send("Rui Costa");
    const calls: [string, string, unknown?][] = [
      ["GET", ""],
      ["GET", `/${id}`],
      ["PATCH", `/${id}`, { read: true }],
      ["DELETE", `/${id}`],
      ["POST", `/${id}/anonymise`],
    ];
    for (const [method, path, body] of calls) {
      const res = await app.request(`/api/admin/enquiries${path}`, {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ error: "Sign in first" });
    }
    const refusals: Record<string, string>[] = [
      { "x-csrf-token": "wrong" },
      { "x-csrf-token": "" },
      { origin: "https://evil.example" },
    ];
    for (const headers of refusals)
      for (const [method, path, body] of calls.slice(2)) {
        const res = await call(`/enquiries${path}`, { method, body, headers });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    expect(await t.store.enquiries.get(id!)).toMatchObject({
      name: "Rui Costa",
      readAt: null,
      anonymisedAt: null,
    });
  });

  it("lists every enquiry newest first with the unread count, and reads one", async () => {
    expect(await list()).toEqual({ enquiries: [], unread: 0 });
    const [older, newer] = await send("Rui Costa", "Ana Lima");
    const listed = await list();
    expect(listed.unread).toBe(2);
    expect(listed.enquiries.map((e) => e.id)).toEqual([newer, older]);
    const one = await json<AdminEnquiry>(await call(`/enquiries/${older}`));
    expect(one).toEqual(listed.enquiries[1]);
    expect(one).toMatchObject({
      name: "Rui Costa",
      email: SAMPLE_ENQUIRY.email,
      company: SAMPLE_ENQUIRY.company,
      otherParties: SAMPLE_ENQUIRY.otherParties,
      message: SAMPLE_ENQUIRY.message,
      lang: "en",
      readAt: null,
      handledAt: null,
      anonymisedAt: null,
    });
    // Reading one through GET changes nothing: marking it read is a PATCH.
    expect((await list()).unread).toBe(2);
  });

  it("marks read and handled, either or both, and back", async () => {
    const [id] = await send("Rui Costa");
    const read = await json<AdminEnquiry>(await patch(id!, { read: true }));
    expect(read.readAt).toEqual(expect.any(String));
    expect(read.handledAt).toBeNull();
    expect((await list()).unread).toBe(0);
    const both = await json<AdminEnquiry>(
      await patch(id!, { read: true, handled: true }),
    );
    expect(both.readAt).toBe(read.readAt);
    expect(both.handledAt).toEqual(expect.any(String));
    const reopened = await json<AdminEnquiry>(
      await patch(id!, { read: false, handled: false }),
    );
    expect(reopened).toMatchObject({ readAt: null, handledAt: null });
    expect((await list()).unread).toBe(1);
  });

  it("refuses a change that is not one with 400 and a message, changing nothing", async () => {
    const [id] = await send("Rui Costa");
    const cases: [unknown, string][] = [
      [{}, "Send read or handled (true or false)"],
      [{ read: "yes" }, "read must be true or false"],
      [{ handled: 1 }, "handled must be true or false"],
      [{ read: null }, "read must be true or false"],
      [
        { read: true, name: "X" },
        "name cannot be changed: only read and handled can",
      ],
      [[true], "The body must be a JSON object with read or handled"],
      ["not json", "The body must be a JSON object with read or handled"],
      ["null", "The body must be a JSON object with read or handled"],
    ];
    for (const [body, error] of cases) {
      const res = await patch(id!, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    expect(await t.store.enquiries.get(id!)).toMatchObject({
      name: "Rui Costa",
      readAt: null,
      handledAt: null,
    });
  });

  it("anonymises: the sender's details go, the message stays", async () => {
    const [id] = await send("Rui Costa");
    const res = await call(`/enquiries/${id}/anonymise`, { method: "POST" });
    const anonymised = await json<AdminEnquiry>(res);
    expect(anonymised).toMatchObject({
      id,
      name: ANONYMISED_NAME,
      email: "",
      company: "",
      otherParties: "",
      message: SAMPLE_ENQUIRY.message,
      anonymisedAt: expect.any(String),
    });
    expect(await json<AdminEnquiry>(await call(`/enquiries/${id}`))).toEqual(
      anonymised,
    );
    expect(logged).toContain(
      `"message":"enquiry anonymised","enquiryId":"${id}"`,
    );
    expect(logged).not.toContain("Rui Costa");
  });

  it("deletes with 204 and no body; then the enquiry is gone", async () => {
    const [id, other] = await send("Rui Costa", "Ana Lima");
    const res = await call(`/enquiries/${id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await call(`/enquiries/${id}`)).status).toBe(404);
    expect((await list()).enquiries.map((e) => e.id)).toEqual([other]);
    expect(logged).toContain(`"message":"enquiry deleted","enquiryId":"${id}"`);
  });

  it("answers 404 for an unknown or malformed id on every call", async () => {
    await send("Rui Costa");
    for (const id of [crypto.randomUUID(), "123", "not-a-uuid", "%00"]) {
      const calls: [string, string, unknown?][] = [
        ["GET", `/${id}`],
        ["PATCH", `/${id}`, { handled: true }],
        ["DELETE", `/${id}`],
        ["POST", `/${id}/anonymise`],
      ];
      for (const [method, path, body] of calls) {
        const res = await call(`/enquiries${path}`, { method, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ error: "No enquiry with this id" });
      }
    }
    expect((await list()).enquiries).toHaveLength(1);
  });
});
