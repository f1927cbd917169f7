// Property-based fuzzing of the other surfaces: the list call's
// query string, the admin API with and without a session, and request paths,
// methods, URLs and headers over real HTTP. Never a 5xx; errors keep their
// JSON shape; nothing but the built assets and the rendered pages is served.
import fc from "fast-check";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListener } from "../app";
import { setLogSink } from "../log";
import { CONTENT_FILES } from "../render/content-files";
import type { Store } from "../store/open-store";
import {
  CLIENT_DIR,
  memoryStore,
  realSite,
  requireBuild,
  type RealSite,
} from "../testing/real-site";
import { NASTY_PIECES, nastyString } from "./arbitraries";
import { insertPending } from "../testing/sample-submission";

requireBuild("server/fuzz/routes.test.ts");

const KEY = "test-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };
const PASSWORD = "correct horse battery";
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => Math.max(10, Math.round(n * SCALE));

let store: Store;
let site: RealSite;
let restoreLog: () => void;
const stats = { requests: 0, fiveHundreds: 0 };

beforeAll(async () => {
  restoreLog = setLogSink(() => {});
  store = await memoryStore();
  site = await realSite(store, { SUBMIT_LIMIT_PER_HOUR: "1000000" });
  for (let i = 0; i < 3; i++) {
    const { id } = await insertPending(
      store.db,
      {
        name: `Seed ${i}`,
        company: "",
        relationship: "Client",
        comment: "A seeded testimonial for the fuzzing.",
        consent: true,
      },
      null,
    );
    await store.testimonials.setStatus(id, i === 0 ? "approved" : "pending");
  }
});
afterAll(async () => {
  restoreLog();
  await store?.close();
  console.log(
    `fuzz routes: ${stats.requests} requests, ${stats.fiveHundreds} 5xx`,
  );
});

async function call(path: string, init?: RequestInit) {
  stats.requests++;
  const response = await site.app.request(path, init);
  if (response.status >= 500) stats.fiveHundreds++;
  return response;
}

/** Percent-encodes UTF-8 bytes; a lone surrogate becomes U+FFFD's bytes. */
const encode = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

const queryPart = fc.oneof(
  fc.constantFrom("select", "order", "limit", "offset", "apikey", "id", "name"),
  nastyString(3),
);
const queryValue = fc.oneof(
  fc.constantFrom(
    "*",
    "name,comment",
    "*,id",
    "created_at.desc",
    "created_at.asc",
    "id.desc",
    "50",
    "-1",
    "1e3",
    "999999999999",
    "0x10",
    "eq.1",
    "name;select pg_sleep(1)",
    KEY,
  ),
  nastyString(3),
  fc.integer().map(String),
);

describe("the list call's query string", () => {
  it("answers 200 with an array, or a 4xx with {message}, for any query", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(queryPart, queryValue), { maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        async (pairs, encoded, keyed) => {
          const query = pairs
            .map(([k, v]) =>
              encoded
                ? `${encode(k)}=${encode(v)}`
                : `${k}=${v}`.replace(/[#\s]/g, "+"),
            )
            .join("&");
          let response: Response;
          try {
            response = await call(
              `/rest/v1/testimonials_public?${query}`,
              keyed ? { headers: AUTH } : undefined,
            );
          } catch {
            return; // a URL fetch itself refuses never reaches the server
          }
          expect(response.status).toBeLessThan(500);
          const body = (await response.json()) as unknown;
          if (response.status === 200) expect(Array.isArray(body)).toBe(true);
          else {
            expect([400, 401]).toContain(response.status);
            expect(typeof (body as { message: unknown }).message).toBe(
              "string",
            );
          }
        },
      ),
      { numRuns: runs(1500), seed: 21 },
    );
  }, 120_000);
});

