import {
  BROWSER_FAMILIES,
  networkText,
  type Network,
} from "../../../core/insights/visit";
import { VisitorKeySet } from "../repos/visitor-key-set";

const FAMILY_INDEX = new Map<string, number>(
  BROWSER_FAMILIES.map((family, index) => [family, index]),
);
/** One site's visitors of a day. */
interface SiteVisitors {
  /** An IPv4 /24 and a browser family as one small integer, network × 8 + family (its low half; the high half 0). */
  packed: VisitorKeySet;
  /** Any other network or family, as `${networkText(network)}\n${family}`. */
  other: Set<string>;
}

/**
 * The visitors seen since the last write, per day, each once, to be keyed
 * at the write. Nearly every visitor is an IPv4 /24 and a browser family,
 * held as a small integer in a typed-array set: a burst of new visitors
 * leaves no string or hash-table entry per visitor for the garbage
 * collector to copy and trace, and no HMAC is made while a request is
 * answered.
 */
export class PendingVisitors {
  private days = new Map<string, Map<string, SiteVisitors>>();
  /** The (day, site) recorded last and its visitors: nearly always the next one's too. */
  private last: { day: string; site: string; visitors: SiteVisitors } | null =
    null;

  /** Records a visitor; true when it was not there yet. */
  add(day: string, site: string, network: Network, family: string): boolean {
    const visitors =
      this.last?.day === day && this.last.site === site
        ? this.last.visitors
        : this.siteVisitors(day, site);
    const familyIndex = FAMILY_INDEX.get(family);
    if (typeof network === "number" && familyIndex !== undefined)
      return visitors.packed.add(0, network * 8 + familyIndex);
    const size = visitors.other.size;
    return visitors.other.add(`${networkText(network)}\n${family}`).size > size;
  }

  private siteVisitors(day: string, site: string): SiteVisitors {
    let sites = this.days.get(day);
    if (!sites) this.days.set(day, (sites = new Map()));
    let visitors = sites.get(site);
    if (!visitors)
      sites.set(
        site,
        (visitors = { packed: new VisitorKeySet(), other: new Set() }),
      );
    this.last = { day, site, visitors };
    return visitors;
  }

  /** The days with visitors. */
  dayList(): string[] {
    return [...this.days.keys()];
  }

  /**
   * Takes out every visitor of `day`, handing each to `each` (what its key
   * is made of) one at a time: a large batch makes no array of them.
   */
  take(
    day: string,
    each: (site: string, network: Network, family: string) => void,
  ): void {
    const sites = this.days.get(day);
    this.days.delete(day);
    if (this.last?.day === day) this.last = null;
    for (const [site, { packed, other }] of sites ?? []) {
      packed.forEach((_, n) => each(site, n >>> 3, BROWSER_FAMILIES[n & 7]!));
      // A network's text has no line break; a family's neither.
      for (const visitor of other) {
        const end = visitor.lastIndexOf("\n");
        each(site, visitor.slice(0, end), visitor.slice(end + 1));
      }
    }
  }
}
