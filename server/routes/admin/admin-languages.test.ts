import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { encode } from "../../render/assets";
import { seedContent } from "../../store/repos/content/seed-content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { signInAdmin, type AdminCall } from "../../testing/admin-client";
import { fixedPages } from "../../testing/fixed-pages";

const PASSWORD = "correct horse battery";
const page = encode(Buffer.from("<p>page</p>"), "text/html");

describe.each(STORE_KINDS)("admin languages API on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let call: AdminCall;

  beforeAll(async () => {
    t = await openTestStore(kind);
    app = createApp({
      config: loadConfig({ ADMIN_PASSWORD: PASSWORD }),
      assets: new Map(),
      pages: fixedPages(async () => page),
      store: t.store,
    });
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    await t.store.db.exec("TRUNCATE admin_sessions, admin_login_failures");
    t.store.changed();
    await seedContent(t.store);
    call = await signInAdmin(app, PASSWORD);
  });

  it("says which language is at / and which are published, with their names", async () => {
    const res = await call("/languages");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      defaultLanguage: "en",
      published: ["en", "pt"],
      languages: [
        { lang: "en", name: "English", hasContent: true },
        { lang: "pt", name: "Português", hasContent: true },
      ],
    });
  });

  it("makes Portuguese the default and English unpublished, and the site follows at once", async () => {
    const res = await call("/languages", {
      method: "PUT",
      body: { defaultLanguage: "pt", published: ["pt"] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      defaultLanguage: "pt",
      published: ["pt"],
    });
    expect(await t.store.languages.get()).toEqual({
      defaultLanguage: "pt",
      published: ["pt"],
    });
  });

  it.each([
    ["an unpublished default", { defaultLanguage: "pt", published: ["en"] }],
    ["no body", undefined],
    ["an unknown language", { defaultLanguage: "fr", published: ["fr"] }],
    ["a list that is not one", { defaultLanguage: "en", published: "en" }],
  ])("refuses %s with a 400 and a message", async (_, body) => {
    const res = await call("/languages", { method: "PUT", body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/\w/);
    expect(await t.store.languages.get()).toEqual({
      defaultLanguage: "en",
      published: ["en", "pt"],
    });
  });

  it("is for the signed-in owner only, with the CSRF token", async () => {
    expect((await app.request("/api/admin/languages")).status).toBe(401);
    const forged = await app.request("/api/admin/languages", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ defaultLanguage: "pt", published: ["pt"] }),
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    expect((await t.store.languages.get()).defaultLanguage).toBe("en");
  });
});
