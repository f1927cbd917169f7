import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  assertValidProfile,
  type Profile,
} from "../../../core/content/profile-schema";
import { seedProfile } from "../../../content/profile";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { encode } from "../../render/assets";
import { seedContent } from "../../store/repos/content/seed-content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import {
  signInAdmin,
  TEST_ORIGIN,
  type AdminCall,
} from "../../testing/admin-client";
import { fixedPages } from "../../testing/fixed-pages";

const PASSWORD = "correct horse battery";
const seed = assertValidProfile(seedProfile);
const page = encode(Buffer.from("<p>page</p>"), "text/html");

describe.each(STORE_KINDS)("admin content API on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let call: AdminCall;
  let invalidations = 0;

  beforeAll(async () => {
    t = await openTestStore(kind);
    app = createApp({
      config: loadConfig({ ADMIN_PASSWORD: PASSWORD }),
      assets: new Map(),
      pages: fixedPages(async () => page, {
        invalidate: () => void invalidations++,
      }),
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
    invalidations = 0;
  });

  const publish = (document: unknown, note?: string) =>
    call("/content/en/publish", {
      method: "POST",
      body: { document, note },
    });

  const issuePaths = async (res: Response) =>
    ((await res.json()) as { issues: { path: string }[] }).issues.map(
      (issue) => issue.path,
    );

  /** A live revision as an older, looser rule let it be written: put in the store directly. */
  const storeOldRevision = async (document: object) => {
    const [row] = await t.store.db.query<{ id: number }>(
      `INSERT INTO content_revisions (lang, number, document)
       SELECT 'en', max(number) + 1, $1 FROM content_revisions WHERE lang = 'en'
       RETURNING id::int AS id`,
      [JSON.stringify(document)],
    );
    await t.store.db.query(
      "UPDATE content_live SET revision_id = $1 WHERE lang = 'en'",
      [row!.id],
    );
    t.store.changed();
    return row!.id;
  };

  it("gives the live content and the draft", async () => {
    const res = await call("/content/en");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      published: { revision: { number: number }; profile: Profile };
      draft: null;
    };
    expect(body.published.revision.number).toBe(1);
    expect(body.published.profile.name).toBe(seed.name);
    expect(body.draft).toBeNull();
  });

  it("autosaves a draft, incomplete or not, and discards it", async () => {
    const saved = await call("/content/en/draft", {
      method: "PUT",
      body: { document: { ...seed, name: "" } },
    });
    expect(saved.status).toBe(200);
    const got = (await (await call("/content/en")).json()) as {
      draft: { document: { name: string } };
    };
    expect(got.draft.document.name).toBe("");
    expect((await call("/content/en/draft", { method: "DELETE" })).status).toBe(
      200,
    );
    const after = (await (await call("/content/en")).json()) as {
      draft: null;
    };
    expect(after.draft).toBeNull();
  });

  it("refuses a draft that is not an object, or one over 256 KiB", async () => {
    const notObject = await call("/content/en/draft", {
      method: "PUT",
      body: { document: [1, 2] },
    });
    expect(notObject.status).toBe(400);
    const big = await call("/content/en/draft", {
      method: "PUT",
      body: { document: { about: ["x".repeat(257 * 1024)] } },
    });
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({
      error: "The draft is larger than 256 KiB",
    });
    const huge = await call("/content/en/draft", {
      method: "PUT",
      body: { document: { about: ["x".repeat(300 * 1024)] } },
    });
    expect(huge.status).toBe(413);
  });

  it("publishes valid content: the page's caches drop and the revision is live", async () => {
    const res = await publish({ ...seed, name: "Ana Lima" }, "New name");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      revision: { number: 2, live: true, note: "New name" },
    });
    expect(invalidations).toBeGreaterThan(0);
    expect((await t.store.content.published("en")).profile.name).toBe(
      "Ana Lima",
    );
  });

  it.each([
    ["name", { name: "  " }, "name", "is required"],
    [
      "a bad link",
      { linkedinUrl: "javascript:alert(1)" },
      "linkedinUrl",
      "must be a link",
    ],
    [
      "a link without scheme",
      { bookingUrl: "cal.example.com" },
      "bookingUrl",
      "must be a link",
    ],
    ["an e-mail", { email: "nope" }, "email", "must be an e-mail address"],
    [
      "too many core areas",
      { coreAreas: Array(13).fill(seed.coreAreas[0]) },
      "coreAreas",
      "at most 12",
    ],
    ["no core area", { coreAreas: [] }, "coreAreas", "at least one"],
    [
      "too many industries",
      { industries: Array(21).fill(seed.industries[0]) },
      "industries",
      "at most 20",
    ],
    [
      "too many experience entries",
      { experience: Array(11).fill(seed.experience[0]) },
      "experience",
      "at most 10",
    ],
    [
      "an unknown icon",
      { coreAreas: [{ ...seed.coreAreas[0], icon: "Skull" }] },
      "coreAreas.0.icon",
      "offered icons",
    ],
    [
      "an unknown language level",
      { languages: [{ name: "French", level: "expert", note: "" }] },
      "languages.0.level",
      "levels",
    ],
    [
      "a year that is not a number",
      { education: [{ ...seed.education[0], year: "2020" }] },
      "education.0.year",
      "must be a year",
    ],
    [
      "a control character",
      { title: "Counsel\u0007" },
      "title",
      "control characters",
    ],
    ["a bad accent colour", { accentColor: "blue" }, "accentColor", "HSL"],
  ])(
    "refuses %s with 400 naming the field",
    async (_, change, path, message) => {
      const res = await publish({ ...seed, ...change });
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: string;
        issues: { path: string; message: string }[];
      };
      expect(body.error).toBe("Invalid content");
      expect(body.issues).toContainEqual({
        path,
        message: expect.stringContaining(message),
      });
      expect((await t.store.content.published("en")).revision.number).toBe(1);
    },
  );

  it("refuses to publish a language with an empty required text, naming the field", async () => {
    const res = await call("/content/pt/publish", {
      method: "POST",
      body: { document: { ...seed, subtitle: " ", about: [] } },
    });
    expect(res.status).toBe(400);
    const { issues } = (await res.json()) as { issues: { path: string }[] };
    expect(issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(["subtitle", "about"]),
    );
    expect((await t.store.content.published("pt")).revision.number).toBe(1);
  });

  it("refuses a missing document and a note that is not text", async () => {
    expect((await publish(undefined)).status).toBe(400);
    const res = await call("/content/en/publish", {
      method: "POST",
      body: { document: seed, note: 42 },
    });
    expect(res.status).toBe(400);
  });

  it("refuses a CR in a text, and a quote or line break in the CV's file name, on publish and in the draft, naming the field", async () => {
    for (const [change, path] of [
      [{ subtitle: "One\r\nTwo" }, "subtitle"],
      [{ name: "Ana\rLima" }, "name"],
      [{ cvFileName: 'Ana"Lima.html' }, "cvFileName"],
      [{ cvFileName: "Ana\rLima.html" }, "cvFileName"],
      [{ cvFileName: "Ana\nLima.html" }, "cvFileName"],
    ] as const) {
      const document = { ...seed, ...change };
      const published = await publish(document);
      expect(published.status, path).toBe(400);
      expect(await issuePaths(published)).toEqual([path]);
      const drafted = await call("/content/en/draft", {
        method: "PUT",
        body: { document },
      });
      expect(drafted.status, path).toBe(400);
      const { error } = (await drafted.clone().json()) as { error: string };
      expect(error).toContain(path);
      expect(await issuePaths(drafted)).toEqual([path]);
    }
    expect(await t.store.content.draft("en")).toBeNull();
    expect((await t.store.content.published("en")).revision.number).toBe(1);
  });

  it("answers 400, not 503, to a note or a draft the store could not hold", async () => {
    const note = await publish(seed, "a\u0000b");
    expect(note.status).toBe(400);
    const draft = await call("/content/en/draft", {
      method: "PUT",
      body: { document: { ...seed, extra: { "key\uD800": "x" } } },
    });
    expect(draft.status).toBe(400);
    expect(await draft.json()).toMatchObject({
      error: expect.stringMatching(/lone surrogate/),
    });
  });

  it("loads, exports and restores a live revision written under an older, looser rule, cleaned", async () => {
    const old = await storeOldRevision({
      ...seed,
      subtitle: "One\r\nTwo\u202E",
      cvFileName: 'Ana "x"\r\nLima.html',
    });
    const exported = await call("/content/en/export");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe(
      `attachment; filename="Ana _x_Lima_content_en.json"; filename*=UTF-8''Ana%20_x_Lima_content_en.json`,
    );
    const cleaned = {
      subtitle: "One\nTwo",
      cvFileName: "Ana _x_Lima.html",
    };
    expect(await exported.json()).toMatchObject(cleaned);
    const read = await call(`/content/revisions/${old}`);
    expect(((await read.json()) as { profile: Profile }).profile).toMatchObject(
      cleaned,
    );
    const restored = await call(`/content/revisions/${old}/restore`, {
      method: "POST",
    });
    expect(restored.status).toBe(200);
    expect((await t.store.content.published("en")).profile).toMatchObject(
      cleaned,
    );
  });

  it("lists the shared identity's history, and imports another language's file without its identity", async () => {
    await publish({ ...seed, name: "Ana Lima" });
    const history = (await (
      await call("/content/identity/revisions")
    ).json()) as { revisions: { number: number; live: boolean }[] };
    expect(history.revisions.map((r) => [r.number, r.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    // A Portuguese file written when each language had its own identity.
    const imported = await call("/content/pt/import", {
      method: "POST",
      body: {
        document: { ...seed, name: "Outra Pessoa", title: "Advogada" },
      },
    });
    expect(imported.status).toBe(200);
    const pt = (await (await call("/content/pt")).json()) as {
      draft: { document: Profile };
    };
    expect(pt.draft.document).toMatchObject({
      name: "Ana Lima",
      title: "Advogada",
    });
    // The default language's file sets it; one written before bar
    // admissions has none.
    const beforeAdmissions: Partial<Profile> = { ...seed };
    delete beforeAdmissions.admissions;
    await call("/content/en/import", {
      method: "POST",
      body: { document: { ...beforeAdmissions, name: "Nova Pessoa" } },
    });
    const en = (await (await call("/content/en")).json()) as {
      draft: { document: Profile };
    };
    expect(en.draft.document.name).toBe("Nova Pessoa");
    expect(en.draft.document.admissions).toEqual([]);
  });

  it("saves a version without publishing, lists revisions and restores one", async () => {
    const kept = await call("/content/en/versions", {
      method: "POST",
      body: { document: { ...seed, title: "Kept" }, note: "later" },
    });
    expect(kept.status).toBe(201);
    await publish({ ...seed, title: "Live" });
    const { revisions } = (await (
      await call("/content/en/revisions")
    ).json()) as { revisions: { id: number; number: number; live: boolean }[] };
    expect(revisions.map((r) => [r.number, r.live])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const one = await call(`/content/revisions/${revisions[1]!.id}`);
    expect(((await one.json()) as { profile: Profile }).profile.title).toBe(
      "Kept",
    );
    const restored = await call(
      `/content/revisions/${revisions[2]!.id}/restore`,
      { method: "POST" },
    );
    expect(await restored.json()).toMatchObject({
      revision: { number: 4, live: true },
    });
    expect((await t.store.content.published("en")).profile.title).toBe(
      seed.title,
    );
    expect(
      (await call("/content/revisions/99999/restore", { method: "POST" }))
        .status,
    ).toBe(404);
    expect((await call("/content/revisions/abc")).status).toBe(400);
  });

  it("exports the live content and imports it back as the draft", async () => {
    await publish({ ...seed, name: "Ana Lima" });
    const exported = await call("/content/en/export");
    expect(exported.headers.get("content-disposition")).toBe(
      `attachment; filename="Ana_Lima_content_en.json"; filename*=UTF-8''Ana_Lima_content_en.json`,
    );
    const document = await exported.json();
    expect(document).toEqual((await t.store.content.published("en")).profile);
    const imported = await call("/content/en/import", {
      method: "POST",
      body: { document },
    });
    expect(imported.status).toBe(200);
    expect((await t.store.content.draft("en"))?.document).toEqual(document);
    const bad = await call("/content/en/import", {
      method: "POST",
      body: { document: { name: "x" } },
    });
    expect(bad.status).toBe(400);
  });

  it("answers 404 for a language the site does not have", async () => {
    expect((await call("/content/xx")).status).toBe(404);
    expect(
      (await publish(seed).then(() => call("/content/xx/revisions"))).status,
    ).toBe(404);
  });

  it("needs a session (401) and, for changes, the CSRF token (403)", async () => {
    const anonymous = await app.request("/api/admin/content/en");
    expect(anonymous.status).toBe(401);
    const noSession = await app.request("/api/admin/content/en/publish", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ document: seed }),
    });
    expect(noSession.status).toBe(401);
    const noToken = await call("/content/en/publish", {
      method: "POST",
      body: { document: seed },
      headers: { "x-csrf-token": "" },
    });
    expect(noToken.status).toBe(403);
    for (const [path, method] of [
      ["/content/en/draft", "PUT"],
      ["/content/en/draft", "DELETE"],
      ["/content/en/versions", "POST"],
      ["/content/en/import", "POST"],
      ["/content/revisions/1/restore", "POST"],
    ])
      expect(
        (
          await call(path!, {
            method,
            body: { document: seed },
            headers: { "x-csrf-token": "wrong" },
          })
        ).status,
      ).toBe(403);
    expect((await t.store.content.revisions("en")).length).toBe(1);
  });
});
