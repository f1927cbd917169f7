// The address admin sign-ins are throttled by, over real HTTP (the submit
// call's side is in server/routes/submit-testimonial.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogSink } from "../log";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { startTestApp, type TestApp } from "../testing/http-app";

const PASSWORD = "correct horse battery";
/** Wrong passwords one client may send before it must wait. */
const FREE_FAILURES = 5;

describe.each(STORE_KINDS)("sign-in client keys on %s", (kind) => {
  let t: TestStore;
  let direct: TestApp;
  let proxied: TestApp;
  let logged = "";
  let restoreLog: () => void;

  beforeAll(async () => {
    restoreLog = setLogSink((line) => void (logged += line));
    t = await openTestStore(kind);
    direct = await startTestApp(t.store, { ADMIN_PASSWORD: PASSWORD });
    proxied = await startTestApp(t.store, {
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: "1",
    });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await t?.destroy();
    restoreLog();
  });
  beforeEach(async () => {
    logged = "";
    await t.store.db.exec("TRUNCATE admin_sessions, admin_login_failures");
  });

  const login = (app: TestApp, password: string, forwardedFor?: string) =>
    fetch(`${app.url}/api/admin/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: app.url,
        ...(forwardedFor && { "x-forwarded-for": forwardedFor }),
      },
      body: JSON.stringify({ password }),
    });

  it("keys a sign-in by the address the proxy saw, so a new spoofed entry is no new client", async () => {
    for (let i = 0; i < FREE_FAILURES; i++)
      expect(
        (await login(proxied, "wrong password", `10.9.9.${i}, 203.0.113.8`))
          .status,
      ).toBe(401);
    const blocked = await login(proxied, PASSWORD, "1.1.1.1, 203.0.113.8");
    expect(blocked.status).toBe(429);
    expect((await login(proxied, PASSWORD, "203.0.113.9")).status).toBe(200);
  });

  it("keys IPv6 sign-ins by their /64", async () => {
    for (let i = 1; i <= FREE_FAILURES; i++)
      expect(
        (await login(proxied, "wrong password", `2001:db8:7:7::${i}`)).status,
      ).toBe(401);
    expect(
      (await login(proxied, PASSWORD, "2001:db8:7:7:aaaa:bbbb:cccc:dddd"))
        .status,
    ).toBe(429);
    expect((await login(proxied, PASSWORD, "2001:db8:7:8::1")).status).toBe(
      200,
    );
  });

  it("uses the socket's peer without TRUST_PROXY, whatever the header says", async () => {
    expect((await login(direct, "wrong password", "203.0.113.8")).status).toBe(
      401,
    );
    const failure = logged
      .split("\n")
      .find((line) => line.includes("admin sign-in failed"));
    expect(JSON.parse(failure!).clientKey).toBe(
      (await t.store.clientKeys.forAddress("127.0.0.1")).current,
    );
  });
});
