// CORS: the public calls may be used from a static front end on another
// origin (with the public key); the admin API allows no other origin at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import { encode } from "../render/assets";
import type { Store } from "../store/open-store";
import { memoryStore } from "../testing/real-site";
import { fixedPages } from "../testing/fixed-pages";

const KEY = "test-key";
const FOREIGN = "https://static.example.com";
let store: Store;
let app: ReturnType<typeof createApp>;
let restoreLog: () => void;

beforeAll(async () => {
  restoreLog = setLogSink(() => {});
  store = await memoryStore();
  const page = encode(
    Buffer.from("<!doctype html><title>t</title>"),
    "text/html",
  );
  app = createApp({
    config: loadConfig({
      PUBLIC_API_KEY: KEY,
      ADMIN_PASSWORD: "correct horse battery",
    }),
    assets: new Map(),
    pages: fixedPages(async () => page),
    store,
  });
});
afterAll(async () => {
  restoreLog();
  await store?.close();
});

const preflight = (path: string, method: string, headers: string) =>
  app.request(path, {
    method: "OPTIONS",
    headers: {
      origin: FOREIGN,
      "access-control-request-method": method,
      "access-control-request-headers": headers,
    },
  });

describe("CORS on the public calls", () => {
  it("answers the preflight of a cross-origin submit with the key headers", async () => {
    const response = await preflight(
      "/functions/v1/submit-testimonial",
      "POST",
      "apikey, authorization, content-type, x-client-info",
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toMatch(
      /POST/,
    );
    const allowed = response.headers.get("access-control-allow-headers")!;
    for (const h of ["apikey", "authorization", "content-type"])
      expect(allowed.toLowerCase()).toContain(h);
    // No credentials: the public key is not a secret, cookies are never sent.
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("lets another origin read the list and submit with the key", async () => {
    const auth = {
      apikey: KEY,
      authorization: `Bearer ${KEY}`,
      origin: FOREIGN,
    };
    const list = await app.request("/rest/v1/testimonials_public?select=*", {
      headers: auth,
    });
    expect(list.status).toBe(200);
    expect(list.headers.get("access-control-allow-origin")).toBe("*");
    const submit = await app.request("/functions/v1/submit-testimonial", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Cross Origin",
        comment: "Sent from a static front end elsewhere.",
        consent: true,
      }),
    });
    expect(submit.status).toBe(200);
    expect(submit.headers.get("access-control-allow-origin")).toBe("*");
    // Without the key another origin still gets nothing but a 401.
    const keyless = await app.request("/rest/v1/testimonials_public", {
      headers: { origin: FOREIGN },
    });
    expect(keyless.status).toBe(401);
  });
});

describe("no CORS on the admin", () => {
  const paths = [
    "/api/admin/session",
    "/api/admin/login",
    "/api/admin/logout",
    "/api/admin/testimonials",
    "/api/admin/testimonials/00000000-0000-0000-0000-000000000000/status",
    "/admin",
  ];

  it("sends no Access-Control-Allow-* header to a foreign origin, on any call or preflight", async () => {
    for (const path of paths) {
      for (const method of ["GET", "POST", "PATCH", "DELETE"]) {
        const response = await app.request(path, {
          method,
          headers: { origin: FOREIGN, "content-type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        for (const [name] of response.headers)
          expect(name, `${method} ${path}`).not.toMatch(/^access-control-/);
      }
      const pre = await preflight(path, "POST", "content-type, x-csrf-token");
      expect(pre.status, path).not.toBe(204);
      for (const [name] of pre.headers)
        expect(name, `preflight ${path}`).not.toMatch(/^access-control-/);
    }
  });

  it("refuses a cross-origin sign-in even with the right password", async () => {
    const response = await app.request("/api/admin/login", {
      method: "POST",
      headers: { origin: FOREIGN, "content-type": "application/json" },
      body: JSON.stringify({ password: "correct horse battery" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
