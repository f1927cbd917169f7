import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { CONTACT_SETTINGS_DEFAULTS } from "../../../core/api/enquiries";
import { DEFAULT_LANGUAGE } from "../../../core/site-languages";
import { validateTestimonial } from "../../../core/testimonials/testimonial";
import type * as Password from "../../admin/password";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { setLogSink } from "../../log";
import { adminApi } from "./admin";
import { encode, type Encoded } from "../../render/assets";
import {
  createdInOrder,
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { insertPending } from "../../testing/sample-submission";
import { SAMPLE_ENQUIRY, validEnquiry } from "../../testing/sample-enquiry";

// Counts the password comparisons the sign-in reaches (the real comparison).
const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../admin/password", async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  return {
    passwordMatches: (given: string, expected: string) => {
      compared.count++;
      return real.passwordMatches(given, expected);
    },
  };
});

const PASSWORD = "correct horse battery";
const ORIGIN = "http://localhost";
const KEY = "public-anon-key";

/** A stand-in for the server-rendered page: the approved names, cached until invalidated. */
function fakePages(t: () => TestStore) {
  let cached: Promise<Encoded> | null = null;
  return {
    renders: 0,
    get() {
      cached ??= t()
        .store.testimonials.listApproved({ limit: 50, offset: 0 })
        .then((rows) => {
          this.renders++;
          const names = rows.map((r) => `<li>${r.name}: ${r.comment}</li>`);
          return encode(Buffer.from(`<ul>${names.join("")}</ul>`), "text/html");
        });
      return cached;
    },
    page() {
      return this.get();
    },
    async cv() {
      return { file: await this.get(), fileName: "CV.html" };
    },
    async cvPdf() {
      return (await this.get()).body;
    },
    languages: async () => ({
      defaultLanguage: DEFAULT_LANGUAGE,
      published: [DEFAULT_LANGUAGE],
    }),
    contactSettings: async () => CONTACT_SETTINGS_DEFAULTS,
    invalidate() {
      cached = null;
    },
    renderPreview: () => Promise.reject(new Error("no preview")),
  };
}

let logged = "";
beforeEach(() => {
  logged = "";
  const restore = setLogSink((line) => (logged += line));
  return restore;
});

