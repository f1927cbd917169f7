import type { MiddlewareHandler } from "hono";

/**
 * DEV SERVER ONLY (server/dev.ts): the one relaxation of the site's CSP.
 *
 * Vite's dev server needs scripts and styles the production policy refuses:
 * an inline script (React's fast-refresh preamble), its client script, and the
 * `<style>` elements it adds for every CSS module. Vite marks them all with
 * the nonce of its `html.cspNonce` option, so this adds that nonce to
 * script-src and style-src and changes nothing else: any other inline script
 * or style the app adds is still refused, as in production. The nonce is fixed
 * for the process, so it is no defence (whoever loads the page reads it): the
 * dev server is for the developer's own machine (HOST is 127.0.0.1 unless set).
 */
export function allowViteTags(nonce: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const csp = c.res.headers.get("Content-Security-Policy");
    if (csp)
      c.res.headers.set(
        "Content-Security-Policy",
        withNonce(csp, `'nonce-${nonce}'`),
      );
  };
}

function withNonce(csp: string, source: string): string {
  return csp
    .split("; ")
    .map((directive) =>
      /^(script|style)-src /.test(directive)
        ? `${directive} ${source}`
        : directive,
    )
    .join("; ");
}
