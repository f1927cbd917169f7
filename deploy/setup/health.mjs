// @ts-check
// Waits for the site to answer /healthz over HTTPS through the proxy, with a
// certificate this machine's trust store accepts (or the one given).
import { request } from "node:https";

/**
 * One GET of /healthz; resolves with the status, rejects on a network or
 * certificate error.
 * @param {{domain: string, address?: string, port?: number, ca?: string}} target
 * @returns {Promise<number>}
 */
export function healthOnce({ domain, address = "127.0.0.1", port = 443, ca }) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: address,
        port,
        path: "/healthz",
        servername: domain,
        headers: { host: domain },
        ...(ca && { ca }),
        timeout: 5_000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 5 s")));
    req.on("error", reject);
    req.end();
  });
}

/**
 * Tries until /healthz answers 200 or the time is up; resolves with null on
 * success, else with the last problem seen (one line).
 * @param {() => Promise<number>} check
 * @param {{timeoutMs?: number, intervalMs?: number}} [timing]
 * @returns {Promise<string | null>}
 */
export async function waitForHealth(
  check,
  { timeoutMs = 120_000, intervalMs = 2_000 } = {},
) {
  const until = Date.now() + timeoutMs;
  let last = "no answer yet";
  for (;;) {
    try {
      const status = await check();
      if (status === 200) return null;
      last = `/healthz answered ${status}`;
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    if (Date.now() + intervalMs > until) return last;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
