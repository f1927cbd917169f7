import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../core/content/profile-schema";
import { openTestStore, type TestStore } from "../../testing/test-stores";
import { signInAdmin, type AdminCall } from "../../testing/admin-client";
import { realSite, requireBuild, type RealSite } from "../../testing/real-site";

requireBuild("server/routes/admin/admin-preview.test.ts");

const BANNER = "Preview: this is not the published page";

describe("the owner's preview of a draft or an earlier revision", () => {
  let t: TestStore;
  let site: RealSite;
  let call: AdminCall;
  let cookie: string;
  let published: Profile;

  beforeAll(async () => {
    t = await openTestStore("pglite");
    site = await realSite(t.store);
    call = await signInAdmin(site.app, "correct horse battery");
    const login = await site.app.request("/api/admin/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
      },
      body: JSON.stringify({ password: "correct horse battery" }),
    });
    cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    published = (await t.store.content.published("en")).profile;
  });
  afterAll(() => t?.destroy());

  const preview = (query = "", headers: Record<string, string> = { cookie }) =>
    site.app.request(`/admin/preview/en${query}`, { headers });

  it("is refused without a session, with a page that says where to sign in", async () => {
    const res = await preview("", {});
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('<a href="/admin">Sign in');
  });

  it("shows the draft, marked and not cached, while the public page keeps the published content", async () => {
    await call("/content/en/draft", {
      method: "PUT",
      body: { document: { ...published, name: "Draft Name" } },
    });
    const res = await preview();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await res.text();
    expect(html).toContain(BANNER);
    expect(html).toContain("Draft Name");
    expect(await (await site.app.request("/")).text()).not.toContain(
      "Draft Name",
    );
  });

  it("lists the problems of a draft that cannot be rendered", async () => {
    await call("/content/en/draft", {
      method: "PUT",
      body: { document: { ...published, email: "nope" } },
    });
    const res = await preview();
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(
      "<code>email</code>: must be an e-mail address",
    );
  });

  it("shows an earlier revision by id, and the published content without a draft", async () => {
    await call("/content/en/draft", { method: "DELETE" });
    await call("/content/en/publish", {
      method: "POST",
      body: { document: { ...published, name: "Second Name" } },
    });
    const [, first] = await t.store.content.revisions("en");
    const old = await (await preview(`?revision=${first!.id}`)).text();
    expect(old).toContain(published.name);
    expect(old).toContain(BANNER);
    expect(await (await preview()).text()).toContain("Second Name");
    expect((await preview("?revision=99999")).status).toBe(404);
    expect((await preview("?revision=x")).status).toBe(400);
    expect(
      (await site.app.request("/admin/preview/xx", { headers: { cookie } }))
        .status,
    ).toBe(404);
  });
});
