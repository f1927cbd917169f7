// Test support: a seeded script of requests to the public site, each with
// what Insights must make of it written beside it by hand (which page and
// language, which visitor, which referrer, or why nothing), so a replay can
// compare the store's totals with totals computed without the product's own
// rules (docs/decisions/048-insights-counting.md).

/** What one request must add to the day's totals. */
type Counted =
  | {
      as: "view";
      page: "home" | "privacy" | "contact";
      lang: "en" | "pt";
      /** The script's own name for the visitor: network and browser family. */
      visitor: string;
      /** `kind|name`, or null for none. */
      referrer: string | null;
    }
  | { as: "cv"; lang: "en" | "pt"; format: "html" | "pdf"; visitor: string }
  | { as: "not-found"; lang: "en" | "pt" }
  | { as: "nothing"; why: string };

export interface ScriptedRequest {
  method: "GET" | "HEAD";
  /** Path and query. */
  path: string;
  headers: Record<string, string>;
  counted: Counted;
}

/** The host the site is addressed by (SITE_URL and the Host the proxy passes on). */
export const TRAFFIC_HOST = "counsel.example";

type Family =
  "chrome" | "firefox" | "safari" | "edge" | "opera" | "samsung" | "other";

/** User agents by the family they belong to: several per family, one visitor. */
const BROWSERS: Record<Family, string[]> = {
  chrome: [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  ],
  firefox: [
    "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
  ],
  safari: [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  ],
  edge: [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.48",
  ],
  opera: [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
  ],
  samsung: [
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  ],
  other: [
    "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) Midori/0.5 Safari/538.1",
  ],
};
const FAMILIES = Object.keys(BROWSERS) as Family[];

/** Crawlers on isbot's list, some of them dressed as browsers. */
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
];
/** Clients without the `Mozilla/5.0 ` token ("" sends no User-Agent). */
const NOT_BROWSERS = [
  "curl/8.5.0",
  "python-requests/2.32.3",
  "Go-http-client/1.1",
  "Feedly/1.0 (+http://www.feedly.com/fetcher.html; like FeedFetcher-Google)",
  "",
];

/** Referers and campaign queries, with the referrer each must be counted under. */
const REFERRERS: {
  referer?: string;
  query?: string;
  counted: string | null;
}[] = [
  {
    referer: "https://www.google.com/search?q=lawyer+lisbon",
    counted: "search|Google",
  },
  { referer: "https://www.google.pt/", counted: "search|Google" },
  { referer: "https://www.bing.com/search?q=ana", counted: "search|Bing" },
  { referer: "https://duckduckgo.com/?q=ana", counted: "search|DuckDuckGo" },
  {
    referer: "https://www.linkedin.com/feed/update/urn:li:activity:7/",
    counted: "social|LinkedIn",
  },
  { referer: "https://lnkd.in/eAbC12", counted: "social|LinkedIn" },
  {
    referer: "https://m.facebook.com/story.php?id=1",
    counted: "social|Facebook",
  },
  { referer: "https://t.co/AbCd3", counted: "social|X" },
  {
    referer: "https://www.firm-partners.example/team/ana?ref=card",
    counted: "site|firm-partners.example",
  },
  {
    referer: "http://blog.lisbon-law.example/2031/06/post.html#comments",
    counted: "site|blog.lisbon-law.example",
  },
  {
    referer: "https://WWW.Ordem.Example/directory?name=lima",
    counted: "site|ordem.example",
  },
  { query: "utm_source=newsletter", counted: "campaign|newsletter" },
  {
    referer: "https://www.google.com/",
    query: "utm_source=Spring%20Mailing&utm_medium=email",
    counted: "campaign|spring-mailing",
  },
  {
    referer: "https://www.bing.com/",
    query: "utm_source=%21%21",
    counted: "search|Bing",
  },
  { referer: `https://${TRAFFIC_HOST}/pt/`, counted: null },
  { referer: `https://${TRAFFIC_HOST}/privacy?x=1`, counted: null },
  { referer: "android-app://com.google.android.gm/", counted: null },
];

