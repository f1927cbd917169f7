import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cvFileName,
  cvPdfFileName,
} from "../../../core/content/profile-derived";
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

  it("gives the draft's PDF CV to the signed-in owner only, shown rather than saved", async () => {
    await call("/content/en/draft", {
      method: "PUT",
      body: { document: { ...published, name: "Draft Pdf Name" } },
    });
    const refused = await preview("/cv.pdf", {});
    expect(refused.status).toBe(401);
    const res = await preview("/cv.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Draft_Pdf_Name_CV.pdf"; filename*=UTF-8''Draft_Pdf_Name_CV.pdf`,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The public CV is still the published one.
    const live = await site.app.request(
      `/cv/${cvFileName(published, "en").replace(/\.html$/, ".pdf")}`,
    );
    expect(live.status).toBe(200);
    expect(live.headers.get("content-disposition")).toContain(
      cvPdfFileName(published, "en"),
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
      body: {
        document: { ...published, name: "Second Name", title: "Second Title" },
      },
    });
    const [, first] = await t.store.content.revisions("en");
    const old = await (await preview(`?revision=${first!.id}`)).text();
    // A language's revision: its texts, with the identity as it is now.
    expect(old).toContain(published.title);
    expect(old).toContain("Second Name");
    expect(old).toContain(BANNER);
    // The identity's: the old name, with the language's texts as they are now.
    const [, seeded] = await t.store.content.revisions("identity");
    const identity = await (await preview(`?revision=${seeded!.id}`)).text();
    expect(identity).toContain(published.name);
    expect(identity).toContain("Second Title");
    expect(await (await preview()).text()).toContain("Second Name");
    expect((await preview("?revision=99999")).status).toBe(404);
    expect((await preview("?revision=x")).status).toBe(400);
    expect(
      (await site.app.request("/admin/preview/xx", { headers: { cookie } }))
        .status,
    ).toBe(404);
  });
});
