// Who a request comes from, for rate limits and the sign-in throttle. Shared
// by our server and the Supabase edge function, so only web standards here.

/**
 * The identity a client is counted by: an IPv4 address as is, an IPv6
 * address as its /64 in RFC 5952 form (`2001:db8:1:2::/64`), since one
 * subscriber usually holds a whole /64 and could otherwise take a new
 * address for every request.
 *
 * `proxyHops` is the number of trusted proxies in front of us. Each appends
 * the address it received the request from to X-Forwarded-For, so the
 * client's address is that many entries from the right; anything further
 * left was written by the client and is ignored. With no proxy, or when that
 * entry is missing or not an address, the socket's peer is used.
 */
export function clientIdentity(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  proxyHops: number,
): string {
  if (proxyHops > 0 && forwardedFor) {
    const entries = forwardedFor.split(",");
    const entry = entries[entries.length - proxyHops];
    const forwarded = entry === undefined ? null : identityOf(entry);
    if (forwarded) return forwarded;
  }
  return (peer !== undefined && identityOf(peer)) || "unknown";
}

function identityOf(text: string): string | null {
  let host = text.trim();
  // Some proxies write `[v6]:port` or `v4:port`.
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(host);
  if (bracketed) host = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(host)) host = host.split(":")[0]!;

  const v4 = parseIpv4(host);
  if (v4) return v4.join(".");
  const v6 = parseIpv6(host);
  if (!v6) return null;
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket.
  if (v6.slice(0, 6).join() === "0,0,0,0,0,65535")
    return [v6[6]! >> 8, v6[6]! & 255, v6[7]! >> 8, v6[7]! & 255].join(".");
  return `${formatIpv6([...v6.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** Four bytes of a dotted quad; leading zeros (octal to some parsers) are refused. */
function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p)))
    return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (a zone such as %eth0 dropped). */
function parseIpv6(text: string): number[] | null {
  const halves = text.replace(/%.*$/, "").split("::");
  if (halves.length > 2) return null;
  const groups = halves.map((half) => (half === "" ? [] : half.split(":")));
  const last = groups[groups.length - 1]!;
  // The last 32 bits may be written as a dotted quad.
  if (last.length && last[last.length - 1]!.includes(".")) {
    const v4 = parseIpv4(last.pop()!);
    if (!v4) return null;
    last.push(
      ((v4[0]! << 8) | v4[1]!).toString(16),
      ((v4[2]! << 8) | v4[3]!).toString(16),
    );
  }
  if (!groups.flat().every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const [head, tail] = groups.map((g) => g.map((h) => parseInt(h, 16)));
  if (tail === undefined) return head!.length === 8 ? head! : null;
  const missing = 8 - head!.length - tail.length;
  return missing >= 1
    ? [...head!, ...Array<number>(missing).fill(0), ...tail]
    : null;
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: number[]): string {
  let start = -1;
  let length = 1;
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > length) [start, length] = [i, j - i];
    i = j > i ? j : i + 1;
  }
  const hex = groups.map((g) => g.toString(16));
  if (start < 0) return hex.join(":");
  return `${hex.slice(0, start).join(":")}::${hex.slice(start + length).join(":")}`;
}
