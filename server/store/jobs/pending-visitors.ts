import { BROWSER_FAMILIES } from "../../../core/insights/visit";

const FAMILY_INDEX = new Map<string, number>(
  BROWSER_FAMILIES.map((family, index) => [family, index]),
);
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const IPV4_SUFFIX = ".0/24";

/**
 * The /24 of `network` as one integer, (a × 256 + b) × 256 + c, when it is
 * an IPv4 /24 written "a.b.c.0/24" without leading zeros (so it reads back
 * the same); else -1. Read a character at a time: a pattern's match and its
 * parts were a third of what recording a visitor cost.
 */
function ipv4Prefix(network: string): number {
  if (!network.endsWith(IPV4_SUFFIX)) return -1;
  const end = network.length - IPV4_SUFFIX.length;
  let prefix = 0;
  let part = 0;
  let digits = 0;
  let parts = 0;
  for (let i = 0; i <= end; i++) {
    const code = i === end ? DOT : network.charCodeAt(i);
    if (code === DOT) {
      if (digits === 0 || part > 255) return -1;
      prefix = prefix * 256 + part;
      parts++;
      part = 0;
      digits = 0;
    } else if (code >= ZERO && code <= NINE && !(digits > 0 && part === 0)) {
      part = part * 10 + code - ZERO;
      if (++digits > 3) return -1;
    } else return -1;
  }
  return parts === 3 ? prefix : -1;
}

/** One site's visitors of a day. */
interface SiteVisitors {
  /** An IPv4 /24 and a browser family as one small integer: (a.b.c) × 8 + family. */
  packed: Set<number>;
  /** Any other network or family, as its material. */
  other: Set<string>;
}

/**
 * The visitors seen since the last write, per day, each once, to be keyed
 * at the write. Nearly every visitor is an IPv4 /24 and a browser family,
 * held as a small integer: a burst of new visitors leaves no string per
 * visitor for the garbage collector to copy and trace, and no HMAC is made
 * while a request is answered.
 */
export class PendingVisitors {
  private days = new Map<string, Map<string, SiteVisitors>>();

  /** Records a visitor; true when it was not there yet. */
  add(day: string, site: string, network: string, family: string): boolean {
    let sites = this.days.get(day);
    if (!sites) this.days.set(day, (sites = new Map()));
    let visitors = sites.get(site);
    if (!visitors)
      sites.set(site, (visitors = { packed: new Set(), other: new Set() }));
    const prefix = ipv4Prefix(network);
    const familyIndex = FAMILY_INDEX.get(family);
    if (prefix >= 0 && familyIndex !== undefined)
      return added(visitors.packed, prefix * 8 + familyIndex);
    return added(visitors.other, visitorMaterial(site, network, family));
  }

  /** The days with visitors. */
  dayList(): string[] {
    return [...this.days.keys()];
  }

  /**
   * Takes out every visitor of `day`, handing each to `each` as the HMAC's
   * material, one at a time: a large batch makes no array of them.
   */
  take(day: string, each: (material: string) => void): void {
    const sites = this.days.get(day);
    this.days.delete(day);
    for (const [site, { packed, other }] of sites ?? []) {
      for (const n of packed) {
        const network = n >>> 3;
        each(
          visitorMaterial(
            site,
            `${network >>> 16}.${(network >>> 8) & 255}.${network & 255}.0/24`,
            BROWSER_FAMILIES[n & 7]!,
          ),
        );
      }
      for (const material of other) each(material);
    }
  }
}

/** Adds `value` to `set`: true when it was not there yet. */
function added<T>(set: Set<T>, value: T): boolean {
  const size = set.size;
  set.add(value);
  return set.size > size;
}

/** What a visitor's key is the HMAC of: the site, the network and the browser family. */
const visitorMaterial = (site: string, network: string, family: string) =>
  `${site}\n${network}\n${family}`;
