import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { encode } from "../../render/assets";
import { signInAdmin } from "../../testing/admin-client";
import { fixedPages } from "../../testing/fixed-pages";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

const PASSWORD = "correct horse battery";
const page = encode(Buffer.from("<p>page</p>"), "text/html");

describe.each(STORE_KINDS)("admin site status API on %s", (kind) => {
  let t: TestStore;
  const appWith = (env: Record<string, string>) =>
    createApp({
      config: loadConfig({ ADMIN_PASSWORD: PASSWORD, ...env }),
      assets: new Map(),
      pages: fixedPages(async () => page),
      store: t.store,
    });

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    await t.store.db.exec("TRUNCATE admin_sessions, admin_login_failures");
  });

  it("answers 401 without a session, and is not cached", async () => {
    const res = await appWith({}).request("/api/admin/site-status");
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("names SITE_URL's origin, and says notifications are on with a webhook", async () => {
    const app = appWith({
      SITE_URL: "https://counsel.example/",
      HOST: "0.0.0.0",
      NOTIFY_WEBHOOK_URL: "https://hooks.example/new",
    });
    const res = await (
      await signInAdmin(app, PASSWORD)
    )("/site-status", {
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      siteAddress: "https://counsel.example",
      siteAddressFromConfig: true,
      notifications: true,
    });
  });

  it("names the listening address without SITE_URL, and notifications off without a webhook or SMTP", async () => {
    const app = appWith({ HOST: "0.0.0.0", PORT: "8080" });
    const res = await (await signInAdmin(app, PASSWORD))("/site-status");
    expect(await res.json()).toEqual({
      siteAddress: "http://localhost:8080",
      siteAddressFromConfig: false,
      notifications: false,
    });
  });

  it("says notifications are on with e-mail alone", async () => {
    const app = appWith({
      SMTP_URL: "smtp://mail.example:587",
      NOTIFY_EMAIL: "owner@counsel.example",
    });
    const res = await (await signInAdmin(app, PASSWORD))("/site-status");
    expect(await res.json()).toMatchObject({
      siteAddress: "http://127.0.0.1:3000",
      notifications: true,
    });
  });
});