describe.each(STORE_KINDS)("admin API on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let pages: ReturnType<typeof fakePages>;
  const build = (env: Record<string, string> = {}) =>
    createApp({
      config: loadConfig({ ADMIN_PASSWORD: PASSWORD, ...env }),
      assets: new Map(),
      pages,
      store: t.store,
    });

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    await t.store.db.exec(
      "TRUNCATE admin_sessions, admin_login_failures, notification_outbox",
    );
    pages = fakePages(() => t);
    app = build();
  });

  const insert = async (
    name = "Ana Lima",
    comment = "Clear advice, on time.",
  ) => {
    const valid = validateTestimonial({
      name,
      company: "Acme",
      relationship: "Client",
      comment,
      consent: true,
    });
    if (!valid.ok) throw new Error(valid.message);
    return (await insertPending(t.store.db, valid.value, null)).id;
  };

  const login = async (
    password = PASSWORD,
    headers: Record<string, string> = {},
    target = app,
  ) =>
    target.request("/api/admin/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        ...headers,
      },
      body: JSON.stringify({ password }),
    });

  /** Signs in and returns a caller that sends the cookie, Origin and CSRF token. */
  const signIn = async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    const call = (
      path: string,
      init: {
        method?: string;
        body?: unknown;
        headers?: Record<string, string>;
      } = {},
      target = app,
    ) =>
      target.request(`/api/admin${path}`, {
        method: init.method ?? "GET",
        headers: {
          cookie,
          origin: ORIGIN,
          "x-csrf-token": csrfToken,
          ...(init.body !== undefined && {
            "content-type": "application/json",
          }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    return { call, cookie, csrfToken };
  };

  const publicList = async () => {
    const res = await app.request(
      "/rest/v1/testimonials_public?select=*&order=created_at.desc",
      { headers: { apikey: KEY, authorization: `Bearer ${KEY}` } },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as {
      id: string;
      name: string;
      comment: string;
      company: string;
      relationship: string | null;
    }[];
  };
  const renderedPage = async () => (await app.request("/")).text();
  const statusOf = async (id: string) =>
    (
      await t.store.db.query<{ status: string }>(
        "SELECT status FROM testimonials WHERE id = $1",
        [id],
      )
    )[0]?.status;

  it("says the admin is disabled when ADMIN_PASSWORD is unset, and refuses sign-in", async () => {
    app = createApp({
      config: loadConfig({}),
      assets: new Map(),
      pages,
      store: t.store,
    });
    const session = await app.request("/api/admin/session");
    expect(await session.json()).toEqual({
      enabled: false,
      authenticated: false,
    });
    expect((await login()).status).toBe(403);
  });

  it("signs in with the right password and sets a strict, HTTP-only cookie", async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^admin_session=[\w-]{43}; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    // Only the token's hash is stored.
    const token = /admin_session=([^;]+)/.exec(cookie)![1]!;
    const rows = await t.store.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM admin_sessions",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(token);

    const { call, csrfToken } = await signIn();
    expect(await (await call("/session")).json()).toEqual({
      enabled: true,
      authenticated: true,
      csrfToken,
    });
  });

  it("marks the cookie Secure behind a trusted proxy that saw HTTPS, and over HTTPS", async () => {
    const proxied = build({ TRUST_PROXY: "1" });
    const viaProxy = await login(
      PASSWORD,
      { "x-forwarded-proto": "https", origin: "https://localhost" },
      proxied,
    );
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.get("set-cookie")).toContain("Secure");
    // Without TRUST_PROXY the header is not believed (and the origin then differs).
    const untrusted = await login(PASSWORD, { "x-forwarded-proto": "https" });
    expect(untrusted.headers.get("set-cookie")).not.toContain("Secure");
    const direct = await app.request("https://localhost/api/admin/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://localhost",
      },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(direct.headers.get("set-cookie")).toContain("Secure");
  });

  it("refuses a wrong password with 401, logging the client key but never the password", async () => {
    const res = await login("wrong password!");
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toBeNull();
    const failure = logged
      .split("\n")
      .find((line) => line.includes("admin sign-in failed"));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure!).clientKey).toMatch(/^[\w-]{43}$/);
    expect(logged).not.toContain("wrong password!");
    expect(logged).not.toContain(PASSWORD);
    expect((await login("")).status).toBe(400);
    const notJson = await app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });

  it("slows down one client after 5 wrong passwords, with a growing Retry-After", async () => {
    app = build({ TRUST_PROXY: "1" });
    const from = (ip: string, password = "not the password") =>
      login(password, { "x-forwarded-for": ip });
    for (let i = 0; i < 5; i++)
      expect((await from("203.0.113.7")).status).toBe(401);
    const blocked = await from("203.0.113.7", PASSWORD);
    expect(blocked.status).toBe(429);
    const first = Number(blocked.headers.get("retry-after"));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    // Another client is not affected.
    expect((await from("198.51.100.1", PASSWORD)).status).toBe(200);
    // Once the wait is over, one more failure makes the next wait longer.
    await t.store.db.exec(
      "UPDATE admin_login_failures SET failed_at = failed_at - interval '31 seconds'",
    );
    expect((await from("203.0.113.7")).status).toBe(401);
    const second = await from("203.0.113.7", PASSWORD);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(first);
  });

  it("pauses sign-in for everyone after 50 failures across clients, but not existing sessions", async () => {
    const { call } = await signIn();
    app = build({ TRUST_PROXY: "1" });
    for (let i = 0; i < 50; i++)
      expect(
        (await login("nope nope nope", { "x-forwarded-for": `10.0.${i}.1` }))
          .status,
      ).toBe(401);
    const res = await login(PASSWORD, { "x-forwarded-for": "192.0.2.200" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(logged).toContain('"scope":"global"');
    expect(logged).not.toContain("10.0.1.1");
    expect((await call("/testimonials", {}, app)).status).toBe(200);
  });

  it("lets at most 5 of 40 concurrent wrong passwords from one client reach the comparison", async () => {
    app = build({ TRUST_PROXY: "1" });
    compared.count = 0;
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async () =>
          (
            await login("not the password", {
              "x-forwarded-for": "203.0.113.9",
            })
          ).status,
      ),
    );
    expect(compared.count).toBe(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it("lets at most 50 of 150 concurrent wrong passwords from 150 clients reach the comparison", async () => {
    app = build({ TRUST_PROXY: "1" });
    compared.count = 0;
    const statuses = await Promise.all(
      Array.from(
        { length: 150 },
        async (_, i) =>
          (
            await login("not the password", {
              "x-forwarded-for": `10.1.${i}.1`,
            })
          ).status,
      ),
    );
    expect(compared.count).toBe(50);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);
  });

  it("answers 401 to every admin call without a session, and changes nothing", async () => {
    const id = await insert();
    const sent = await t.store.enquiries.submit({
      input: validEnquiry(),
      lang: "en",
      clientKey: null,
      limitPerHour: null,
    });
    if (!sent.ok) throw new Error("sample enquiry refused");
    const enquiry = sent.id;
    const calls: [string, string, unknown?][] = [
      ["GET", "/testimonials"],
      ["GET", `/testimonials/${id}`],
      ["POST", `/testimonials/${id}/status`, { status: "approved" }],
      [
        "PATCH",
        `/testimonials/${id}`,
        { name: "X", comment: "Changed comment here" },
      ],
      ["POST", `/testimonials/${id}/anonymise`],
      ["DELETE", `/testimonials/${id}`],
      ["GET", "/enquiries"],
      ["GET", `/enquiries/${enquiry}`],
      ["PATCH", `/enquiries/${enquiry}`, { read: true }],
      ["POST", `/enquiries/${enquiry}/anonymise`],
      ["DELETE", `/enquiries/${enquiry}`],
      ["GET", "/contact-settings"],
      ["PUT", "/contact-settings", { ...CONTACT_SETTINGS_DEFAULTS }],
      ["POST", "/logout"],
    ];
    const attempts: [string | undefined, string][] = [
      [undefined, ORIGIN],
      ["admin_session=forged-token", ORIGIN],
      [undefined, "https://evil.example"],
    ];
    for (const [cookie, origin] of attempts)
      for (const [method, path, body] of calls) {
        const res = await app.request(`/api/admin${path}`, {
          method,
          headers: {
            origin,
            "content-type": "application/json",
            ...(cookie && { cookie }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    const [row] = await t.store.db.query<Record<string, unknown>>(
      "SELECT status, name, company, edited_at FROM testimonials WHERE id = $1",
      [id],
    );
    expect(row).toEqual({
      status: "pending",
      name: "Ana Lima",
      company: "Acme",
      edited_at: null,
    });
    expect(await t.store.enquiries.get(enquiry)).toMatchObject({
      name: SAMPLE_ENQUIRY.name,
      readAt: null,
      anonymisedAt: null,
    });
  });

  it("refuses state changes without a same-origin Origin and the session's CSRF token", async () => {
    const id = await insert();
    const { call } = await signIn();
    const approve = (headers: Record<string, string>) =>
      call(`/testimonials/${id}/status`, {
        method: "POST",
        body: { status: "approved" },
        headers,
      });
    expect((await approve({ origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await approve({ origin: "null" })).status).toBe(403);
    expect((await approve({ origin: "" })).status).toBe(403);
    expect((await approve({ "x-csrf-token": "" })).status).toBe(403);
    expect((await approve({ "x-csrf-token": "x".repeat(43) })).status).toBe(
      403,
    );
    // A cross-site login attempt is refused too.
    expect(
      (await login(PASSWORD, { origin: "https://evil.example" })).status,
    ).toBe(403);
    expect(await statusOf(id)).toBe("pending");
    // A Referer of our own origin stands in for a missing Origin.
    expect(
      (await approve({ origin: "", referer: `${ORIGIN}/admin` })).status,
    ).toBe(200);
    expect(await statusOf(id)).toBe("approved");
  });

  it("lists by status with counts, pending oldest first, with the consent record, in pages of 20", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 23; i++)
      ids.push(await insert(`Person ${i}`, `Comment number ${i} here`));
    await createdInOrder(t.store.db, ids);
    await t.store.testimonials.setStatus(ids[22]!, "approved");
    const { call } = await signIn();
    const first = (await (await call("/testimonials")).json()) as {
      items: {
        id: string;
        consentAt: string;
        consentText: string;
        consentVersion: number;
      }[];
      counts: Record<string, number>;
      page: number;
      pageSize: number;
      total: number;
    };
    expect(first.counts).toEqual({ pending: 22, approved: 1, rejected: 0 });
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 22 });
    expect(first.items.map((i) => i.id)).toEqual(ids.slice(0, 20));
    expect(first.items[0]).toMatchObject({
      consentText: "I agree to have this displayed on the site",
      consentVersion: 1,
    });
    expect(first.items[0]!.consentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = (await (await call("/testimonials?page=2")).json()) as {
      items: { id: string }[];
    };
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(20, 22));
    const approved = (await (
      await call("/testimonials?status=approved")
    ).json()) as { items: { id: string }[] };
    expect(approved.items.map((i) => i.id)).toEqual([ids[22]]);
    // Deep link: where one testimonial sits.
    expect(await (await call(`/testimonials/${ids[21]}`)).json()).toEqual({
      status: "pending",
      page: 2,
    });
    expect((await call("/testimonials?status=spam")).status).toBe(400);
    expect((await call("/testimonials?page=0")).status).toBe(400);
    expect((await call("/testimonials/not-a-uuid")).status).toBe(400);
    expect((await call(`/testimonials/${crypto.randomUUID()}`)).status).toBe(
      404,
    );
  });

  it("approve, edit, anonymise, reject, back to pending and delete each show on the public list and page at once", async () => {
    const id = await insert("Ana Lima", "Clear advice, on time.");
    const { call } = await signIn();
    expect((await publicList()).length).toBe(0);
    expect(await renderedPage()).not.toContain("Ana Lima");

    const ok = async (res: Response | Promise<Response>) =>
      expect((await res).status).toBe(200);
    await ok(
      call(`/testimonials/${id}/status`, {
        method: "POST",
        body: { status: "approved" },
      }),
    );
    expect((await publicList()).map((r) => r.name)).toEqual(["Ana Lima"]);
    expect(await renderedPage()).toContain("Ana Lima");

    await ok(
      call(`/testimonials/${id}`, {
        method: "PATCH",
        body: {
          name: "Ana Lima",
          company: "Acme Ltd",
          relationship: "Client",
          comment: "Clear advice, delivered on time.",
        },
      }),
    );
    expect((await publicList())[0]).toMatchObject({
      company: "Acme Ltd",
      comment: "Clear advice, delivered on time.",
    });
    expect(await renderedPage()).toContain("Clear advice, delivered on time.");
    const listed = (await (
      await call("/testimonials?status=approved")
    ).json()) as {
      items: {
        editedAt: string | null;
        original: Record<string, string> | null;
      }[];
    };
    expect(listed.items[0]!.editedAt).not.toBeNull();
    expect(listed.items[0]!.original).toMatchObject({
      company: "Acme",
      comment: "Clear advice, on time.",
    });

    await ok(call(`/testimonials/${id}/anonymise`, { method: "POST" }));
    expect((await publicList())[0]).toMatchObject({
      name: "Anonymous",
      company: "",
      relationship: null,
    });
    expect(await renderedPage()).not.toContain("Ana Lima");
    const [kept] = await t.store.db.query<{
      original_name: string | null;
      original_company: string | null;
    }>(
      "SELECT original_name, original_company FROM testimonials WHERE id = $1",
      [id],
    );
    expect(kept).toEqual({ original_name: "Anonymous", original_company: "" });

    await ok(
      call(`/testimonials/${id}/status`, {
        method: "POST",
        body: { status: "rejected" },
      }),
    );
    expect(await publicList()).toEqual([]);
    expect(await renderedPage()).not.toContain("Anonymous");
    await ok(
      call(`/testimonials/${id}/status`, {
        method: "POST",
        body: { status: "pending" },
      }),
    );
    expect(await statusOf(id)).toBe("pending");
    await ok(
      call(`/testimonials/${id}/status`, {
        method: "POST",
        body: { status: "approved" },
      }),
    );
    expect(await renderedPage()).toContain("Anonymous");

    await ok(call(`/testimonials/${id}`, { method: "DELETE" }));
    expect(await publicList()).toEqual([]);
    expect(await renderedPage()).not.toContain("Anonymous");
    expect(await statusOf(id)).toBeUndefined();
    expect(
      (await call(`/testimonials/${id}`, { method: "DELETE" })).status,
    ).toBe(404);
  });

  it("answers bad ids and bodies with 400 or 404 JSON, never 5xx", async () => {
    const id = await insert();
    const { call, cookie, csrfToken } = await signIn();
    const cases: [string, string, unknown, number][] = [
      ["POST", "/testimonials/nope/status", { status: "approved" }, 400],
      ["POST", `/testimonials/${id}/status`, { status: "published" }, 400],
      ["POST", `/testimonials/${id}/status`, undefined, 400],
      [
        "POST",
        `/testimonials/${crypto.randomUUID()}/status`,
        { status: "approved" },
        404,
      ],
      [
        "PATCH",
        `/testimonials/${id}`,
        { name: "", comment: "long enough text" },
        400,
      ],
      ["PATCH", `/testimonials/${id}`, { name: "A", comment: "short" }, 400],
      [
        "PATCH",
        `/testimonials/${id}`,
        { name: "A", comment: "long enough", relationship: "Boss" },
        400,
      ],
      [
        "PATCH",
        `/testimonials/${id}`,
        { name: "A\u0007", comment: "long enough text" },
        400,
      ],
      ["PATCH", `/testimonials/${id}`, [1, 2], 400],
      [
        "PATCH",
        `/testimonials/${crypto.randomUUID()}`,
        { name: "A", comment: "long enough text" },
        404,
      ],
      ["POST", "/testimonials/123/anonymise", undefined, 400],
      ["DELETE", "/testimonials/123", undefined, 400],
      ["GET", "/nothing-here", undefined, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await call(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(((await res.json()) as { error: string }).error).toEqual(
        expect.any(String),
      );
    }
    const big = await call(`/testimonials/${id}`, {
      method: "PATCH",
      body: { name: "A", comment: "x".repeat(20_000) },
    });
    expect(big.status).toBe(413);
    const notUtf8 = await app.request(`/api/admin/testimonials/${id}`, {
      method: "PATCH",
      headers: {
        cookie,
        origin: ORIGIN,
        "x-csrf-token": csrfToken,
        "content-type": "application/json",
      },
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toEqual({
      error: "The request body must be UTF-8 text",
    });
    expect(await statusOf(id)).toBe("pending");
  });

  it("ends the session after 12 hours idle, keeps it while in use, and on sign-out", async () => {
    const { call, cookie } = await signIn();
    await t.store.db.exec(
      "UPDATE admin_sessions SET last_seen_at = now() - interval '11 hours 59 minutes'",
    );
    expect((await call("/testimonials")).status).toBe(200);
    // That call restarted the idle clock.
    const [seen] = await t.store.db.query<{ idle: number }>(
      "SELECT extract(epoch FROM now() - last_seen_at)::float8 AS idle FROM admin_sessions",
    );
    expect(seen!.idle).toBeLessThan(60);
    await t.store.db.exec(
      "UPDATE admin_sessions SET last_seen_at = now() - interval '12 hours 1 minute'",
    );
    expect((await call("/testimonials")).status).toBe(401);

    const second = await signIn();
    const out = await second.call("/logout", { method: "POST" });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/admin_session=;.*Max-Age=0/);
    expect((await second.call("/testimonials")).status).toBe(401);
    expect(cookie).not.toBe(second.cookie);
  });

  it("keeps sessions in the store: a new app on the same store knows them", async () => {
    const { call } = await signIn();
    const restarted = build();
    expect((await call("/testimonials", {}, restarted)).status).toBe(200);
  });

  it("serves the admin page with no-store and never the built file at /admin.html", async () => {
    const res = await app.request("/admin");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect((await app.request("/admin.html")).status).toBe(404);
  });
});

describe("admin API when the store fails", () => {
  it("answers 503 JSON, not a 500", async () => {
    const failing = () => Promise.reject(new Error("connection lost"));
    const api = adminApi({
      password: PASSWORD,
      trustProxy: false,
      proxyHops: 0,
      sessions: { find: async () => ({ csrfToken: "t" }) } as never,
      throttle: {} as never,
      moderation: { page: failing } as never,
      testimonials: { setStatus: failing, delete: failing },
      clientKey: async (address) => ({ current: address, previous: null }),
      content: {} as never,
      languages: {} as never,
      invitations: {} as never,
      enquiries: {} as never,
      contactSettings: {} as never,
      professionalRules: {} as never,
      advertisingRecord: {} as never,
      insights: failing,
      insightsSettings: {} as never,
      siteStatus: {} as never,
    });
    const res = await api.request("/testimonials", {
      headers: { cookie: "admin_session=x" },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: "The store is unavailable. Try again shortly.",
    });
    expect(logged).toContain('"message":"admin call failed"');
  });
});
