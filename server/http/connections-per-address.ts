import type { Server } from "node:http";
import { clientIdentity } from "../../core/client-address";
import { isLoopback } from "./client-address";

interface PerAddressCap {
  /** Open connections one client (an IPv4 address, an IPv6 /64) may hold; 0: no cap. */
  max: number;
  /**
   * Behind a proxy on this machine (TRUST_PROXY), every connection comes
   * from a loopback address: those are the proxy's and are not capped.
   */
  exemptLoopback: boolean;
  /** Told of each connection closed for being over the cap. */
  onRefused?: () => void;
}

/**
 * Closes a new connection at once when its client already holds `max`,
 * so that one address trickling its headers cannot fill the server's
 * MAX_CONNECTIONS and keep every other visitor out until the header timeout.
 */
export function capConnectionsPerAddress(
  server: Server,
  { max, exemptLoopback, onRefused }: PerAddressCap,
) {
  if (max === 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || (exemptLoopback && isLoopback(address))) return;
    const client = clientIdentity(address, undefined, 0);
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      onRefused?.();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = open.get(client)! - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
