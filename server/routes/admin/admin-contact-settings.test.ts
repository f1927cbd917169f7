// The admin's contact settings through the whole app, on each store: the
// session and CSRF guard, reading, replacing, and a refusal naming the field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CONTACT_SETTINGS_DEFAULTS,
  type ContactSettings,
} from "../../../core/api/enquiries";
import type { createApp } from "../../app";
import { setLogSink } from "../../log";
import { TEST_ORIGIN, type AdminCall } from "../../testing/admin-client";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { signedInApp } from "../../testing/signed-in-app";

const PASSWORD = "correct horse battery";
const CHOSEN: ContactSettings = {
  startConversation: "form",
  showEmail: false,
  showBooking: true,
  notifyWithText: true,
  keepHandledMonths: 6,
  keepUnhandledMonths: 120,
};

describe.each(STORE_KINDS)("the admin's contact settings on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let call: AdminCall;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    const restore = setLogSink(() => {});
    ({ app, call } = await signedInApp(t, PASSWORD));
    return restore;
  });

  const read = async () => {
    const res = await call("/contact-settings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as ContactSettings;
  };
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    call("/contact-settings", { method: "PUT", body, headers });

  it("refuses both calls without a session (401), and a change without the CSRF token or from another origin (403)", async () => {
    for (const method of ["GET", "PUT"]) {
      const res = await app.request("/api/admin/contact-settings", {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "PUT" ? JSON.stringify(CHOSEN) : undefined,
      });
      expect(res.status, method).toBe(401);
    }
    const refusals: Record<string, string>[] = [
      { "x-csrf-token": "wrong" },
      { origin: "https://evil.example" },
    ];
    for (const headers of refusals)
      expect((await put(CHOSEN, headers)).status).toBe(403);
    expect(await read()).toEqual(CONTACT_SETTINGS_DEFAULTS);
  });

  it("answers the defaults, then replaces every setting and answers what it kept", async () => {
    expect(await read()).toEqual(CONTACT_SETTINGS_DEFAULTS);
    const res = await put({ ...CHOSEN, extra: "ignored" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(CHOSEN);
    expect(await read()).toEqual(CHOSEN);
    expect(await t.store.contactSettings.get()).toEqual(CHOSEN);
  });

  it("refuses a wrong or missing field with 400 and one message naming it, keeping the settings", async () => {
    const without = (key: keyof ContactSettings) => {
      const copy: Partial<ContactSettings> = { ...CHOSEN };
      delete copy[key];
      return copy;
    };
    const cases: [unknown, RegExp][] = [
      [{ ...CHOSEN, startConversation: "email" }, /^startConversation /],
      [without("startConversation"), /^startConversation /],
      [{ ...CHOSEN, showEmail: "true" }, /^showEmail must be true or false/],
      [{ ...CHOSEN, showBooking: null }, /^showBooking /],
      [without("notifyWithText"), /^notifyWithText /],
      [{ ...CHOSEN, keepHandledMonths: 0 }, /^keepHandledMonths .*1 to 120/],
      [{ ...CHOSEN, keepHandledMonths: 121 }, /^keepHandledMonths /],
      [{ ...CHOSEN, keepHandledMonths: 12.5 }, /^keepHandledMonths /],
      [{ ...CHOSEN, keepHandledMonths: "12" }, /^keepHandledMonths /],
      [without("keepUnhandledMonths"), /^keepUnhandledMonths /],
      [[CHOSEN], /\S/],
      ["not json", /\S/],
      ["null", /\S/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: string };
      expect(answer.error, JSON.stringify(body)).toMatch(message);
    }
    expect(await read()).toEqual(CONTACT_SETTINGS_DEFAULTS);
  });
});