const PAGES = [
  { page: "home", lang: "en", path: "/" },
  { page: "home", lang: "pt", path: "/pt/" },
  { page: "privacy", lang: "en", path: "/privacy" },
  { page: "privacy", lang: "pt", path: "/pt/privacidade" },
  { page: "contact", lang: "en", path: "/contact" },
  { page: "contact", lang: "pt", path: "/pt/contact" },
] as const;
const CVS = [
  { lang: "en", format: "html", path: "/cv/Ana_Lima_CV.html" },
  { lang: "en", format: "pdf", path: "/cv/Ana_Lima_CV.pdf" },
  { lang: "pt", format: "html", path: "/pt/cv/Ana_Lima_CV.html" },
  { lang: "pt", format: "pdf", path: "/pt/cv/Ana_Lima_CV.pdf" },
] as const;
const NOT_FOUND = [
  { lang: "en", path: "/no-such-page" },
  { lang: "en", path: "/team/ana-lima" },
  { lang: "pt", path: "/pt/nada-aqui" },
] as const;
/** Answered, never counted: redirects, site files, a missing asset. */
const UNCOUNTED_PATHS = [
  "/en/",
  "/pt",
  "/cv/Old_Name_CV.pdf",
  "/robots.txt",
  "/sitemap.xml",
  "/old-bundle.js",
];

/** mulberry32: a small seeded generator, so every run replays the same script. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

/** A device: its address on its network and its user agent. */
interface Person {
  address: string;
  agent: string;
  /** The script's name for the visitor (the network and family it belongs to). */
  visitor: string;
}

/**
 * The people behind the traffic: households on distinct /24 loopback
 * networks (127.a.b.0/24) and a few IPv6 /64s, each with one to three
 * devices. Devices of a household that share a browser family (on other
 * addresses of the /24, with other user agents of that family) are one
 * visitor; another family on the same network is another.
 */
function population(random: ReturnType<typeof seeded>, households: number) {
  const people: Person[] = [];
  for (let h = 0; h < households; h++) {
    const v6 = h % 50 === 49;
    const net = v6
      ? `2001:db8:${(h + 1).toString(16)}:1`
      : `127.${1 + Math.floor(h / 250)}.${h % 250}`;
    const families = [random.pick(FAMILIES)];
    for (let d = 1 + random.int(3); d > 1; d--)
      families.push(random.next() < 0.5 ? families[0]! : random.pick(FAMILIES));
    families.forEach((family, d) =>
      people.push({
        address: v6
          ? `${net}::${d + 1}`
          : `${net}.${2 + d * 40 + random.int(40)}`,
        agent: random.pick(BROWSERS[family]),
        visitor: `${net}|${family}`,
      }),
    );
  }
  return people;
}

/**
 * The X-Forwarded-For our trusted proxy sends: the client's address last
 * (in one of the forms proxies write), sometimes after entries the client
 * wrote itself, which are not believed.
 */
function forwardedFor(random: ReturnType<typeof seeded>, address: string) {
  const v6 = address.includes(":");
  const form = random.int(4);
  const entry =
    form === 0 ? (v6 ? `[${address}]:443` : `${address}:51234`) : address;
  return form === 1 ? `203.0.113.${random.int(250)}, ${entry}` : entry;
}

/** Why a request from a browser is left out, as headers to add to it. */
const OPTED_OUT_OR_OWNER: { why: string; headers: Record<string, string> }[] = [
  { why: "owner", headers: { cookie: "admin_session=4f1c9a7e0b2d" } },
  {
    why: "owner",
    headers: { cookie: "theme=dark; admin_session=4f1c9a7e0b2d" },
  },
  { why: "gpc", headers: { "sec-gpc": "1" } },
  { why: "dnt", headers: { dnt: "1" } },
  { why: "prefetch", headers: { "sec-purpose": "prefetch" } },
  { why: "prefetch", headers: { "sec-purpose": "prefetch;prerender" } },
  { why: "prefetch", headers: { purpose: "prefetch" } },
];

/**
 * `count` requests of one day from a population drawn from `seed` (the
 * same people every day; `day` changes which of them come and what they do).
 * `etag` is the pages' entity tag, for revalidations (a 304 is a view).
 */