describe("the admin API", () => {
  let cookie = "";
  let csrf = "";
  beforeAll(async () => {
    const login = await call("/api/admin/login", {
      method: "POST",
      headers: {
        origin: "http://localhost",
        "content-type": "application/json",
      },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    csrf = ((await login.json()) as { csrfToken: string }).csrfToken;
  });

  const segment = fc.oneof(
    fc.constantFrom(
      "session",
      "login",
      "logout",
      "testimonials",
      "status",
      "anonymise",
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-4fff-bfff-ffffffffffff",
      "..",
      "%2e%2e",
      "%00",
      "' OR 1=1 --",
      "%ED%A0%80",
      "%FF%FE",
    ),
    nastyString(2).map(encode),
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc
      .record({
        status: fc.oneof(
          fc.constantFrom("approved", "pending", "rejected"),
          nastyString(2),
        ),
        name: nastyString(),
        company: nastyString(),
        comment: nastyString(),
        password: fc.oneof(fc.constant(PASSWORD), nastyString(2)),
      })
      .map((v) => JSON.stringify(v)),
    fc
      .uint8Array({ maxLength: 300 })
      .map((b) => Buffer.from(b).toString("latin1")),
  );

  it("never answers 5xx, with or without a session, CSRF token or same Origin", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "GET",
          "POST",
          "PATCH",
          "DELETE",
          "PUT",
          "OPTIONS",
          "HEAD",
        ),
        fc.array(segment, { minLength: 0, maxLength: 4 }),
        fc.string({ maxLength: 20 }).map(encode),
        body,
        fc.record({
          session: fc.boolean(),
          token: fc.boolean(),
          origin: fc.constantFrom(
            undefined,
            "http://localhost",
            "https://evil.example",
            "null",
          ),
        }),
        async (method, segments, query, payload, who) => {
          const headers: Record<string, string> = {
            "content-type": "application/json",
          };
          if (who.session) headers.cookie = cookie;
          if (who.token) headers["x-csrf-token"] = csrf;
          if (who.origin) headers.origin = who.origin;
          const normalised = new URL(
            `/api/admin/${segments.join("/")}`,
            "http://localhost",
          ).pathname;
          const response = await call(
            `/api/admin/${segments.join("/")}?status=${query}&page=${query}`,
            {
              method,
              headers,
              body: method === "GET" || method === "HEAD" ? undefined : payload,
            },
          );
          expect(
            response.status,
            `${method} ${segments.join("/")}`,
          ).toBeLessThan(500);
          if (
            !who.session &&
            normalised.startsWith("/api/admin/") &&
            !/^\/api\/admin\/(session|login)?$/.test(normalised)
          )
            expect([401, 404]).toContain(response.status);
          if (
            response.status >= 400 &&
            method !== "HEAD" &&
            normalised.startsWith("/api/admin/")
          ) {
            const json = (await response.json()) as { error?: unknown };
            expect(typeof json.error).toBe("string");
          }
          // Fuzzed requests never sign the owner out for good.
          if (segments[0] === "logout" && response.status === 200) {
            const again = await call("/api/admin/login", {
              method: "POST",
              headers: {
                origin: "http://localhost",
                "content-type": "application/json",
              },
              body: JSON.stringify({ password: PASSWORD }),
            });
            cookie = again.headers.get("set-cookie")!.split(";")[0]!;
            csrf = ((await again.json()) as { csrfToken: string }).csrfToken;
          }
        },
      ),
      { numRuns: runs(1500), seed: 31 },
    );
    expect((await call("/healthz")).status).toBe(200);
  }, 120_000);
});

