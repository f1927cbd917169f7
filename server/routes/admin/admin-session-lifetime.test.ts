// How long an admin session lives, on each store: at most 7 days however
// much it is used, never past a change of ADMIN_PASSWORD, and never past
// "Sign out everywhere" (docs/decisions/004-admin-security.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { encode } from "../../render/assets";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { signInAdmin, TEST_ORIGIN } from "../../testing/admin-client";
import { fixedPages } from "../../testing/fixed-pages";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a different passphrase";

type App = ReturnType<typeof createApp>;

describe.each(STORE_KINDS)("admin session lifetime on %s", (kind) => {
  let t: TestStore;
  /** The app as a start with this ADMIN_PASSWORD builds it, on the shared store. */
  const start = (password = PASSWORD): App =>
    createApp({
      config: loadConfig({ ADMIN_PASSWORD: password }),
      assets: new Map(),
      pages: fixedPages(async () => encode(Buffer.from(""), "text/html")),
      store: t.store,
    });

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(() =>
    t.store.db.exec("TRUNCATE admin_sessions, admin_login_failures"),
  );

  const sessionCookie = async (app: App, password: string) => {
    const res = await app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ password }),
    });
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie")!.split(";")[0]!;
  };
  const listStatus = async (app: App, cookie: string) =>
    (await app.request("/api/admin/testimonials", { headers: { cookie } }))
      .status;

  const ageSessions = (age: string) =>
    t.store.db.query(
      "UPDATE admin_sessions SET created_at = now() - $1::interval",
      [age],
    );

  it("ends a session 7 days after sign-in even while it is in use", async () => {
    const call = await signInAdmin(start(), PASSWORD);
    await ageSessions("6 days 23 hours 59 minutes");
    // In use all along: its idle clock is fresh.
    expect((await call("/testimonials")).status).toBe(200);
    await ageSessions("7 days 1 minute");
    expect((await call("/testimonials")).status).toBe(401);
    expect(await (await call("/session")).json()).toEqual({
      enabled: true,
      authenticated: false,
    });
  });

  it("ends every session when the server restarts with another ADMIN_PASSWORD", async () => {
    const before = start();
    const cookie = await sessionCookie(before, PASSWORD);

    const samePassword = start();
    expect(await listStatus(samePassword, cookie)).toBe(200);

    const changed = start(NEW_PASSWORD);
    expect(await listStatus(changed, cookie)).toBe(401);
    // The new password signs in, and that session is the new server's only.
    const fresh = await sessionCookie(changed, NEW_PASSWORD);
    expect(await listStatus(changed, fresh)).toBe(200);
    expect(await listStatus(before, fresh)).toBe(401);
  });

  it("signs out everywhere: every session ends, this one too", async () => {
    const app = start();
    const mine = await signInAdmin(app, PASSWORD);
    const otherBrowser = await signInAdmin(app, PASSWORD);
    expect((await otherBrowser("/testimonials")).status).toBe(200);

    const res = await mine("/logout-everywhere", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enabled: true, authenticated: false });
    expect(res.headers.get("set-cookie")).toMatch(/admin_session=;.*Max-Age=0/);
    expect((await otherBrowser("/testimonials")).status).toBe(401);
    expect((await mine("/testimonials")).status).toBe(401);
    const [left] = await t.store.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM admin_sessions",
    );
    expect(left!.n).toBe(0);
  });

  it("refuses sign out everywhere without the CSRF token or from another site", async () => {
    const app = start();
    const call = await signInAdmin(app, PASSWORD);
    const noToken = await call("/logout-everywhere", {
      method: "POST",
      headers: { "x-csrf-token": "" },
    });
    expect(noToken.status).toBe(403);
    const crossSite = await call("/logout-everywhere", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(
      (
        await app.request("/api/admin/logout-everywhere", {
          method: "POST",
          headers: { origin: TEST_ORIGIN },
        })
      ).status,
    ).toBe(401);
    expect((await call("/testimonials")).status).toBe(200);
  });
});
