import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { clientIdentity } from "../../core/client-address";

/** 127.0.0.0/8, ::1, and 127.x.y.z as a dual-stack socket shows it. */
export const isLoopback = (address: string) =>
  address === "::1" || /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);

/** The socket's peer address, or undefined (app.request() in tests has no socket). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client a request is counted as (see clientIdentity): the socket's
 * peer, or with `proxyHops` trusted proxies (TRUST_PROXY) the X-Forwarded-For
 * entry the nearest of them vouches for. Without that setting the header is
 * ignored, since any client can send it.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  return clientIdentity(
    peerAddress(c),
    c.req.header("x-forwarded-for"),
    proxyHops,
  );
}