export function insightsTraffic({
  seed,
  day,
  count,
  etag,
}: {
  seed: number;
  day: number;
  count: number;
  etag: string;
}): ScriptedRequest[] {
  const people = population(seeded(seed), 1_000);
  const random = seeded(seed * 31 + day);
  // A few people come back often; most come once or twice.
  const someone = () =>
    people[Math.floor(people.length * random.next() ** 2.5)]!;
  const script: ScriptedRequest[] = [];
  for (let i = 0; i < count; i++) {
    const person = someone();
    const headers: Record<string, string> = {
      host: TRAFFIC_HOST,
      "x-forwarded-for": forwardedFor(random, person.address),
    };
    if (person.agent) headers["user-agent"] = person.agent;
    const roll = random.next();
    const request = (path: string, counted: Counted): ScriptedRequest => ({
      method: "GET",
      path,
      headers,
      counted,
    });
    if (roll < 0.72) {
      // A counted request: a page, a CV file or the 404 page.
      const kind = random.next();
      const from = random.next() < 0.45 ? random.pick(REFERRERS) : null;
      if (from?.referer) headers.referer = from.referer;
      if (random.next() < 0.1) headers["if-none-match"] = etag;
      if (kind < 0.8) {
        const { page, lang, path } = random.pick(PAGES);
        const query = from?.query ? `?${from.query}` : "";
        script.push(
          request(`${path}${query}`, {
            as: "view",
            page,
            lang,
            visitor: person.visitor,
            referrer: from ? from.counted : null,
          }),
        );
      } else if (kind < 0.92) {
        const { lang, format, path } = random.pick(CVS);
        script.push(
          request(path, { as: "cv", lang, format, visitor: person.visitor }),
        );
      } else {
        const { lang, path } = random.pick(NOT_FOUND);
        script.push(request(path, { as: "not-found", lang }));
      }
      continue;
    }
    // Not counted: what is asked, by whom, or how.
    const target = random.pick([
      ...PAGES.map((p) => p.path),
      ...CVS.map((c) => c.path),
      ...NOT_FOUND.map((n) => n.path),
    ]);
    const from = random.next() < 0.4 ? random.pick(REFERRERS) : null;
    if (from?.referer) headers.referer = from.referer;
    if (roll < 0.82) {
      const { why, headers: extra } = random.pick(OPTED_OUT_OR_OWNER);
      Object.assign(headers, extra);
      script.push(request(target, { as: "nothing", why }));
    } else if (roll < 0.9) {
      headers["user-agent"] = random.pick(BOTS);
      script.push(request(target, { as: "nothing", why: "bot" }));
    } else if (roll < 0.94) {
      const agent = random.pick(NOT_BROWSERS);
      if (agent) headers["user-agent"] = agent;
      else delete headers["user-agent"];
      script.push(request(target, { as: "nothing", why: "not a browser" }));
    } else if (roll < 0.97) {
      script.push({
        ...request(target, { as: "nothing", why: "HEAD" }),
        method: "HEAD",
      });
    } else {
      script.push(
        request(random.pick(UNCOUNTED_PATHS), {
          as: "nothing",
          why: "redirect or file",
        }),
      );
    }
  }
  return script;
}

/** A day's totals as the script says they must be. */
export interface ExpectedDay {
  /** `page|lang` → views (the 404 page apart). */
  views: Map<string, number>;
  /** lang → views of the 404 page. */
  notFound: Map<string, number>;
  visitors: number;
  /** `kind|name` → views. */
  referrers: Map<string, number>;
  /** `lang|format` → downloads. */
  cvDownloads: Map<string, number>;
}

/** What a day's script must add up to, from its labels alone. */
export function expectedDay(script: ScriptedRequest[]): ExpectedDay {
  const add = (map: Map<string, number>, key: string) =>
    map.set(key, (map.get(key) ?? 0) + 1);
  const day: ExpectedDay = {
    views: new Map(),
    notFound: new Map(),
    visitors: 0,
    referrers: new Map(),
    cvDownloads: new Map(),
  };
  const visitors = new Set<string>();
  for (const { counted } of script) {
    if (counted.as === "view") {
      add(day.views, `${counted.page}|${counted.lang}`);
      if (counted.referrer) add(day.referrers, counted.referrer);
      visitors.add(counted.visitor);
    } else if (counted.as === "cv") {
      add(day.cvDownloads, `${counted.lang}|${counted.format}`);
      visitors.add(counted.visitor);
    } else if (counted.as === "not-found") add(day.notFound, counted.lang);
  }
  day.visitors = visitors.size;
  return day;
}
