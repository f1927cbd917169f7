import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  securityHeaders,
} from "../http/security-headers";
import { allowViteTags } from "./vite-csp";

const STYLE_HASH = "'sha256-abc='";

/** A page answer under the site's CSP, with `allowViteTags` in front as the dev server has it. */
async function devPolicy(): Promise<string> {
  const app = new Hono();
  app.use(allowViteTags("dev-nonce"));
  app.use(securityHeaders({ trustProxy: false }));
  app.get("/", (c) => {
    c.set("inlineSources", { script: [], style: [STYLE_HASH] });
    return c.html("<p>page</p>");
  });
  const response = await app.request("/");
  return response.headers.get("content-security-policy")!;
}

describe("allowViteTags (dev server only)", () => {
  it("adds Vite's nonce to script-src and style-src and changes nothing else", async () => {
    const production = contentSecurityPolicy({
      script: [],
      style: [STYLE_HASH],
    }).split("; ");
    expect(production).toContain("script-src 'self'");

    expect((await devPolicy()).split("; ")).toEqual(
      production.map((directive) =>
        /^(script|style)-src /.test(directive)
          ? `${directive} 'nonce-dev-nonce'`
          : directive,
      ),
    );
  });
});
