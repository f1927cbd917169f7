// The Supabase path, against a real PostgreSQL (runs when
// TEST_DATABASE_URL is set): the migration in supabase/migrations/ applied
// to a fresh database with Supabase's roles, row-level security proved as
// anon and authenticated, and the edge function's handler run under Node
// with its answers compared to our server's. The daily client-key secrets are
// walked across a UTC midnight through submit_testimonial()'s clock (p_now).
import { readdir, readFile } from "node:fs/promises";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  defaultLanguageSetting,
  handleSubmit,
  toResult,
  type SubmitDeps,
  type SubmitRow,
} from "./functions/submit-testimonial/handler";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../server/testing/fresh-database";
import { startTestApp, type TestApp } from "../server/testing/http-app";
import { openTestStore, type TestStore } from "../server/testing/test-stores";
import {
  contentType,
  rawBody,
  submissionObject,
} from "../server/fuzz/arbitraries";

const URL = process.env.TEST_DATABASE_URL;
const KEY = "test-key";
const LIMIT = 2;
const PATH = "/functions/v1/submit-testimonial";

/** Supabase's roles; cluster-wide, so created only when missing and left in place. */
const CREATE_ROLES = `DO $$
DECLARE r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['anon', 'authenticated', 'service_role'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN', r);
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END;
    END IF;
  END LOOP;
END $$`;

async function supabaseMigration() {
  const dir = new globalThis.URL("./migrations/", import.meta.url);
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  return Promise.all(
    files.map((f) => readFile(new globalThis.URL(f, dir), "utf8")),
  );
}

const GOOD = {
  name: "Edge Ella",
  company: "Acme",
  relationship: "Client",
  comment: "Same answers on the edge.",
  consent: true,
};

