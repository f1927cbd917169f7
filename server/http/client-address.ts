import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: the socket's peer, or the first X-Forwarded-For entry
 * when a trusted proxy sets it (TRUST_PROXY=1). Without that setting the
 * header is ignored, since any client can send it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
