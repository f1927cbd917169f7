// How long the Insights daily totals are kept, through the whole app, on
// each store: the session and CSRF guard, reading, replacing, and a refusal
// naming the field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  INSIGHTS_SETTINGS_DEFAULTS,
  type InsightsSettings,
} from "../../../core/api/insights";
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

describe.each(STORE_KINDS)("the admin's Insights settings on %s", (kind) => {
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
    const res = await call("/insights-settings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as InsightsSettings;
  };
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    call("/insights-settings", { method: "PUT", body, headers });

  it("refuses both calls without a session (401), and a change without the CSRF token or from another origin (403)", async () => {
    for (const method of ["GET", "PUT"]) {
      const res = await app.request("/api/admin/insights-settings", {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "PUT" ? JSON.stringify({ keepMonths: 6 }) : undefined,
      });
      expect(res.status, method).toBe(401);
    }
    const refusals: Record<string, string>[] = [
      { "x-csrf-token": "wrong" },
      { origin: "https://evil.example" },
    ];
    for (const headers of refusals)
      expect((await put({ keepMonths: 6 }, headers)).status).toBe(403);
    expect(await read()).toEqual(INSIGHTS_SETTINGS_DEFAULTS);
  });

  it("answers the default, 25 months, then keeps a new value and answers it", async () => {
    expect(await read()).toEqual({ keepMonths: 25 });
    const res = await put({ keepMonths: 13, extra: "ignored" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ keepMonths: 13 });
    expect(await read()).toEqual({ keepMonths: 13 });
    expect(await t.store.insightsSettings.get()).toEqual({ keepMonths: 13 });
  });

  it("refuses a bad value with 400 and one message naming the field, keeping the setting", async () => {
    const cases: [unknown, RegExp][] = [
      [
        { keepMonths: 0 },
        /^keepMonths must be a whole number of months from 1 to 120$/,
      ],
      [{ keepMonths: 121 }, /^keepMonths /],
      [{ keepMonths: 12.5 }, /^keepMonths /],
      [{ keepMonths: "12" }, /^keepMonths /],
      [{ keepMonths: null }, /^keepMonths /],
      [{}, /^keepMonths /],
      [[{ keepMonths: 12 }], /\S/],
      ["not json", /\S/],
      ["null", /\S/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: string };
      expect(answer.error, JSON.stringify(body)).toMatch(message);
    }
    expect(await read()).toEqual(INSIGHTS_SETTINGS_DEFAULTS);
  });
});
