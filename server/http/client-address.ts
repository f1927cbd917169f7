import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { clientIdentity } from "../../core/client-address";

/** 127.0.0.0/8, ::1, and 127.x.y.z as a dual-stack socket shows it. */
export const isLoopback = (address: string) =>
  address === "::1" || /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);

/**
 * The client a request is counted as (see clientIdentity): the socket's
 * peer, or with `proxyHops` trusted proxies (TRUST_PROXY) the X-Forwarded-For
 * entry the nearest of them vouches for. Without that setting the header is
 * ignored, since any client can send it. `header` reads a request header
 * (lower-case name); by default through Hono.
 */
export function clientAddress(
  c: Context,
  proxyHops: number,
  header: (name: string) => string | undefined = (name) => c.req.header(name),
): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
  }
  return clientIdentity(peer, header("x-forwarded-for"), proxyHops);
}