describe.skipIf(!URL)("the Supabase path", () => {
  let database: FreshDatabase;
  let owner: pg.Client;
  let service: pg.Client;
  let ours: TestStore;
  let app: TestApp;
  let deps: SubmitDeps;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: URL });
    await admin.connect();
    await admin.query(CREATE_ROLES).finally(() => admin.end());
    database = await createFreshDatabase("supa");
    owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    // What a Supabase project has before our migration.
    await owner.query(
      `GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
       CREATE SCHEMA extensions;
       GRANT USAGE ON SCHEMA extensions TO anon, authenticated, service_role`,
    );
    for (const sql of await supabaseMigration()) await owner.query(sql);

    service = new pg.Client({ connectionString: database.url });
    await service.connect();
    await service.query("SET ROLE service_role");
    deps = {
      publicApiKey: KEY,
      limitPerHour: LIMIT,
      defaultLanguage: "en",
      submit: (row) => storeSubmit(row),
    };
    ours = await openTestStore("postgres");
    app = await startTestApp(ours.store, {
      PUBLIC_API_KEY: KEY,
      SUBMIT_LIMIT_PER_HOUR: String(LIMIT),
      TRUST_PROXY: "1",
    });
  });

  afterAll(async () => {
    await app?.close();
    await ours?.destroy();
    await service?.end().catch(() => {});
    await owner?.end().catch(() => {});
    await database?.drop();
  });

  /**
   * submit_testimonial() as service_role, as the edge function calls it;
   * `now` (ISO) is the function's clock, the database's when left out.
   */
  async function storeSubmit(row: SubmitRow, now?: string) {
    // By name, as PostgREST's RPC endpoint passes them.
    const args: Record<string, unknown> = {
      p_name: row.name,
      p_company: row.company,
      p_relationship: row.relationship,
      p_comment: row.comment,
      p_consent_text: row.consentText,
      p_consent_version: row.consentVersion,
      p_client_address: row.clientAddress,
      p_limit_per_hour: row.limitPerHour,
      p_lang: row.lang,
    };
    if (now) args.p_now = now;
    const named = Object.keys(args)
      .map((name, i) => `${name} => $${i + 1}`)
      .join(", ");
    const { rows } = await service.query(
      `SELECT * FROM submit_testimonial(${named})`,
      Object.values(args),
    );
    return toResult(rows[0]);
  }

  /** Runs `sql` as `role` in a transaction that is rolled back; the error code or the rows. */
  async function as(role: string, sql: string) {
    await owner.query("BEGIN");
    try {
      await owner.query(`SET LOCAL ROLE ${role}`);
      return { rows: (await owner.query(sql)).rows as unknown[] };
    } catch (error) {
      return { code: (error as { code?: string }).code };
    } finally {
      await owner.query("ROLLBACK");
    }
  }

  it("lets anon and authenticated read approved rows through testimonials_public, and nothing else", async () => {
    await owner.query(
      `INSERT INTO testimonials (name, comment, consent_text, consent_version, status)
       VALUES ('Public Pat', 'Approved and visible.', 'x', 1, 'approved'),
              ('Hidden Hal', 'Pending and invisible.', 'x', 1, 'pending')`,
    );
    for (const role of ["anon", "authenticated"]) {
      const view = await as(role, "SELECT * FROM testimonials_public");
      expect(view.rows).toHaveLength(1);
      expect(view.rows![0]).toMatchObject({ name: "Public Pat" });
      expect(Object.keys(view.rows![0] as object).sort()).toEqual([
        "comment",
        "company",
        "created_at",
        "id",
        "invited",
        "lang",
        "name",
        "relationship",
      ]);
      expect(view.rows![0]).toMatchObject({ invited: false });
      const denied = "42501"; // insufficient_privilege
      for (const sql of [
        "SELECT * FROM testimonials",
        "SELECT * FROM rate_limit_hits",
        "INSERT INTO testimonials (name, comment, consent_text, consent_version, status) VALUES ('Bot', 'Straight into the table.', 'x', 1, 'approved')",
        "INSERT INTO testimonials_public (name, comment) VALUES ('Bot', 'Through the view instead.')",
        "UPDATE testimonials SET status = 'approved'",
        "UPDATE testimonials_public SET name = 'Defaced'",
        "DELETE FROM testimonials",
        "DELETE FROM testimonials_public",
        "SELECT * FROM submit_testimonial('B', '', NULL, 'Via the function.', 'x', 1, 'k', 5)",
      ])
        expect(await as(role, sql), `${role}: ${sql}`).toEqual({
          code: denied,
        });
    }
    await owner.query("DELETE FROM testimonials");
  });

  it("shows no row even to a role mistakenly granted the table: row-level security has no policy", async () => {
    await owner.query(
      "INSERT INTO testimonials (name, comment, consent_text, consent_version, status) VALUES ('Secret Sam', 'Not for direct reading.', 'x', 1, 'approved')",
    );
    await owner.query("BEGIN");
    try {
      await owner.query("GRANT SELECT ON testimonials TO authenticated");
      await owner.query("SET LOCAL ROLE authenticated");
      expect((await owner.query("SELECT * FROM testimonials")).rows).toEqual(
        [],
      );
    } finally {
      await owner.query("ROLLBACK");
      await owner.query("DELETE FROM testimonials");
    }
  });

  const read = async (res: Response) => ({
    status: res.status,
    body: res.status === 204 ? null : await res.json(),
    retryAfter: res.headers.get("retry-after") !== null,
    cors: res.headers.get("access-control-allow-origin"),
  });
  /** The same request to our server and to the edge function's handler. */
  async function both(
    init: RequestInit & { headers?: Record<string, string> },
    server = app,
    edgeDeps = deps,
  ) {
    const ours = await fetch(`${server.url}${PATH}`, init);
    const edge = await handleSubmit(
      new Request(`http://edge.test${PATH}`, init),
      edgeDeps,
    );
    return { server: await read(ours), edge: await read(edge) };
  }
  const post = (
    body: string,
    headers: Record<string, string> = {},
  ): RequestInit & { headers: Record<string, string> } => ({
    method: "POST",
    headers: {
      apikey: KEY,
      authorization: `Bearer ${KEY}`,
      "content-type": "application/json",
      origin: "https://static.example",
      ...headers,
    },
    body,
  });

  it("gives the same answers as our server for valid and invalid submissions", async () => {
    const cases: [string, RequestInit & { headers: Record<string, string> }][] =
      [
        [
          "valid",
          post(JSON.stringify(GOOD), { "x-forwarded-for": "203.0.113.1" }),
        ],
        ["no key", post("{}", { apikey: "", authorization: "" })],
        ["wrong key", post("{}", { apikey: "nope" })],
        ["wrong bearer", post("{}", { authorization: "Bearer nope" })],
        ["not JSON type", post("{}", { "content-type": "text/plain" })],
        [
          "too large",
          post(JSON.stringify({ ...GOOD, comment: "x".repeat(20_000) })),
        ],
        ["not JSON", post("{nope")],
        ["array", post("[1]")],
        ["null", post("null")],
        [
          "honeypot",
          post(JSON.stringify({ ...GOOD, website: "spam.example" })),
        ],
        ["no name", post(JSON.stringify({ ...GOOD, name: " " }))],
        ["short comment", post(JSON.stringify({ ...GOOD, comment: "short" }))],
        ["long name", post(JSON.stringify({ ...GOOD, name: "n".repeat(101) }))],
        [
          "bad relationship",
          post(JSON.stringify({ ...GOOD, relationship: "Boss" })),
        ],
        ["no consent", post(JSON.stringify({ ...GOOD, consent: "yes" }))],
        [
          "control characters",
          post(JSON.stringify({ ...GOOD, name: "A\u0007B" })),
        ],
        ["invisible name", post(JSON.stringify({ ...GOOD, name: "\u200B" }))],
        [
          "direction control",
          post(JSON.stringify({ ...GOOD, company: "Acme\u202E" })),
        ],
        [
          "lone surrogate",
          post(JSON.stringify({ ...GOOD, comment: `${GOOD.comment}\uDC00` })),
        ],
        ["wrong types", post(JSON.stringify({ ...GOOD, name: 42 }))],
        [
          "not UTF-8",
          { ...post(""), body: new Uint8Array([0x7b, 0xff, 0x7d]) },
        ],
      ];
    for (const [label, init] of cases) {
      // Header values "" mean "leave the header out".
      const headers = Object.fromEntries(
        Object.entries(init.headers).filter(([, v]) => v !== ""),
      );
      const { server, edge } = await both({ ...init, headers });
      expect(edge, label).toEqual(server);
      expect(server.status, label).toBeLessThan(500);
    }
    const [stored] = (
      await owner.query(
        "SELECT name, company, relationship, status, consent_text, submitter_key FROM testimonials",
      )
    ).rows;
    expect(stored).toMatchObject({
      name: "Edge Ella",
      company: "Acme",
      relationship: "Client",
      status: "pending",
      consent_text: "I agree to have this displayed on the site",
    });
    expect(stored.submitter_key).toMatch(/^[\w-]{43}$/);
  });

  it("refuses a line break in a one-line field and a CR or tab in a comment, as our server does", async () => {
    for (const [field, value] of [
      ["name", "Edge\nElla"],
      ["company", "Acme\r\nInc"],
      ["comment", `${GOOD.comment}\tand more`],
    ] as const) {
      const { server, edge } = await both(
        post(JSON.stringify({ ...GOOD, [field]: value })),
      );
      expect(edge, field).toEqual(server);
      expect(edge.status, field).toBe(400);
    }
  });

  it("stores a submission naming an invitation as an ordinary one, answering as our server does", async () => {
    for (const [i, invitation] of ["A".repeat(43), "short", 42].entries()) {
      const { server, edge } = await both(
        post(JSON.stringify({ ...GOOD, name: "Invited Ivy", invitation }), {
          "x-forwarded-for": `203.0.113.${200 + i}`,
        }),
      );
      expect(edge, String(invitation)).toEqual(server);
      expect(edge.status).toBe(200);
    }
    await owner.query(
      "UPDATE testimonials SET status = 'approved' WHERE name = 'Invited Ivy'",
    );
    const view = await as(
      "anon",
      "SELECT invited FROM testimonials_public WHERE name = 'Invited Ivy'",
    );
    expect(view.rows).toEqual(Array(3).fill({ invited: false }));
    await owner.query("DELETE FROM testimonials WHERE name = 'Invited Ivy'");
  });

  it("stores the page's language, and the function's default language when the body names none it knows", async () => {
    const send = (
      i: number,
      name: string,
      lang: unknown,
      defaultLanguage: SubmitDeps["defaultLanguage"],
    ) =>
      handleSubmit(
        new Request(
          `http://edge.test${PATH}`,
          post(JSON.stringify({ ...GOOD, name, lang }), {
            "x-forwarded-for": `203.0.113.${100 + i}`,
          }),
        ),
        { ...deps, defaultLanguage },
      );
    const cases: [string, unknown, "en" | "pt", string][] = [
      ["Lang Pt", "pt", "en", "pt"],
      ["Lang None", undefined, "en", "en"],
      ["Lang Unknown", "xx", "en", "en"],
      ["Lang Number", 7, "en", "en"],
      ["Lang Default Pt", "zz", "pt", "pt"],
      ["Lang Default En", "en", "pt", "en"],
    ];
    for (const [i, [name, lang, defaultLanguage]] of cases.entries()) {
      const res = await send(i, name, lang, defaultLanguage);
      expect(res.status, name).toBe(200);
      expect(await res.json(), name).toEqual({ success: true });
    }
    const { rows } = await owner.query(
      "SELECT name, lang FROM testimonials WHERE name LIKE 'Lang %'",
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, r.lang]))).toEqual(
      Object.fromEntries(cases.map(([name, , , stored]) => [name, stored])),
    );
    await owner.query(
      "UPDATE testimonials SET status = 'approved' WHERE name = 'Lang Pt'",
    );
    const view = await as(
      "anon",
      "SELECT lang FROM testimonials_public WHERE name = 'Lang Pt'",
    );
    expect(view.rows).toEqual([{ lang: "pt" }]);
    await owner.query("DELETE FROM testimonials WHERE name LIKE 'Lang %'");
  });

  it("answers a CORS preflight like our server", async () => {
    const { server, edge } = await both({
      method: "OPTIONS",
      headers: {
        origin: "https://static.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey, authorization, content-type",
      },
    });
    expect(edge).toEqual(server);
    expect(edge).toMatchObject({ status: 204, cors: "*" });
  });

  it("stores an identical submission once and rate-limits per client, like our server", async () => {
    const from = { "x-forwarded-for": "203.0.113.9" };
    const body = JSON.stringify({ ...GOOD, name: "Limit Lou" });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await both(post(body, from)));
    expect(results.map((r) => r.edge)).toEqual(results.map((r) => r.server));
    expect(results.map((r) => r.edge.status)).toEqual([200, 200, 429]);
    expect(results[2]!.edge).toMatchObject({
      body: {
        success: false,
        error: "Too many submissions. Please try again later.",
      },
      retryAfter: true,
    });
    const { rows } = await owner.query(
      "SELECT count(*)::int AS n FROM testimonials WHERE name = 'Limit Lou'",
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("keys a client by the address the proxy saw, and IPv6 by its /64, like our server", async () => {
    const senders = [
      (i: number) => `10.0.0.${i}, 203.0.113.30`,
      (i: number) => `2001:db8:5:5::${i + 1}`,
    ];
    for (const from of senders) {
      const results = [];
      for (let i = 0; i < 3; i++)
        results.push(
          await both(
            post(
              JSON.stringify({
                ...GOOD,
                name: "Proxy Pia",
                comment: `Sent from ${from(i)}.`,
              }),
              { "x-forwarded-for": from(i) },
            ),
          ),
        );
      expect(results.map((r) => r.edge)).toEqual(results.map((r) => r.server));
      expect(results.map((r) => r.edge.status)).toEqual([200, 200, 429]);
    }
  });

  it("answers the fuzz generators' requests as our server on PGlite does, and stores the same rows", async () => {
    const pglite = await openTestStore("pglite");
    const server = await startTestApp(pglite.store, {
      PUBLIC_API_KEY: KEY,
      SUBMIT_LIMIT_PER_HOUR: "1000000",
      TRUST_PROXY: "1",
    });
    const edgeDeps = { ...deps, limitPerHour: 1_000_000 };
    const { rows: earlier } = await owner.query("SELECT id FROM testimonials");
    const requests = fc.oneof(
      { weight: 2, arbitrary: fc.tuple(submissionObject, fc.constant(null)) },
      { weight: 1, arbitrary: fc.tuple(rawBody, contentType) },
    );
    let sent = 0;
    try {
      await fc.assert(
        fc.asyncProperty(requests, async ([body, type]) => {
          const text = Buffer.isBuffer(body);
          const init = post("", {
            "x-forwarded-for": `198.51.100.${sent++ % 200}`,
          });
          init.body = text ? new Uint8Array(body) : JSON.stringify(body);
          if (text) {
            if (type) init.headers["content-type"] = type;
            else delete init.headers["content-type"];
          }
          const { server: ours, edge } = await both(init, server, edgeDeps);
          expect(edge).toEqual(ours);
          expect(ours.status).toBeLessThan(500);
        }),
        { numRuns: 300, seed: 29 },
      );
      const row = (r: {
        name: string;
        company: string;
        relationship: string | null;
        comment: string;
      }) =>
        JSON.stringify([r.name, r.company, r.relationship || null, r.comment]);
      const { rows: edgeRows } = await owner.query(
        "SELECT name, company, relationship, comment FROM testimonials WHERE NOT (id = ANY($1))",
        [earlier.map((r) => r.id)],
      );
      const ourRows = await pglite.store.testimonials.list(null, 100_000);
      expect(ourRows.length).toBeGreaterThan(0);
      expect(edgeRows.map(row).sort()).toEqual(ourRows.map(row).sort());
    } finally {
      await server.close();
      await pglite.destroy();
    }
  }, 120_000);

  it("answers 503 without details when the store fails", async () => {
    const res = await handleSubmit(
      new Request(`http://edge.test${PATH}`, post(JSON.stringify(GOOD))),
      { ...deps, submit: () => Promise.reject(new Error("down")) },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      error:
        "The testimonials service is temporarily unavailable. Please try again later.",
    });
  });

  it("shows an approved submission to anon through the view", async () => {
    await owner.query(
      "UPDATE testimonials SET status = 'approved' WHERE name = 'Edge Ella'",
    );
    const view = await as("anon", "SELECT name FROM testimonials_public");
    expect(view.rows).toEqual([{ name: "Edge Ella" }]);
  });

  describe("daily client keys", () => {
    // A UTC midnight long past, so the real-time rows above are left alone.
    const MIDNIGHT = Date.parse("2026-01-01T00:00:00Z");
    const at = (minutes: number) =>
      new Date(MIDNIGHT + minutes * 60_000).toISOString();

    /** The edge handler's submission from `from`, `minutes` after MIDNIGHT. */
    async function sendAt(minutes: number, from: string, comment: string) {
      const res = await handleSubmit(
        new Request(
          `http://edge.test${PATH}`,
          post(JSON.stringify({ ...GOOD, name: "Midnight Max", comment }), {
            "x-forwarded-for": from,
          }),
        ),
        { ...deps, submit: (row) => storeSubmit(row, at(minutes)) },
      );
      expect(res.status, `${comment} at ${at(minutes)}`).toBe(200);
    }
    const keysOf = async (comment: string) =>
      (
        await owner.query(
          "SELECT submitter_key FROM testimonials WHERE comment = $1",
          [comment],
        )
      ).rows.map((row) => row.submitter_key as string | null);
    const secretDays = async () =>
      (
        await owner.query(
          `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM client_key_secrets
           WHERE day <= '2026-01-01' ORDER BY day`,
        )
      ).rows.map((row) => row.day as string);

    it("keys a client under a new secret each UTC day, and stores no address", async () => {
      const from = "203.0.113.71";
      await sendAt(-8, from, "Before midnight, the first one.");
      await sendAt(-2, from, "Before midnight, the second one.");
      await sendAt(1, from, "After midnight, the third one.");
      const [first] = await keysOf("Before midnight, the first one.");
      const [second] = await keysOf("Before midnight, the second one.");
      const [third] = await keysOf("After midnight, the third one.");
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(second).toBe(first);
      expect(third).toMatch(/^[\w-]{43}$/);
      expect(third).not.toBe(first);
      const { rows } = await owner.query(
        `SELECT (SELECT count(*) FROM testimonials t WHERE t::text LIKE $1)
              + (SELECT count(*) FROM rate_limit_hits h WHERE h::text LIKE $1) AS n`,
        [`%${from}%`],
      );
      expect(rows).toEqual([{ n: "0" }]);
    });

    it("recognises a repeat sent just before midnight just after it", async () => {
      const comment = "Sent twice, across midnight.";
      await sendAt(-1, "203.0.113.72", comment);
      await sendAt(4, "203.0.113.72", comment);
      expect(await keysOf(comment)).toHaveLength(1);
    });

    it("keeps yesterday's secret only as long as the duplicate window (10 minutes) reaches back past midnight", async () => {
      await sendAt(9, "203.0.113.73", "Nine minutes into the day.");
      expect(await secretDays()).toEqual(["2025-12-31", "2026-01-01"]);
      await sendAt(10, "203.0.113.73", "Ten minutes into the day.");
      expect(await secretDays()).toEqual(["2026-01-01"]);
    });

    it("clears a testimonial's key once it is older than the duplicate window, on a submission or a scheduled call", async () => {
      await sendAt(20, "203.0.113.74", "Twenty minutes past.");
      await sendAt(29, "203.0.113.75", "Twenty-nine minutes past.");
      expect(await keysOf("Twenty minutes past.")).toEqual([
        expect.stringMatching(/^[\w-]{43}$/),
      ]);
      await sendAt(30, "203.0.113.76", "Thirty minutes past.");
      expect(await keysOf("Twenty minutes past.")).toEqual([null]);
      expect(await keysOf("Twenty-nine minutes past.")).toEqual([
        expect.stringMatching(/^[\w-]{43}$/),
      ]);
      // A quiet site: nothing but the scheduled call.
      await owner.query("SELECT forget_client_keys($1)", [at(40)]);
      const { rows } = await owner.query(
        `SELECT count(*) FILTER (WHERE submitter_key IS NOT NULL)::int AS keyed,
                count(*)::int AS total
         FROM testimonials WHERE name = 'Midnight Max'`,
      );
      expect(rows).toEqual([{ keyed: 0, total: 9 }]);
      const windows = await owner.query(
        `SELECT DISTINCT window_start FROM rate_limit_hits
         WHERE window_start <= '2026-01-01' ORDER BY window_start`,
      );
      // Hour windows that have ended are gone.
      expect(windows.rows).toEqual([{ window_start: new Date(MIDNIGHT) }]);
    });

    it("keeps the secrets from every API role, out of physical backups, and behind row-level security", async () => {
      const denied = "42501"; // insufficient_privilege
      for (const role of ["anon", "authenticated", "service_role"])
        for (const sql of [
          "SELECT * FROM client_key_secrets",
          "DELETE FROM client_key_secrets",
          "SELECT forget_client_keys()",
        ])
          expect(await as(role, sql), `${role}: ${sql}`).toEqual({
            code: denied,
          });
      const { rows } = await owner.query(
        `SELECT relpersistence, relrowsecurity,
                (SELECT count(*)::int FROM pg_policy WHERE polrelid = c.oid) AS policies
         FROM pg_class c WHERE oid = 'public.client_key_secrets'::regclass`,
      );
      // Unlogged: physical backups and point-in-time recovery restore it empty.
      expect(rows).toEqual([
        { relpersistence: "u", relrowsecurity: true, policies: 0 },
      ]);
      await owner.query("BEGIN");
      try {
        await owner.query(
          "GRANT SELECT ON client_key_secrets TO authenticated",
        );
        await owner.query("SET LOCAL ROLE authenticated");
        expect(
          (await owner.query("SELECT * FROM client_key_secrets")).rows,
        ).toEqual([]);
      } finally {
        await owner.query("ROLLBACK");
      }
    });
  });
});

describe("the function's SITE_DEFAULT_LANGUAGE", () => {
  it("is English when unset, and must name one of the site's languages", () => {
    expect(defaultLanguageSetting(undefined)).toBe("en");
    expect(defaultLanguageSetting("")).toBe("en");
    expect(defaultLanguageSetting("pt")).toBe("pt");
    expect(() => defaultLanguageSetting("pt-PT")).toThrow(
      "SITE_DEFAULT_LANGUAGE must be one of en, pt",
    );
  });
});
