// The security headers on every kind of answer: pages (with the hashes of
// their own inline styles), assets, API calls, errors, 404s, the admin, and
// the node:http fast path of the list call.
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListener } from "../app";
import { setLogSink } from "../log";
import type { Store } from "../store/open-store";
import {
  memoryStore,
  realSite,
  requireBuild,
  type RealSite,
} from "../testing/real-site";
import { bootScript } from "../../core/boot-script";
import {
  contentSecurityPolicy,
  inlineSources,
  securityHeaders,
} from "./security-headers";

requireBuild("server/http/security-headers.test.ts");

const KEY = "test-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };
const LIST = "/rest/v1/testimonials_public?select=*&order=created_at.desc";

const directives = (csp: string) =>
  new Map(
    csp.split(/\s*;\s*/).map((d) => {
      const [name, ...values] = d.split(/\s+/);
      return [name!, values] as const;
    }),
  );
const hash = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Checks the headers every answer must carry; returns the CSP's directives. */
function expectSecure(response: Response, label: string) {
  const h = response.headers;
  expect(h.get("x-content-type-options"), label).toBe("nosniff");
  expect(h.get("referrer-policy"), label).toMatch(
    /^(strict-origin-when-cross-origin|same-origin)$/,
  );
  expect(h.get("permissions-policy"), label).toMatch(/camera=\(\)/);
  expect(h.get("permissions-policy"), label).toMatch(/microphone=\(\)/);
  expect(h.get("permissions-policy"), label).toMatch(/geolocation=\(\)/);
  expect(h.get("permissions-policy"), label).toMatch(/browsing-topics=\(\)/);
  expect(h.get("permissions-policy"), label).not.toMatch(/interest-cohort/);
  expect(h.get("x-frame-options"), label).toBe("DENY");
  const csp = h.get("content-security-policy");
  expect(csp, label).toBeTruthy();
  const d = directives(csp!);
  expect(d.get("script-src")![0], label).toBe("'self'");
  expect(d.get("default-src"), label).toEqual(["'self'"]);
  expect(d.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(d.get("base-uri"), label).toEqual(["'none'"]);
  expect(d.get("object-src"), label).toEqual(["'none'"]);
  expect(d.get("form-action"), label).toEqual(["'self'"]);
  expect(d.get("img-src"), label).toEqual(["'self'", "data:"]);
  expect(d.get("font-src"), label).toEqual(["'self'"]);
  expect(csp, label).not.toMatch(/unsafe-inline|unsafe-eval/);
  return d;
}

let logs: string[] = [];
let restoreLog: () => void;
let store: Store;
let site: RealSite;
beforeAll(async () => {
  restoreLog = setLogSink((line) => void logs.push(line));
  store = await memoryStore();
  site = await realSite(store);
});
afterAll(async () => {
  restoreLog();
  await store?.close();
});

describe("security headers in-process", () => {
  it("hashes each inline style and the boot script of the home page, and nothing else is inline", async () => {
    const response = await site.app.request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    const d = expectSecure(response, "/");
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    // The stylesheet, with the accent colour's rule at its end.
    expect(styles).toHaveLength(1);
    expect(styles[0]![1]).toContain("--accent:");
    for (const [, css] of styles)
      expect(d.get("style-src")).toContain(hash(css!));
    // Every other <script> is either external ('self') or a JSON data block.
    // The boot script, built for this page's entry script and stylesheet.
    const entryScript = /import\("([^"]+)"\)/.exec(html)?.[1];
    const stylesheet = /rel=stylesheet href=([^>]+)>/.exec(html)?.[1];
    expect(entryScript).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(stylesheet).toMatch(/^\/assets\/main-[\w-]+-late\.css$/);
    const boot = bootScript({ entryScript: entryScript!, stylesheet });
    expect(html).toContain(`<script>${boot}</script>`);
    expect(d.get("script-src")).toEqual(["'self'", hash(boot)]);
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
      expect(tag).toMatch(
        /^<script>$|src="\/assets\/|type="application\/(ld\+)?json"/,
      );
    expect(html).not.toMatch(/\son[a-z]+="/i); // no inline event handlers
  });

  it("covers server-rendered style attributes with 'unsafe-hashes' and their hashes", () => {
    const sources = inlineSources(
      '<style>a{}</style><div style="transform:scaleX(0)"></div><p style="a:&quot;b&quot;">',
    );
    expect(sources.style).toEqual([
      hash("a{}"),
      "'unsafe-hashes'",
      hash("transform:scaleX(0)"),
      hash('a:"b"'),
    ]);
  });

  it("hashes inline scripts, but not external scripts or JSON data blocks", () => {
    const sources = inlineSources(
      '<script>a()</script><script type="module" src="/assets/x.js"></script>' +
        '<script type="application/json">{}</script><script type="application/ld+json">{}</script>',
    );
    expect(sources.script).toEqual([hash("a()")]);
  });

  it("sends them on the 404 page, plain 404s, assets, the API, health and the admin", async () => {
    const asset = [...site.assets.keys()].find((p) => p.endsWith(".js"))!;
    const paths: [string, RequestInit?][] = [
      ["/no-such-page"],
      ["/wp-login.php"],
      [asset],
      ["/robots.txt"],
      ["/healthz"],
      [LIST],
      [LIST, { headers: AUTH }],
      [
        "/functions/v1/submit-testimonial",
        { method: "POST", headers: AUTH, body: "x" },
      ],
      ["/admin"],
      ["/api/admin/session"],
      ["/api/admin/nothing-here", { method: "DELETE" }],
      ["/", { method: "HEAD" }],
      ["/", { method: "PATCH" }],
    ];
    for (const [path, init] of paths) {
      const response = await site.app.request(path, init);
      expectSecure(response, `${init?.method ?? "GET"} ${path}`);
    }
  });

  it("lets the admin page's inline styles, and only those, through", async () => {
    const response = await site.app.request("/admin");
    const html = await response.text();
    const d = expectSecure(response, "/admin");
    expect(d.get("style-src")).toEqual([
      "'self'",
      ...inlineSources(html).style,
    ]);
    expect(d.get("script-src")).toEqual(["'self'"]);
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("sends Strict-Transport-Security over HTTPS, or behind a trusted proxy that says so", async () => {
    const hsts = (r: Response) => r.headers.get("strict-transport-security");
    expect(hsts(await site.app.request("/healthz"))).toBeNull();
    expect(
      hsts(await site.app.request("https://example.test/healthz")),
    ).toMatch(/^max-age=\d{8,}/);
    const proto = { headers: { "x-forwarded-proto": "https" } };
    // An untrusted client cannot switch it on (or off) with a header.
    expect(hsts(await site.app.request("/healthz", proto))).toBeNull();
    const proxied = await realSite(store, { TRUST_PROXY: "1" });
    expect(hsts(await proxied.app.request("/healthz", proto))).toMatch(
      /max-age=/,
    );
    expect(hsts(await proxied.app.request("/healthz"))).toBeNull();
  });

  it("lets the page call a separate backend named by VITE_BACKEND_URL, and no other", async () => {
    const other = await realSite(store, {
      VITE_BACKEND_URL: "https://api.example.com/some/path",
    });
    const d = expectSecure(await other.app.request("/"), "/");
    expect(d.get("connect-src")).toEqual(["'self'", "https://api.example.com"]);
    expect(directives(contentSecurityPolicy()).get("connect-src")).toEqual([
      "'self'",
    ]);
  });
});

describe("a route's own policy", () => {
  it("is kept (a stricter one for files that are not pages); every other answer gets the site's", async () => {
    const app = new Hono();
    app.use(securityHeaders({ trustProxy: false }));
    const own = "default-src 'none'; sandbox";
    app.get("/own", (c) => {
      c.header("Content-Security-Policy", own);
      return c.text("own");
    });
    app.get("/other", (c) => c.text("other"));
    const policy = async (path: string) =>
      (await app.request(path)).headers.get("content-security-policy");
    expect(await policy("/own")).toBe(own);
    expect(await policy("/other")).toBe(contentSecurityPolicy());
    expect(await policy("/missing")).toBe(contentSecurityPolicy());
  });
});

describe("security headers over HTTP (the node:http fast path too)", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(
      createListener({
        config: site.config,
        assets: site.assets,
        pages: site.pages,
        store: store,
      }),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  );

  it("sends them on a cached list answer, a 304, and the page", async () => {
    logs = [];
    const first = await fetch(url + LIST, { headers: AUTH });
    expectSecure(first, "list (app)");
    const cached = await fetch(url + LIST, { headers: AUTH });
    expectSecure(cached, "list (fast path)");
    const notModified = await fetch(url + LIST, {
      headers: { ...AUTH, "if-none-match": cached.headers.get("etag")! },
    });
    expect(notModified.status).toBe(304);
    expectSecure(notModified, "list 304 (fast path)");
    expectSecure(await fetch(url + "/"), "/ over HTTP");
    expectSecure(await fetch(url + "/nope"), "404 over HTTP");
  });
});