describe("paths, methods, long URLs and headers over HTTP", () => {
  let server: Server;
  let port: number;
  /** Hashes of every body the server may send with 200 to a GET of a non-API path. */
  const allowed = new Set<string>();
  const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

  beforeAll(async () => {
    server = createServer(
      createListener({
        config: site.config,
        assets: site.assets,
        pages: site.pages,
        store,
      }),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
    for (const asset of site.assets.values()) allowed.add(sha(asset.body));
    const { published } = await site.pages.languages();
    for (const lang of published)
      for (const name of ["home", "not-found"] as const)
        allowed.add(sha((await site.pages.page({ lang, name })).body));
    for (const file of CONTENT_FILES)
      allowed.add(sha((await site.pages.get(file)).body));
    allowed.add(sha(await readFile(join(CLIENT_DIR, "admin.html"))));
  });
  afterAll(
    () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  );

  /** A raw request: the path goes out exactly as given (no normalising). */
  function raw(
    method: string,
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Buffer; type: string }> {
    stats.requests++;
    return new Promise((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, method, path, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            if (res.statusCode! >= 500) stats.fiveHundreds++;
            resolve({
              status: res.statusCode!,
              body: Buffer.concat(chunks),
              type: String(res.headers["content-type"] ?? ""),
            });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end();
    });
  }

  const SECRETS = [
    "root:x:0:",
    '"name": "counsel-portfolio"',
    "createListener",
    "[core]",
    "PUBLIC_API_KEY=",
    "BEGIN PRIVATE KEY",
  ];

  const pathPiece = fc.oneof(
    fc.constantFrom(
      "..",
      "%2e%2e",
      "%2E%2E",
      ".%2e",
      "%252e%252e",
      "%2f",
      "%252f",
      "%5c",
      "..%2f",
      "..%5c",
      "%c0%ae%c0%ae",
      "%00",
      ".env",
      ".git",
      "config",
      "HEAD",
      "etc",
      "passwd",
      "package.json",
      "server",
      "index.ts",
      "dist",
      "client",
      "template.html",
      "admin.html",
      "index.html",
      "assets",
      "node_modules",
      "data",
      "pglite",
      "postmaster.pid",
      "~",
      "",
      "%ED%A0%80",
      "%FF",
      "%",
      "%%32%65",
    ),
    fc.string({ maxLength: 8 }).map(encode),
  );

  it("serves nothing but built assets and pages for any path, and never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathPiece, { minLength: 1, maxLength: 8 }),
        fc.constantFrom("/", "\\", "//"),
        fc.constantFrom("GET", "HEAD"),
        async (pieces, sep, method) => {
          const path = "/" + pieces.join(sep);
          const { status, body } = await raw(method, path);
          expect(status, path).toBeLessThan(500);
          expect([200, 304, 400, 401, 404, 405]).toContain(status);
          const text = body.toString("latin1");
          for (const secret of SECRETS) expect(text).not.toContain(secret);
          if (
            status === 200 &&
            method === "GET" &&
            !/^\/(api|rest|functions|healthz)/.test(path)
          )
            expect(allowed.has(sha(body)), path).toBe(true);
        },
      ),
      { numRuns: runs(600), seed: 41 },
    );
  }, 120_000);

  it("refuses dotfiles and classic traversal with 4xx", async () => {
    const probes = [
      "/.env",
      "/.git/config",
      "/.git/HEAD",
      "/../package.json",
      "/..%2fpackage.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/%252e%252e/%252e%252e/etc/passwd",
      "/assets/..%2f..%2f..%2fserver%2findex.ts",
      "/assets/../../server/index.ts",
      "/..\\..\\package.json",
      "/template.html",
      "/index.html",
      "/admin.html",
      "/data/pglite/postmaster.pid",
      "/node_modules/hono/package.json",
      "/%00",
    ];
    for (const path of probes) {
      const { status, body } = await raw("GET", path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
      for (const secret of SECRETS)
        expect(body.toString("latin1"), path).not.toContain(secret);
    }
  });

  it("answers unknown methods, very long URLs and very long headers with a 4xx", async () => {
    for (const method of [
      "PROPFIND",
      "TRACE",
      "FOO",
      "PATCH",
      "PUT",
      "DELETE",
    ]) {
      const { status } = await raw(method, "/");
      expect(status, method).toBeGreaterThanOrEqual(400);
      expect(status, method).toBeLessThan(500);
    }
    const longUrl = await raw("GET", "/" + "a".repeat(100_000));
    expect(longUrl.status).toBe(431);
    const longQuery = await raw(
      "GET",
      `/rest/v1/testimonials_public?select=${"name,".repeat(1500)}name`,
      AUTH,
    );
    expect(longQuery.status).toBeLessThan(500);
    const longHeader = await raw("GET", "/healthz", {
      "x-big": "b".repeat(64_000),
    });
    expect(longHeader.status).toBe(431);
    const manyHeaders: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) manyHeaders[`x-h${i}`] = "v";
    const many = await raw("GET", "/healthz", manyHeaders);
    expect(many.status).toBeGreaterThanOrEqual(400);
    expect(many.status).toBeLessThan(500);
    // Still healthy.
    expect((await raw("GET", "/healthz")).status).toBe(200);
  });

  it("has odd Unicode in paths answered with a 4xx too", async () => {
    for (const piece of NASTY_PIECES) {
      const { status } = await raw("GET", "/" + encode(piece));
      expect(status, piece).toBeGreaterThanOrEqual(400);
      expect(status, piece).toBeLessThan(500);
    }
  });
});
